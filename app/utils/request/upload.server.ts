import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node'
import { imageSize, imageTooBig } from '~/domain/common/image-size'
import { sniffFileKind, type UploadFile } from '~/domain/common/uploads'
import { fill } from '~/utils/language/texts'
import { requestTexts } from '~/utils/language/texts.server'
import { heicToJpeg } from '~/utils/request/heic.server'

/** Room for the multipart boundaries and the small text fields around the files. */
const MULTIPART_OVERHEAD = 64 * 1024
/** The first bytes of a file, enough for sniffFileKind. */
const HEAD_BYTES = 16

export type ReadUpload =
  | { ok: true; form: FormData; files: (UploadFile & { file: File })[] }
  | { ok: false; reason: 'too-large' | 'unreadable' }
  /** an image whose header says more pixels than the portal passes on (imageTooBig), or says none */
  | { ok: false; reason: 'too-many-pixels'; name: string }

/**
 * Reads a multipart upload without holding more than the caps in memory (ADR 16): the request's
 * Content-Length is checked first, then each file part is cut off at `maxPartBytes` and the
 * whole body at `maxTotalBytes` (plus the form's overhead) as it streams. Every file's
 * real kind comes from its first bytes; a HEIC/HEIF image comes back as a JPEG (its name ending in
 * .jpg), or as a file of no kind when it cannot be decoded, or 'too-large' past HEIC_MAX_PIXELS.
 * A PNG or JPEG over the photo's pixel cap (imageTooBig) is 'too-many-pixels', named: a small
 * file that decodes to a huge bitmap is never passed on, whichever form it came with.
 *
 * With `readPastOversized`, a file over `maxPartBytes` does not end the reading: the rest of it is
 * read and dropped, and it comes back with its real size and only its first bytes, so the other
 * fields still arrive and the caller can refuse that file by name with everything else kept.
 */
/**
 * What a refused upload says: the form's own text for a body too large or unreadable, and for an image
 * over the pixel cap the portal's one text, naming it, in the request's language.
 */
export function uploadRefusal(
  request: Request,
  refused: Extract<ReadUpload, { ok: false }>,
  texts: { tooLarge: string; unreadable: string },
): string {
  if (refused.reason === 'too-many-pixels')
    return fill(requestTexts(request).texts('formMessages').imageTooManyPixels, { name: refused.name })
  return refused.reason === 'too-large' ? texts.tooLarge : texts.unreadable
}

export async function readUpload(
  request: Request,
  field: string,
  caps: { maxPartBytes: number; maxTotalBytes: number; readPastOversized?: boolean },
): Promise<ReadUpload> {
  const length = Number(request.headers.get('Content-Length') ?? '0')
  if (length > caps.maxTotalBytes + MULTIPART_OVERHEAD) return { ok: false, reason: 'too-large' }
  const memory = unstable_createMemoryUploadHandler({ maxPartSize: caps.maxPartBytes })
  const oversized: { name: string; size: number; head: Uint8Array }[] = []
  const handler: UploadHandler = caps.readPastOversized
    ? async (part) => {
        if (!part.filename) return memory(part)
        const chunks: Uint8Array<ArrayBuffer>[] = []
        let size = 0
        for await (const chunk of part.data) {
          if (size + chunk.byteLength <= caps.maxPartBytes) chunks.push(new Uint8Array(chunk))
          else if (size < HEAD_BYTES) chunks.push(new Uint8Array(chunk.subarray(0, HEAD_BYTES - size)))
          size += chunk.byteLength
        }
        if (size <= caps.maxPartBytes) return new File(chunks, part.filename, { type: part.contentType })
        // dropped from the form; only its name, size and first bytes are kept
        oversized.push({ name: part.filename, size, head: (chunks[0] ?? new Uint8Array()).slice(0, HEAD_BYTES) })
        return undefined
      }
    : memory
  let form: FormData
  // counted as the body streams too: a chunked body declares no length (docs/security.md)
  const maxBytes = caps.maxTotalBytes + MULTIPART_OVERHEAD
  let total = 0
  async function* counted(name: string, data: AsyncIterable<Uint8Array>) {
    for await (const chunk of data) {
      total += chunk.byteLength
      if (total > maxBytes) throw new MaxPartSizeExceededError(name, maxBytes)
      yield chunk
    }
  }
  try {
    form = await unstable_parseMultipartFormData(request, (part) =>
      handler({ ...part, data: counted(part.name, part.data) }),
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
    const head = new Uint8Array(await value.slice(0, HEAD_BYTES).arrayBuffer())
    const kind = sniffFileKind(head)
    if (kind !== 'heic') {
      files.push({ file: value, name: value.name, size: value.size, kind })
      continue
    }
    // a HEIC the browser did not convert becomes a JPEG here, the same as with JavaScript (ADR 51)
    const converted = await heicToJpeg(new Uint8Array(await value.arrayBuffer()))
    if (!converted.ok && converted.reason === 'too-large') return { ok: false, reason: 'too-large' }
    if (!converted.ok) {
      files.push({ file: value, name: value.name, size: value.size, kind: null })
      continue
    }
    const name = `${value.name.replace(/\.(heic|heif)$/i, '') || 'document'}.jpg`
    const jpeg = new File([converted.jpeg], name, { type: 'image/jpeg' })
    files.push({ file: jpeg, name, size: jpeg.size, kind: 'jpeg' as const })
  }
  // by the header, before anything decodes it; a HEIC made JPEG above is checked too
  for (const { file, kind } of files) {
    if (kind !== 'png' && kind !== 'jpeg') continue
    const size = imageSize(new Uint8Array(await file.arrayBuffer()), kind)
    if (!size || imageTooBig(size)) return { ok: false, reason: 'too-many-pixels', name: file.name }
  }
  for (const { name, size, head } of oversized) {
    files.push({ file: new File([], name), name, size, kind: sniffFileKind(head) })
  }
  return { ok: true, form, files }
}
