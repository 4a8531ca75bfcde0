/**
 * What every upload is, in any area (the profile's documents and photo, the booking's documents,
 * the chat's files, the call's attachment): its kind read from its bytes, and its size as the
 * messages write it. Each area's own limits are beside its rules.
 */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'heic'

export const MB = 1024 * 1024

export const MIME_OF: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
}

const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis']

/** What a file really is, by its first bytes (its name and declared type are not trusted). */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (ascii(0, 5) === '%PDF-') return 'pdf'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png'
  if (ascii(4, 8) === 'ftyp' && HEIF_BRANDS.includes(ascii(8, 12))) return 'heic'
  return null
}

/** Whether a chosen file's name or type says HEIC/HEIF (the browser converts those before upload). */
export function looksLikeHeic(file: { name: string; type: string }): boolean {
  return /\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/i.test(file.type)
}

export type UploadFile = { name: string; size: number; kind: FileKind | null }

/** A size limit in words: whole MB from one MB up, else whole KB ('101 MB', '64 KB'). */
export function sizeInWords(bytes: number): string {
  return bytes >= MB ? `${Math.floor(bytes / MB)} MB` : `${Math.max(1, Math.floor(bytes / 1024))} KB`
}

/** Bytes as MB with two decimals, as the size message shows them. */
export function megabytes(bytes: number): string {
  return (bytes / MB).toFixed(2)
}
