import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { sniffFileKind, type UploadFile } from '~/domain/profile/uploads'
import { heicToJpeg } from './heic.server'

/** Room for the multipart boundaries and the small text fields around the files. */
const MULTIPART_OVERHEAD = 64 * 1024

export type ReadUpload =
  | { ok: true; form: FormData; files: (UploadFile & { file: File })[] }
  | { ok: false; reason: 'too-large' | 'unreadable' }

/**
 * Reads a multipart upload without holding more than the caps in memory (ADR 16): the request's
 * Content-Length is checked first, then each file part is cut off at `maxPartBytes`. Every file's
 * real kind comes from its first bytes; a HEIC/HEIF image comes back as a JPEG (its name ending in
 * .jpg), or as a file of no kind when it cannot be decoded, or 'too-large' past HEIC_MAX_PIXELS.
 */
export async function readUpload(
  request: Request,
  field: string,
  caps: { maxPartBytes: number; maxTotalBytes: number },
): Promise<ReadUpload> {
  const length = Number(request.headers.get('Content-Length') ?? '0')
  if (length > caps.maxTotalBytes + MULTIPART_OVERHEAD) return { ok: false, reason: 'too-large' }
  let form: FormData
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: caps.maxPartBytes }),
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
  return { ok: true, form, files }
}
