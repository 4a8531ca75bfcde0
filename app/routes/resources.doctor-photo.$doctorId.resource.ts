import type { LoaderFunctionArgs } from '@remix-run/node'
import { getDoctorImage } from '~/services/doctor.server'
import { requireId } from '~/utils/request/http.server'
import { imageResponse } from '~/utils/request/image-response.server'
import { getPatient } from '~/utils/session/session.server'

/**
 * A doctor's photo, streamed through the portal (the services want the token; the page's img-src stays 'self').
 * Photos change rarely and are the same for every patient, but only signed-in browsers may keep them.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await getPatient(request)
  if (!patient) return new Response(null, { status: 401 })
  const doctorId = requireId(params.doctorId)
  return imageResponse(() => getDoctorImage(patient, doctorId), 'private, max-age=86400')
}
