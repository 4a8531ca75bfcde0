import { ServiceError } from '~/utils/calls/service-error'
import { FILE_CSP, notFound } from '~/utils/request/http.server'

/**
 * Streams an image the services sent back, if it really is one; a failed call or anything else
 * becomes a 404 (the failure is already logged). An SVG opened on its own must not run anything.
 */
export async function imageResponse(fetchImage: () => Promise<Response>, cacheControl: string): Promise<Response> {
  try {
    const upstream = await fetchImage()
    const type = upstream.headers.get('content-type') ?? ''
    if (!/^image\/(png|jpeg|gif|webp|svg\+xml)/.test(type)) return notFound()
    return new Response(upstream.body, {
      headers: {
        'Content-Type': type,
        'Cache-Control': cacheControl,
        'Content-Security-Policy': FILE_CSP,
      },
    })
  } catch (error) {
    if (error instanceof ServiceError) return notFound()
    throw error
  }
}
