import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ownAppointment } from '~/areas/appointments.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { doctorName } from '~/domain/common/doctor-name'
import { formatDate, formatTime } from '~/domain/common/format'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { optional } from '~/utils/calls/optional-call.server'
import { localeOf } from '~/utils/language/locale.server'
import { fill, useTexts } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { parseId } from '~/utils/request/http.server'
import { getTimeZone } from '~/utils/request/time-zone.server'

export const meta = titleMeta

/**
 * /SuccessPage?appointmentId= (docs/rules/booking.md#screens): 'Thank You!', what was booked, OK to the appointments list, and
 * the appointment as a calendar file: the kind, the doctor, the day and the time, as the dashboard's cards show them.
 * An appointment that cannot be read (or is someone else's) is 'consultation', without the rest.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const id = parseId(new URL(request.url).searchParams.get('appointmentId'))
  const appointment = id ? await optional(ownAppointment(patient, id)) : null
  const locale = localeOf(request)
  const m = textsOf(locale, 'bookingSuccessMessages')
  const timeZone = getTimeZone(request)
  return json({
    title: textsOf(locale, 'pageTitles').success,
    texts: textsFor(locale, 'bookingSuccessMessages'),
    kind: appointment ? m.kinds[appointment.type] : m.kinds.other,
    calendar: appointment ? `${Path.dashboard}/${appointment.id}/calendar.ics` : null,
    booked: appointment
      ? {
          doctor: doctorName(appointment.doctor),
          date: formatDate(locale, appointment.startTime, timeZone),
          time: formatTime(locale, appointment.startTime, timeZone),
        }
      : null,
  })
}

export default function SuccessPage() {
  const { kind, calendar, booked } = useLoaderData<typeof loader>()
  const m = useTexts('bookingSuccessMessages')
  return (
    <div className="booking-success">
      {/* the heading takes the focus after SUBMIT (ADR 80): a screen reader reads what was booked with it */}
      <h1 aria-describedby={booked ? 'booked-kind booked-with' : 'booked-kind'}>{m.successTitle}</h1>
      <p id="booked-kind">{fill(m.successText, { kind })}</p>
      {booked ? <p id="booked-with">{fill(m.successWith, booked)}</p> : null}
      <div className="booking-success__actions">
        <Link to={Path.dashboard} className="button button--primary">
          {m.ok}
        </Link>
        {calendar ? (
          <a href={calendar} className="button" download>
            {m.addToCalendar}
          </a>
        ) : null}
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
