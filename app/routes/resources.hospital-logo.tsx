import type { LoaderFunctionArgs } from '@remix-run/node'
import { getHospitalLogo } from '~/services/hospital.server'
import { ServiceError } from '~/services/service-error'
import { getPatient } from '~/session.server'

/** The hospital's logo for the footer, streamed through the portal (the services need the token). */
export async function loader({ request }: LoaderFunctionArgs) {
  // Any signed-in patient, even one the guard is holding on a forced step, sees the footer logo.
  const patient = await getPatient(request)
  if (!patient) return new Response(null, { status: 401 })
  try {
    const upstream = await getHospitalLogo(patient)
    const type = upstream.headers.get('content-type') ?? ''
    if (!/^image\/(png|jpeg|gif|webp|svg\+xml)/.test(type)) return new Response(null, { status: 404 })
    return new Response(upstream.body, {
      headers: {
        'Content-Type': type,
        // The logo is the same for every patient of the hospital, but only signed-in browsers may keep it.
        'Cache-Control': 'private, max-age=86400',
        // An SVG opened directly must not run anything.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    })
  } catch (error) {
    if (error instanceof ServiceError) return new Response(null, { status: 404 })
    throw error
  }
}
