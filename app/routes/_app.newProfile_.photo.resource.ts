import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { recordActivity } from '~/areas/activity.server'
import { requireActivePatient } from '~/areas/identity/guard.server'
import { megabytes, MIME_OF } from '~/domain/common/uploads'
import { profileBasePath } from '~/domain/profile/rules'
import { PHOTO_MAX_BYTES, photoUploadProblem } from '~/domain/profile/uploads'
import { deleteProfilePhoto, getProfilePhoto, uploadProfilePhoto } from '~/services/patient/files.server'
import { ServiceError } from '~/utils/calls/service-error'
import type { Locale } from '~/utils/language/locale'
import { localeOf } from '~/utils/language/locale.server'
import { fill } from '~/utils/language/texts'
import { textsOf } from '~/utils/language/texts.server'
import { readForm } from '~/utils/request/form.server'
import { FILE_CSP, notFound } from '~/utils/request/http.server'
import { intentOf } from '~/utils/request/intent.server'
import { readUpload } from '~/utils/request/upload.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import type { SignedInPatient } from '~/utils/session/session.server'

const IMAGE_TYPES = ['image/png', 'image/jpeg']

/** The profile photo for <img>: no-store, and only an image type the portal expects goes through. */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requireActivePatient(request)
  let upstream: Response
  try {
    upstream = await getProfilePhoto(patient)
  } catch (error) {
    if (error instanceof ServiceError) return notFound()
    throw error
  }
  const type = upstream.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!IMAGE_TYPES.includes(type)) {
    await upstream.body?.cancel()
    return notFound()
  }
  return new Response(upstream.body, {
    headers: { 'Content-Type': type, 'Cache-Control': 'no-store', 'Content-Security-Policy': FILE_CSP },
  })
}

/** Upload (multipart field file) or delete (intent=delete) the photo; back to the profile with the outcome. */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requireActivePatient(request)
  const back = `/${profileBasePath(request.url)}?edit`
  const locale = localeOf(request)
  const [profileMessages, profileActionMessages] = [
    textsOf(locale, 'profileMessages'),
    textsOf(locale, 'profileActionMessages'),
  ]
  const say = (type: 'success' | 'error' | 'warning', message: string) =>
    redirectWithAlert(request, back, { type, message })

  const isMultipart = request.headers.get('Content-Type')?.startsWith('multipart/form-data')
  if (!isMultipart) {
    if (intentOf(await readForm(request), ['delete']) !== 'delete') return say('error', profileMessages.photoInvalid)
    return deletePhoto(request, patient, say, locale)
  }
  const upload = await readUpload(request, 'file', { maxPartBytes: PHOTO_MAX_BYTES, maxTotalBytes: PHOTO_MAX_BYTES })
  // a small file that decodes to a huge bitmap is refused before anyone draws it (readUpload)
  if (!upload.ok && upload.reason === 'too-many-pixels') return say('error', profileMessages.photoTooManyPixels)
  if (!upload.ok) {
    const size = Number(request.headers.get('Content-Length') ?? '0')
    return say(
      'error',
      upload.reason === 'too-large'
        ? fill(profileMessages.photoTooLarge, { mb: megabytes(size) })
        : profileMessages.photoInvalid,
    )
  }
  if (upload.form.get('intent') === 'delete') return deletePhoto(request, patient, say, locale)
  const [chosen] = upload.files
  const problem = photoUploadProblem(chosen ?? null, profileMessages)
  if (problem || !chosen?.kind) return say('error', problem ?? profileMessages.photoInvalid)
  try {
    // the services get the file under its real type, whatever the browser declared
    const file = new File([await chosen.file.arrayBuffer()], chosen.name || 'photo', { type: MIME_OF[chosen.kind] })
    await uploadProfilePhoto(patient, file)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return say('error', profileActionMessages.photoFailed)
  }
  await recordActivity(patient.patientId, 'photoChanged', request)
  return say('success', profileActionMessages.photoUploaded)
}

async function deletePhoto(
  request: Request,
  patient: SignedInPatient,
  say: (type: 'success' | 'error' | 'warning', message: string) => Promise<Response>,
  locale: Locale,
) {
  const profileActionMessages = textsOf(locale, 'profileActionMessages')
  try {
    await deleteProfilePhoto(patient)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return error.status === 404
      ? say('warning', profileActionMessages.noPhoto)
      : say('error', profileActionMessages.photoDeleteFailed)
  }
  await recordActivity(patient.patientId, 'photoChanged', request)
  return say('success', profileActionMessages.photoDeleted)
}
