import type { LoaderFunctionArgs } from '@remix-run/node'
import { ownAppointment } from '~/areas/appointments.server'
import { hasPrescription } from '~/domain/chat'
import { getPrescriptionReport } from '~/services/consultation.server'
import { optional } from '~/utils/calls/optional-call.server'
import { ServiceError } from '~/utils/calls/service-error'
import { requestTexts } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { FILE_CSP, parseId } from '~/utils/request/http.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { requireActivePatient } from '~/utils/session/guard.server'

/**
 * The prescription PDF of a completed appointment, streamed from the consultation service with a
 * download name and no-store: a plain link works without JavaScript, and the viewer reads it too.
 * A failure (already logged by the service client) goes back to the appointment with a message.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requireActivePatient(request)
  const id = parseId(params.appointmentId)
  const appointment = id ? await optional(ownAppointment(patient, id)) : null
  const consultationId = appointment?.consultationDTO?.id ?? null
  const back = appointment ? `${Path.appointment}?appointmentId=${appointment.id}` : Path.history
  const failed = () =>
    redirectWithAlert(request, back, {
      type: 'error',
      message: requestTexts(request).texts('chatMessages').prescriptionFailed,
    })
  if (!appointment || consultationId === null || !hasPrescription({ status: appointment.status, consultationId }))
    return failed()
  let upstream: Response
  try {
    upstream = await getPrescriptionReport(patient, consultationId)
  } catch (error) {
    if (error instanceof ServiceError) return failed()
    throw error
  }
  if (upstream.headers.get('Content-Type')?.split(';')[0]?.trim() !== 'application/pdf') {
    await upstream.body?.cancel()
    return failed()
  }
  return new Response(upstream.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="prescription-${appointment.id}.pdf"`,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': FILE_CSP,
    },
  })
}
