/**
 * Plain texts of the profile's smaller screens, the photo cropper and the delete dialog, as an
 * enum: the compiler writes each text where it is used (ADR 40). The profile page's own are in
 * page.ts, texts with parameters or in groups in index.ts, and loader and action texts in
 * notices.ts.
 */
export enum profileScreens {
  cropPreview = 'Preview of the cropped photo. Use the arrow keys to move it.',
  deleting = 'Deleting...',
}
