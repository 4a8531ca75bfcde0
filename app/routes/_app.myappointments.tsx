import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { applyAccountStatus } from '~/areas/appointments.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { canChange, JOIN_RECHECK_MS } from '~/domain/appointments/rules'
import { doctorName } from '~/domain/common/doctor-name'
import { dayIn, formatDate, formatTime, startOfDayIn } from '~/domain/common/format'
import { isJoinWindowOpen } from '~/domain/common/join-window'
import { listAppointments } from '~/services/appointment/list.server'
import { getPatientStatus, recentStatus } from '~/services/patient/account.server'
import { StatusBadge } from '~/ui/appointment/status-badge'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { PrefetchStep } from '~/ui/navigation/prefetch-step'
import { optional } from '~/utils/calls/optional-call.server'
import { localeOf } from '~/utils/language/locale.server'
import { fill, useTexts } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { getTimeZone } from '~/utils/request/time-zone.server'

export const meta = titleMeta

/**
 * The dashboard (docs/rules/appointments.md#screens): today's and later appointments, soonest first, and the account status
 * check of docs/rules/appointments.md#states (fetched in parallel with the list; an active status checked within the
 * last minute is not asked again, ADR 132).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const timeZone = getTimeZone(request)
  const locale = localeOf(request)
  const today = startOfDayIn(timeZone)
  const [appointments, status] = await Promise.all([
    // The services read from-date as a UTC day: ask from the UTC day the patient's today began in.
    optional(listAppointments(patient, dayIn('UTC', new Date(today)))),
    optional(recentStatus(patient)),
  ])
  await applyAccountStatus(patient, status, { recheck: () => optional(getPatientStatus(patient)), locale })
  return {
    title: textsOf(locale, 'pageTitles').dashboard,
    // the dialogs' texts come along: they open over this page, without a page load of their own
    texts: textsFor(locale, 'appointmentMessages', 'appointmentScreens', 'appointmentLabels', 'dashboardMessages'),
    now: Date.now(),
    appointments:
      appointments
        ?.filter((a) => Date.parse(a.startTime) >= today)
        .map((a) => ({
          id: a.id,
          startTime: a.startTime,
          time: formatTime(locale, a.startTime, timeZone),
          date: formatDate(locale, a.startTime, timeZone),
          doctor: doctorName(a.doctor),
          type: a.type,
          status: a.status,
          confirmed: Boolean(a.confirmedAt),
        })) ?? null,
  }
}

type Row = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['appointments']>[number]

/**
 * The time rules (join window, reschedule/cancel cut-off) are re-checked in the browser every
 * 10 s while the page is visible (ADR 12). The first render uses the server's clock, so the
 * hydrated page matches the HTML.
 */
function useRecheckedNow(serverNow: number) {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible') setNow(Date.now())
    }
    tick()
    const timer = setInterval(tick, JOIN_RECHECK_MS)
    document.addEventListener('visibilitychange', tick)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [])
  return now
}

export default function MyAppointments() {
  const { appointments, now: serverNow } = useLoaderData<typeof loader>()
  const now = useRecheckedNow(serverNow)
  const text = useTexts('appointmentMessages')
  const screen = useTexts('appointmentScreens')
  const dashboardMessages = useTexts('dashboardMessages')
  return (
    <>
      <h1>{screen.dashboardTitle}</h1>
      <PrefetchStep routeId="routes/_app.careCategories" data={[Path.careCategories]} />
      <Outlet />
      <section className="book-banner" aria-labelledby="book-banner-title">
        <h2 id="book-banner-title">{text.bookBanner}</h2>
        <p>{text.bookBannerText}</p>
        <Link to={Path.careCategories} className="button button--primary">
          {text.bookAction}
        </Link>
      </section>
      {appointments === null ? (
        <p className="notice notice--error">{dashboardMessages.loadFailed}</p>
      ) : appointments.length === 0 ? (
        <p className="empty">{dashboardMessages.empty}</p>
      ) : (
        <ul className="appointment-list" aria-label={screen.listLabel}>
          {appointments.map((a) => (
            <AppointmentRow key={a.id} appointment={a} now={now} />
          ))}
        </ul>
      )}
    </>
  )
}

function AppointmentRow({ appointment: a, now }: { appointment: Row; now: number }) {
  const text = useTexts('appointmentMessages')
  const screen = useTexts('appointmentScreens')
  const online = a.type === 'ONLINE_CONSULTATION'
  const joinable = online && isJoinWindowOpen(a, now)
  const changeable = canChange(a, now)
  const upcoming = a.status === 'SCHEDULED' && Date.parse(a.startTime) > now
  const whenText = `${a.time}, ${a.date}`
  const about = fill(text.about, { doctor: a.doctor, when: whenText })
  return (
    <li className="appointment-card">
      <h2 className="appointment-card__doctor">
        {a.doctor}
        <span className="visually-hidden">
          {fill(text.cardDetails, { kind: online ? screen.online : screen.physical, when: whenText })}
        </span>
      </h2>
      <p className="appointment-card__when">
        <time dateTime={a.startTime}>{whenText}</time>
      </p>
      <p className="appointment-card__type">{online ? screen.online : screen.physical}</p>
      <StatusBadge status={a.status} confirmed={a.confirmed} />
      <div className="appointment-card__actions">
        {joinable ? (
          <a href={`${Path.video}?appointmentId=${a.id}`} className="button button--primary">
            {text.joinCall}
            <span className="visually-hidden"> {about}</span>
          </a>
        ) : null}
        {/* the message link opens the appointment's chat */}
        <Link to={`${Path.appointment}?appointmentId=${a.id}#chat`}>
          {text.message}
          <span className="visually-hidden"> {about}</span>
        </Link>
        {upcoming ? (
          <a href={`${Path.dashboard}/${a.id}/calendar.ics`} download={`appointment-${a.id}.ics`}>
            {text.addToCalendar}
            <span className="visually-hidden"> {about}</span>
          </a>
        ) : null}
        <details className="more-menu">
          <summary>
            <SpokenAs text={text.moreActions} spoken={fill(screen.moreActionsFor, { about })} />
          </summary>
          <ul>
            {changeable ? (
              <>
                <li>
                  <Link to={`${Path.dashboard}/${a.id}/reschedule`} preventScrollReset>
                    <SpokenAs
                      text={text.reschedule}
                      spoken={fill(screen.actionFor, { action: text.reschedule, about })}
                    />
                  </Link>
                </li>
                <li>
                  <Link to={`${Path.dashboard}/${a.id}/cancel`} preventScrollReset>
                    <SpokenAs text={text.cancel} spoken={fill(screen.actionFor, { action: text.cancel, about })} />
                  </Link>
                </li>
              </>
            ) : (
              <>
                <li>
                  <span className="more-menu__disabled" aria-disabled="true">
                    {text.reschedule}
                  </span>
                </li>
                <li>
                  <span className="more-menu__disabled" aria-disabled="true">
                    {text.cancel}
                  </span>
                </li>
                <li className="more-menu__note">{text.changeClosed}</li>
              </>
            )}
          </ul>
        </details>
      </div>
    </li>
  )
}

/**
 * A link's visible name, and the whole sentence a screen reader says for it ('Cancel the appointment
 * with ...'): one text per language, since the action's place in the sentence differs between them.
 * The sentence contains the visible name, so speech input finds the link by what it shows.
 */
function SpokenAs({ text, spoken }: { text: string; spoken: string }) {
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{spoken}</span>
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
