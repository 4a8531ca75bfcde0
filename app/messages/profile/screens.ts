/**
 * The profile screens' plain labels and buttons (spec 3), as an enum: the compiler writes each text where
 * it is used and a page carries only its own (ADR 40). The rest of the profile's texts are in index.ts
 * (with parameters or in groups) and notices.ts (only loaders and actions).
 */
export enum profileScreens {
  // the photo (spec 3 screen 1)
  photoAlt = 'Your profile',
  photoLabel = 'Profile picture',
  deletePhoto = 'Delete picture',
  cropPreview = 'Preview of the cropped photo. Use the arrow keys to move it.',
  // documents
  converting = 'Converting...',
  deleting = 'Deleting...',
}
