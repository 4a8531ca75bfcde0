import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { sniffFileKind, type UploadFile } from '~/domain/profile/uploads'

/** Room for the multipart boundaries and the small text fields around the files. */
const MULTIPART_OVERHEAD = 64 * 1024

export type ReadUpload =
  | { ok: true; form: FormData; files: (UploadFile & { file: File })[] }
  | { ok: false; reason: 'too-large' | 'unreadable' }

/**
 * Reads a multipart upload without holding more than the caps in memory (ADR 16): the request's
 * Content-Length is checked first, then each file part is cut off at `maxPartBytes` and the
 * whole body at `maxTotalBytes` (plus the form's overhead) as it streams. Every file's
 * real kind comes from its first bytes.
 */
export async function readUpload(
  request: Request,
  field: string,
  caps: { maxPartBytes: number; maxTotalBytes: number },
): Promise<ReadUpload> {
  const length = Number(request.headers.get('Content-Length') ?? '0')
  if (length > caps.maxTotalBytes + MULTIPART_OVERHEAD) return { ok: false, reason: 'too-large' }
  let form: FormData
  // counted as the body streams too: a chunked body declares no length (issue 19)
  const maxBytes = caps.maxTotalBytes + MULTIPART_OVERHEAD
  let total = 0
  const memory = unstable_createMemoryUploadHandler({ maxPartSize: caps.maxPartBytes })
  async function* counted(name: string, data: AsyncIterable<Uint8Array>) {
    for await (const chunk of data) {
      total += chunk.byteLength
      if (total > maxBytes) throw new MaxPartSizeExceededError(name, maxBytes)
      yield chunk
    }
  }
  try {
    form = await unstable_parseMultipartFormData(request, (part) =>
      memory({ ...part, data: counted(part.name, part.data) }),
    )
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { ok: false, reason: 'too-large' }
    return { ok: false, reason: 'unreadable' }
  }
  const files = []
  for (const value of form.getAll(field)) {
    if (typeof value === 'string') continue
    // a form posted with no file chosen still sends an empty part without a name
    if (value.size === 0 && value.name === '') continue
    const head = new Uint8Array(await value.slice(0, 16).arrayBuffer())
    files.push({ file: value, name: value.name, size: value.size, kind: sniffFileKind(head) })
  }
  return { ok: true, form, files }
}
