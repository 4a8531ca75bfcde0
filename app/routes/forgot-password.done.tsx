import { json, type LoaderFunctionArgs } from '@remix-run/node'
import type { RouteHandle } from '~/root'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { localeOf } from '~/utils/language/locale.server'
import { useTexts } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'

export const meta = titleMeta

export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOf(request)
  return json({ title: textsOf(locale, 'pageTitles').passwordReset, texts: textsFor(locale, 'passwordResetDone') })
}

/** Nothing to enhance: no JavaScript. */
export const handle: RouteHandle = { scripts: false }

/** Forgot password: done. */
export default function PasswordResetDone() {
  const screen = useTexts('passwordResetDone')
  return (
    <main id="main" className="sign-in" tabIndex={-1}>
      <div className="sign-in__card">
        <h1>{screen.doneTitle}</h1>
        <p role="status">{screen.changed}</p>
        <p>{screen.doneText}</p>
        <Link to={Path.signIn} className="button button--primary button--block">
          {screen.goToSignIn}
        </Link>
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
