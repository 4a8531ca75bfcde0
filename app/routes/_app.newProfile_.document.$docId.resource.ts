import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireActivePatient } from '~/areas/identity/guard.server'
import { getPatientDocument } from '~/services/patient/files.server'
import { ServiceError } from '~/utils/calls/service-error'
import { FILE_CSP, notFound, requireId } from '~/utils/request/http.server'

/** Types a document may have; anything else from upstream is not passed to the browser. */
const VIEWABLE = ['application/pdf', 'image/jpeg', 'image/png']
const DOWNLOAD_ONLY = ['image/heic', 'image/heif']

/** One document to view (pdf and images inline) or download (HEIC): no-store, type checked. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requireActivePatient(request)
  const docId = requireId(params.docId)
  let upstream: Response
  try {
    upstream = await getPatientDocument(patient, docId)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    throw notFound()
  }
  const type = upstream.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!VIEWABLE.includes(type) && !DOWNLOAD_ONLY.includes(type)) {
    await upstream.body?.cancel()
    throw notFound()
  }
  const extension = type.split('/')[1] === 'jpeg' ? 'jpg' : type.split('/')[1]
  const disposition = VIEWABLE.includes(type) ? 'inline' : 'attachment'
  return new Response(upstream.body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `${disposition}; filename="document-${docId}.${extension}"`,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': FILE_CSP,
    },
  })
}
