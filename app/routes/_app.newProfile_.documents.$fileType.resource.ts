import type { ActionFunctionArgs } from '@remix-run/node'
import { recordActivity } from '~/areas/activity.server'
import { MIME_OF } from '~/domain/common/uploads'
import { profileBasePath } from '~/domain/profile/rules'
import { DOCUMENT_LIMITS, DOCUMENT_TYPES, documentUploadProblem, UPLOAD_OUTCOME_HEADER } from '~/domain/profile/uploads'
import { listPatientDocuments, uploadPatientDocuments } from '~/services/patient.server'
import { ServiceError } from '~/utils/calls/service-error'
import { localeOf } from '~/utils/language/locale.server'
import { textsOf } from '~/utils/language/texts.server'
import { notFound } from '~/utils/request/http.server'
import { readUpload, uploadRefusal } from '~/utils/request/upload.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { requireActivePatient } from '~/utils/session/guard.server'

/**
 * Uploads documents of one category (GOVT, ADDRESS, MEDICALHISTORY): multipart field files.
 * Size and real type are checked here before the services see them (ADR 16); a HEIC/HEIF the
 * browser did not convert is converted to JPEG on the way in (readUpload, ADR 51).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const patient = await requireActivePatient(request)
  const back = `/${profileBasePath(request.url)}?edit`
  const locale = localeOf(request)
  const [profileMessages, profileNotices] = [textsOf(locale, 'profileMessages'), textsOf(locale, 'profileNotices')]
  const say = async (type: 'success' | 'error', message: string) => {
    const response = await redirectWithAlert(request, back, { type, message: message.trim() })
    // the page's upload with a progress bar (fetch cannot report upload progress): the flash
    // alert is set here and the page navigates to the profile itself; the outcome tells it
    // whether to empty the file input (a stored file must not be sent twice)
    if (request.headers.get('X-Upload') !== 'progress') return response
    return new Response(null, {
      status: 204,
      headers: { 'Set-Cookie': response.headers.get('Set-Cookie') ?? '', [UPLOAD_OUTCOME_HEADER]: type },
    })
  }
  const type = DOCUMENT_TYPES.find((t) => t === params.fileType)
  if (!type) throw notFound()
  const limits = DOCUMENT_LIMITS[type]
  const upload = await readUpload(request, 'files', {
    maxPartBytes: limits.maxBytes,
    maxTotalBytes: limits.maxFiles * limits.maxBytes,
  })
  if (!upload.ok)
    return say(
      'error',
      uploadRefusal(request, upload, { tooLarge: profileNotices.tooLarge, unreadable: profileMessages.readFailed }),
    )
  let existing: number
  try {
    existing = (await listPatientDocuments(patient, type)).length
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return say('error', profileMessages.uploadFailed)
  }
  const problem = documentUploadProblem(type, upload.files, existing, profileNotices)
  if (problem) return say('error', problem)
  try {
    await uploadPatientDocuments(patient, type, await asFiles(upload.files))
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return say('error', profileMessages.uploadFailed)
  }
  // how many, never which category or file (docs/activity.md)
  await recordActivity(patient.patientId, 'documentUploaded', request, { count: upload.files.length })
  return say('success', profileNotices.uploaded)
}

async function asFiles(files: { file: File; name: string; kind: keyof typeof MIME_OF | null }[]) {
  return Promise.all(
    files.map(
      async (f) =>
        new File([await f.file.arrayBuffer()], f.name || 'document', { type: f.kind ? MIME_OF[f.kind] : '' }),
    ),
  )
}
