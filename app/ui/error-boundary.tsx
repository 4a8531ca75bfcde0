import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import { errorPageMessages } from '~/messages/common/error-page'
import { Path } from '~/utils/paths'

/**
 * The one error boundary every route uses. It says what happened in plain
 * words and never shows the error's details: they may hold patient data.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const text =
    status === 404
      ? errorPageMessages.notFound
      : status === 403
        ? errorPageMessages.forbidden
        : status === 503
          ? errorPageMessages.unavailable
          : errorPageMessages.unexpected
  return (
    <main id="main" className="page page--narrow" tabIndex={-1}>
      <h1>
        {status === 404
          ? errorPageMessages.notFoundTitle
          : status === 403
            ? errorPageMessages.forbiddenTitle
            : errorPageMessages.unexpectedTitle}
      </h1>
      <p>{text}</p>
      <p>
        <Link to={Path.dashboard}>{errorPageMessages.goToAppointments}</Link>
      </p>
    </main>
  )
}
