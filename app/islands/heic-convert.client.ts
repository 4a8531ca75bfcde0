import { HEIC_JPEG_QUALITY, looksLikeHeic } from '~/domain/upload-rules'

/**
 * HEIC/HEIF to JPEG at quality 0.7 in the browser (spec 3 section 5): replaces the chosen files
 * of `input`. Loaded only when such a file is chosen; heic2any (1.3 MB) only when it can run.
 * heic2any's decoder needs eval in its worker: under a CSP without 'unsafe-eval' the HEIC files
 * stay as they are and the services take them (ADR 17). A file that is already browser-readable
 * is kept as it is (spec 3 section 8).
 */
export async function convertChosenHeic(input: HTMLInputElement): Promise<void> {
  const files = Array.from(input.files ?? [])
  if (!files.some(looksLikeHeic) || !evalAllowed()) return
  const { default: heic2any } = await import('heic2any')
  const converted = await Promise.all(
    files.map(async (file) => {
      if (!looksLikeHeic(file)) return file
      try {
        const result = await heic2any({ blob: file, toType: 'image/jpeg', quality: HEIC_JPEG_QUALITY })
        const blob = Array.isArray(result) ? result[0] : result
        if (!blob) throw new Error('no image in the file')
        return new File([blob], file.name.replace(/\.(heic|heif)$/i, '') + '.jpg', { type: 'image/jpeg' })
      } catch (error) {
        if (alreadyReadable(error)) return file
        throw error
      }
    }),
  )
  const transfer = new DataTransfer()
  for (const file of converted) transfer.items.add(file)
  input.files = transfer.files
}

function evalAllowed(): boolean {
  try {
    return new Function('return true')() === true
  } catch {
    return false
  }
}

function alreadyReadable(error: unknown): boolean {
  const message = typeof error === 'object' && error && 'message' in error ? String(error.message) : ''
  return /already browser readable/i.test(message)
}
