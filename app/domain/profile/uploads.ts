import { fill, type English } from '~/utils/language/texts'
import { MB, megabytes, type FileKind, type UploadFile } from '../common/uploads'

/** Profile documents and photo: kinds, counts and sizes (docs/rules/profile.md#validation). */
export const DOCUMENT_TYPES = ['GOVT', 'ADDRESS', 'MEDICALHISTORY'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** The URL parameter with the page of one type's document list (the profile shows three lists). */
export const documentPageKey = (type: DocumentType) => `${type}-page`

export const DOCUMENT_LIMITS: Record<DocumentType, { maxFiles: number; maxBytes: number; kinds: readonly FileKind[] }> =
  {
    GOVT: { maxFiles: 5, maxBytes: 4 * MB, kinds: ['pdf', 'jpeg', 'png'] },
    ADDRESS: { maxFiles: 5, maxBytes: 4 * MB, kinds: ['pdf', 'jpeg', 'png'] },
    MEDICALHISTORY: { maxFiles: 5, maxBytes: 10 * MB, kinds: ['pdf', 'jpeg', 'png'] },
  }

/**
 * The file picker's accept list per category, as docs/rules/profile.md#validation lists them (a hint only; the server
 * checks the bytes). A HEIC/HEIF chosen anyway arrives as a JPEG in any category, converted in the
 * browser or else on the server (ADR 51).
 */
export const DOCUMENT_ACCEPT: Record<DocumentType, string> = {
  GOVT: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  ADDRESS: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  MEDICALHISTORY: '.pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic,image/heif',
}

export const PHOTO_MAX_BYTES = 4 * MB
export const PHOTO_KINDS: readonly FileKind[] = ['png', 'jpeg']
export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg'
/** HEIC/HEIF becomes JPEG at this quality in the browser (docs/rules/profile.md#validation). */
export const HEIC_JPEG_QUALITY = 0.7
/** The sandboxed page that converts HEIC/HEIF in the browser (server/heic-converter.ts, ADR 35). */
export const HEIC_CONVERTER_PATH = '/heic-converter'
/** On the page's own upload (JavaScript, a 204): 'success' or 'error', so the page knows whether to empty its input. */
export const UPLOAD_OUTCOME_HEADER = 'X-Upload-Outcome'

/**
 * The upload widget's checks (docs/rules/profile.md#validation), first failure wins: none chosen, too many in
 * one go, over the category's count with what is already there, the total cap, empty, too large,
 * wrong kind. Null when the files may go to the services.
 */
export function documentUploadProblem(
  type: DocumentType,
  files: readonly UploadFile[],
  existing: number,
  notices: English['profileActionMessages'],
) {
  const limits = DOCUMENT_LIMITS[type]
  if (files.length === 0) return notices.noFile
  if (files.length > limits.maxFiles) return notices.tooManyFiles
  if (existing + files.length > limits.maxFiles) return notices.countExceeded
  const total = files.reduce((sum, f) => sum + f.size, 0)
  if (total > limits.maxFiles * limits.maxBytes) return notices.tooLarge
  for (const file of files) {
    if (file.size === 0) return notices.tooSmall
    if (file.size > limits.maxBytes) return notices.tooLarge
    if (!file.kind || !limits.kinds.includes(file.kind)) return notices.invalidFile
  }
  return null
}

/** The photo's checks: a png or jpeg of at most 4 MB; the size message names the size. */
export function photoUploadProblem(file: UploadFile | null, texts: English['profileMessages']) {
  if (!file || file.size === 0 || !file.kind || !PHOTO_KINDS.includes(file.kind)) return texts.photoInvalid
  if (file.size > PHOTO_MAX_BYTES) return fill(texts.photoTooLarge, { mb: megabytes(file.size) })
  return null
}
