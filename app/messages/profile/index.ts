/**
 * Profile texts (spec 3) that several of its pages and components share: the photo, the verify
 * dialog, the uploads, the delete dialog. Every user-facing text lives under app/messages/, one file
 * per area so a page's bundle carries only its own texts; the spec's texts are kept word for word,
 * except plain misspellings (design.md section 9). The profile page's own texts are in page.ts,
 * those only loaders and actions use in notices.ts.
 */
export const profileMessages = {
  cancel: 'CANCEL',
  photoInvalid: 'Kindly upload valid file',
  photoTooLarge: (mb: string) => `${mb} MB exceeding max file size 4MB`,
  // a photo over PHOTO_MAX_SIDE or PHOTO_MAX_PIXELS (app/domain/profile/image-size.ts)
  photoTooManyPixels: 'This photo has too many pixels. Please choose one of at most 10000 × 10000 pixels.',
  readFailed: 'Problem occurred while reading file.',
  photoTitle: 'Upload Profile Picture',
  cropTitle: 'Crop Photo',
  zoom: 'Zoom',
  done: 'DONE',
  otpSentTo: (phone: string) => `Enter the four-digit one-time password sent to +91 ${phone}.`,
  uploadFailed: '! Failed to upload files, please try again',
  deleteTitle: 'Are you sure you want to delete this record?',
  deleteText: 'This record will be removed from the list',
  deleteButton: 'DELETE',
} as const
