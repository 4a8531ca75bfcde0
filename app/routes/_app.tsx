import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { frameDecorations } from '~/flows/decorations.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { IdleWarning } from '~/ui/idle-warning'
import { SiteFooter } from '~/ui/site-footer'
import { TopBar } from '~/ui/top-bar'
import { getEnv } from '~/utils/env.server'
import { requirePatient } from '~/utils/session.server'

/**
 * The frame of every signed-in page (spec 1 section 2): top bar, page, footer. Its service calls
 * only decorate, so a slow service never holds the page back (ADR 46).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const { hospital, hasNewNotifications } = await frameDecorations(patient)
  return json({ hospital, hasNewNotifications, idleMinutes: getEnv().SESSION_IDLE_MINUTES })
}

export default function SignedInFrame() {
  const { hospital, hasNewNotifications, idleMinutes } = useLoaderData<typeof loader>()
  return (
    <>
      <TopBar hasNewNotifications={hasNewNotifications} />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter hospital={hospital} />
      <IdleWarning idleMinutes={idleMinutes} />
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
