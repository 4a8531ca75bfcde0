import type { LoaderFunctionArgs } from '@remix-run/node'
import { getHospitalLogo } from '~/services/hospital.server'
import { imageResponse } from '~/utils/request/image-response.server'
import { getPatient } from '~/utils/session/session.server'

/** The hospital's logo for the footer, streamed through the portal (the services need the token). */
export async function loader({ request }: LoaderFunctionArgs) {
  // Any signed-in patient, even one the guard is holding on a forced step, sees the footer logo.
  const patient = await getPatient(request)
  if (!patient) return new Response(null, { status: 401 })
  // The same logo for every patient of the hospital, but only signed-in browsers may keep it.
  return imageResponse(() => getHospitalLogo(patient), 'private, max-age=86400')
}
