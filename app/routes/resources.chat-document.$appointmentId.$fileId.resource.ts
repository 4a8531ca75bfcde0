import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireActivePatient } from '~/areas/identity/guard.server'
import { getChatDocument } from '~/services/appointment/chat.server'
import { ServiceError } from '~/utils/calls/service-error'
import { FILE_CSP, notFound, requireId } from '~/utils/request/http.server'

const TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]

/**
 * A chat attachment streamed from the services: shown in place by the viewer, or downloaded
 * with `?download=1`. Only the chat's file types pass, never cached, never able to run anything.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requireActivePatient(request)
  const appointmentId = requireId(params.appointmentId)
  const fileId = requireId(params.fileId)
  let upstream: Response
  try {
    upstream = await getChatDocument(patient, appointmentId, fileId)
  } catch (error) {
    if (error instanceof ServiceError) return notFound()
    throw error
  }
  const type = upstream.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!TYPES.includes(type)) {
    await upstream.body?.cancel()
    return notFound()
  }
  const name =
    /filename="([^"]+)"/.exec(upstream.headers.get('Content-Disposition') ?? '')?.[1] ?? `attachment-${fileId}`
  const download = new URL(request.url).searchParams.has('download')
  return new Response(upstream.body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${name.replace(/[^\w.\- ]/g, '_')}"`,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': FILE_CSP,
    },
  })
}
