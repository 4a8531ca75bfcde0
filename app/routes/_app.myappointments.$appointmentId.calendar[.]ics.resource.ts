import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireOwnAppointment } from '~/areas/appointments.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { buildIcs } from '~/domain/appointments/ics'
import { doctorName } from '~/domain/common/doctor-name'
import { fill } from '~/utils/language/texts'
import { requestTexts } from '~/utils/language/texts.server'

/**
 * 'Add to calendar': /myappointments/{id}/calendar.ics, one upcoming appointment as an
 * iCalendar file. Patient data: never cached. It holds no reason for the visit (the file may
 * end up in a shared calendar). Written in the page's language, as the patient reads it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const appointment = await requireOwnAppointment(patient, params.appointmentId)
  const online = appointment.type === 'ONLINE_CONSULTATION'
  const doctor = doctorName(appointment.doctor)
  const origin = new URL(request.url).origin
  const { texts } = requestTexts(request)
  const [calendarMessages, screen] = [texts('calendarMessages'), texts('appointmentScreens')]
  const body = buildIcs({
    uid: `appointment-${appointment.id}@patient-portal`,
    start: appointment.startTime,
    end: appointment.endTime,
    summary: fill(calendarMessages.summary, { visit: online ? screen.online : screen.physical, doctor }),
    description: online ? calendarMessages.joinOnline : undefined,
    url: `${origin}/myappointments`,
    stamp: new Date(),
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="appointment-${appointment.id}.ics"`,
      'Cache-Control': 'no-store',
    },
  })
}
