import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { dayIn, formatDate, formatTime } from '~/domain/date-format'
import { doctorName } from '~/domain/doctor-name'
import { messages } from '~/messages'
import { listAppointments } from '~/services/appointment.server'
import { optional } from '~/services/optional.server'
import { requirePatient } from '~/session.server'
import { getTimeZone } from '~/time-zone.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { StatusBadge } from '~/ui/status-badge'

export const meta: MetaFunction = () => [{ title: 'My Appointments | Patient Portal' }]

/** The dashboard (spec 2): today's and later appointments, soonest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const timeZone = getTimeZone(request)
  const appointments = await optional(listAppointments(patient, dayIn(timeZone)))
  return json({
    appointments:
      appointments?.map((a) => ({
        id: a.id,
        startTime: a.startTime,
        time: formatTime(a.startTime, timeZone),
        date: formatDate(a.startTime, timeZone),
        doctor: doctorName(a.doctor),
        type: a.type,
        status: a.status,
      })) ?? null,
  })
}

export default function MyAppointments() {
  const { appointments } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>My Appointments</h1>
      {appointments === null ? (
        <p className="notice notice--error">{messages.dashboard.loadFailed}</p>
      ) : appointments.length === 0 ? (
        <p className="empty">{messages.dashboard.empty}</p>
      ) : (
        <ul className="appointment-list">
          {appointments.map((a) => (
            <li key={a.id} className="appointment-card">
              <h2 className="appointment-card__doctor">{a.doctor}</h2>
              <p className="appointment-card__when">
                <time dateTime={a.startTime}>
                  {a.time}, {a.date}
                </time>
              </p>
              <p className="appointment-card__type">
                {a.type === 'PHYSICAL_VISIT' ? 'Physical visit' : 'Online consultation'}
              </p>
              <StatusBadge status={a.status} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
