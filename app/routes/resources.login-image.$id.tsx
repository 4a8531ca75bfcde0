import type { LoaderFunctionArgs } from '@remix-run/node'
import { getLoginPageImageFile } from '~/services/config.server'
import { ServiceError } from '~/services/service-error'

/** A sign-in page image (logo, background, sponsor), streamed through the portal: public. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) return new Response(null, { status: 404 })
  try {
    const upstream = await getLoginPageImageFile(id)
    const type = upstream.headers.get('content-type') ?? ''
    if (!/^image\/(png|jpeg|gif|webp|svg\+xml)/.test(type)) return new Response(null, { status: 404 })
    return new Response(upstream.body, {
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=3600',
        // An SVG opened directly must not run anything.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    })
  } catch (error) {
    if (error instanceof ServiceError) return new Response(null, { status: 404 })
    throw error
  }
}
