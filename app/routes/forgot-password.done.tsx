import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import type { RouteHandle } from '~/root'
import { identityMessages } from '~/messages/identity'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { Path } from '~/utils/paths'

export const meta: MetaFunction = () => [{ title: 'Password Reset | Patient Portal' }]

/** Nothing to enhance: no JavaScript. */
export const handle: RouteHandle = { scripts: false }

/** Forgot password: done. */
export default function PasswordResetDone() {
  return (
    <main id="main" className="sign-in" tabIndex={-1}>
      <div className="sign-in__card">
        <h1>Password Reset</h1>
        <p role="status">{identityMessages.password.changed}</p>
        <p>You can now sign in with your new password.</p>
        <Link to={Path.signIn} className="button button--primary button--block">
          Go to sign in
        </Link>
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
