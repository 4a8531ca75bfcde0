import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { pageTitles } from '~/messages/common/page-titles'
import { identityMessages } from '~/messages/identity'
import { identityScreens as screen } from '~/messages/identity/screens'
import type { RouteHandle } from '~/root'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { Path } from '~/utils/paths'

export const meta: MetaFunction = () => [{ title: pageTitles.passwordReset }]

/** Nothing to enhance: no JavaScript. */
export const handle: RouteHandle = { scripts: false }

/** Forgot password: done. */
export default function PasswordResetDone() {
  return (
    <main id="main" className="sign-in" tabIndex={-1}>
      <div className="sign-in__card">
        <h1>{screen.doneTitle}</h1>
        <p role="status">{identityMessages.password.changed}</p>
        <p>{screen.doneText}</p>
        <Link to={Path.signIn} className="button button--primary button--block">
          {screen.goToSignIn}
        </Link>
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
