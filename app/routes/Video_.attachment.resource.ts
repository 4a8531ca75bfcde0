import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { callAppointment } from '~/areas/video-call.server'
import { ATTACHMENT_MAX_BYTES, callAttachmentProblem } from '~/domain/video-call/call'
import { uploadConsultationDocument } from '~/services/consultation.server'
import { optional } from '~/utils/calls/optional-call.server'
import { requestTexts } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readUpload, uploadRefusal } from '~/utils/request/upload.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { requirePatient } from '~/utils/session/guard.server'

/** The call's attachment panel posts here: one file to the appointment, then back to the call. */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const appointment = await callAppointment(request, patient)
  const back = `${Path.video}?appointmentId=${appointment.id}`
  const upload = await readUpload(request, 'files', {
    maxPartBytes: ATTACHMENT_MAX_BYTES,
    maxTotalBytes: ATTACHMENT_MAX_BYTES,
  })
  const file = upload.ok ? (upload.files[0] ?? null) : null
  const text = requestTexts(request).texts('videoMessages')
  const problem = upload.ok
    ? callAttachmentProblem(file, text)
    : uploadRefusal(request, upload, { tooLarge: text.fileTooLarge, unreadable: text.fileTooLarge })
  if (problem || !file) return redirectWithAlert(request, back, { type: 'error', message: problem ?? text.addFile })
  const sent = await optional(uploadConsultationDocument(patient, appointment.id, file.file))
  return redirectWithAlert(request, back, {
    type: sent === null ? 'error' : 'success',
    message: sent === null ? text.uploadFailed : text.uploaded,
  })
}

/** A plain visit (a refresh after the post) goes back to the list. */
export const loader = () => redirect(Path.dashboard)
