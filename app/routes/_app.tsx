import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { actingBanner, helpsAnyone } from '~/areas/acting.server'
import { newSignInNoticeOf } from '~/areas/devices.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { helperMay } from '~/domain/helpers/route-scopes'
import { getHospital } from '~/services/hospital.server'
import { notificationDot } from '~/services/patient/notifications.server'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { IdleWarning } from '~/ui/frame/idle-warning'
import { NewSignInNotice } from '~/ui/frame/new-sign-in-notice'
import { SiteFooter } from '~/ui/frame/site-footer'
import { TopBar } from '~/ui/frame/top-bar'
import { DAY_MS, decoration, HOUR_MS } from '~/utils/calls/decoration.server'
import { getEnv } from '~/utils/env.server'
import { localeOf } from '~/utils/language/locale.server'
import { textsFor } from '~/utils/language/texts.server'
import { layoutDataStale } from '~/utils/navigation/layout-revalidation'
import { Path } from '~/utils/navigation/paths'

/**
 * The frame of every signed-in page (docs/rules/common.md#screens): top bar, page, footer. Its service calls
 * only decorate, so they never hold the page back (ADR 46): the footer's hospital details come
 * from the store at once (asked again behind a page once they are an hour old), the notification
 * dot is kept half a minute per patient, then asked fresh, and is the last answer when the patient
 * service is slow. null is "not known just now", which the bell
 * says differently from "nothing new".
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const { actor } = patient
  // a helper sees the bell only where their scopes open the notifications
  const bell = !actor || helperMay(Path.notifications, 'GET', actor.scopes)
  const [hospital, hasNewNotifications, newSignIn, canSwitch] = await Promise.all([
    decoration({
      key: `hospital:${patient.hospitalId}`,
      call: () => getHospital(patient),
      keepMs: DAY_MS,
      freshMs: HOUR_MS,
      prefer: 'cached',
    }),
    bell ? notificationDot(patient) : false,
    newSignInNoticeOf(request),
    actor ? true : helpsAnyone(patient),
  ])
  // the idle warning's and the paged lists' texts; the top bar's come from the root (frameMessages)
  const locale = localeOf(request)
  const texts = textsFor(locale, 'sessionMessages', 'pagingLabels', 'newSignInNotice')
  return {
    hospital,
    hasNewNotifications: bell ? hasNewNotifications : false,
    newSignIn,
    idleMinutes: getEnv().SESSION_IDLE_MINUTES,
    texts,
    menu: { scopes: actor ? actor.scopes : null, canSwitch, bell },
    acting: actor ? actingBanner(locale, actor.patientName) : null,
  }
}

/** How old the notification dot may get while the patient moves between pages without submitting anything. */
const DOT_FRESH_MS = 60_000
let frameLoadedAt = Date.now()

/**
 * Asked again only when its data can have changed (ADR 67): after a submission, around the notification page
 * (which clears the dot), or once the dot is a minute old.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  const again =
    layoutDataStale(args) ||
    [args.currentUrl, args.nextUrl].some((url) => url.pathname === Path.notifications) ||
    Date.now() - frameLoadedAt > DOT_FRESH_MS
  if (again) frameLoadedAt = Date.now()
  return again
}

export default function SignedInFrame() {
  const { hospital, hasNewNotifications, newSignIn, idleMinutes, menu } = useLoaderData<typeof loader>()
  return (
    <>
      <TopBar hasNewNotifications={hasNewNotifications} menu={menu} />
      <main id="main" className="page" tabIndex={-1}>
        <NewSignInNotice text={newSignIn} />
        <Outlet />
      </main>
      <SiteFooter hospital={hospital} />
      <IdleWarning idleMinutes={idleMinutes} />
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
