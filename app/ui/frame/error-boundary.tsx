import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { Link } from '~/ui/navigation/link'
import { Path } from '~/utils/navigation/paths'
import { useRootTexts } from './root-texts'

/**
 * The one error boundary every route uses. It says what happened in plain
 * words and never shows the error's details: they may hold patient data.
 * Its texts come from the root (ADR 56), the one loader there for every error, in the
 * page's language; when the root's loader failed itself, from what that loader threw.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const t = useRootTexts()?.texts.errorPageMessages
  // the root loader always sends the texts or throws them; without either, Remix's own page shows
  if (!t) throw error
  const status = isRouteErrorResponse(error) ? error.status : 500
  // a page a helper's scopes don't open says so in its own words (app/areas/identity/acting.server.ts)
  const refusal = isRouteErrorResponse(error)
    ? (error.data as { refusal?: { title: string; text: string } } | null)?.refusal
    : undefined
  const [title, text] = refusal
    ? [refusal.title, refusal.text]
    : status === 404
      ? [t.notFoundTitle, t.notFound]
      : status === 403
        ? [t.forbiddenTitle, t.forbidden]
        : status === 400
          ? [t.badRequestTitle, t.badRequest]
          : [t.unexpectedTitle, status === 503 ? t.unavailable : t.unexpected]
  return (
    <main id="main" className="page page--narrow" tabIndex={-1}>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to={Path.dashboard}>{t.goToAppointments}</Link>
      </p>
    </main>
  )
}
