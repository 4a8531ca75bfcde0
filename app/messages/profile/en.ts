/**
 * The profile area's texts in English, one namespace per export, in the form every language shares (ADR 56):
 * plain strings, {name} placeholders, { one, other } plurals. The hospital's texts are kept word for word,
 * except plain misspellings (docs/languages.md). The pages get them from their loaders (textsFor);
 * profileActionMessages stay on the server (alerts and form errors).
 */
/** Shared by the profile's screens: the photo, the cropper, the verify dialog, the uploads, the delete dialog. */
export const profileMessages = {
  cancel: 'CANCEL',
  photoInvalid: 'Kindly upload valid file',
  photoTooLarge: '{mb} MB exceeding max file size 4MB',
  // a photo over IMAGE_MAX_SIDE or IMAGE_MAX_PIXELS (app/domain/common/image-size.ts)
  photoTooManyPixels: 'This photo has too many pixels. Please choose one of at most 10000 × 10000 pixels.',
  readFailed: 'Problem occurred while reading file.',
  photoTitle: 'Upload Profile Picture',
  cropTitle: 'Crop Photo',
  zoom: 'Zoom',
  done: 'DONE',
  otpSentTo: 'Enter the four-digit one-time password sent to +91 {phone}.',
  uploadFailed: '! Failed to upload files, please try again',
  deleteTitle: 'Are you sure you want to delete this record?',
  deleteText: 'This record will be removed from the list',
  deleteButton: 'DELETE',
} as const

/** Only loaders and actions use these: flash alerts and form errors (ADR 16), in the order of docs/rules/profile.md#validation. */
export const profileActionMessages = {
  updated: 'Profile Updated successfully',
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  nameTooShort: 'Please lengthen this text to 2 characters or more',
  gender: 'Select the gender value',
  dob: 'Please select DOB',
  state: 'Please select state',
  city: 'Please select city',
  pincode: 'Please enter valid pincode number',
  email: 'Please enter valid email address',
  mobile: 'Please enter 10 digit Mobile Number',
  fieldTooLong: 'This is too long: at most {max} characters',
  textTooLong: 'Please shorten this text to 100 characters or fewer',
  photoFailed: 'kindly upload a valid file',
  photoUploaded: 'Profile Picture Uploaded Successfully',
  photoDeleted: 'Profile Picture Deleted Successfully!',
  noPhoto: 'No Image to Delete',
  photoDeleteFailed: 'The profile picture could not be deleted. Please try again later.',
  invalidMobile: 'Please enter a valid Mobile number',
  otpRequired: 'Please enter OTP',
  otpInvalid: 'Please enter valid OTP.',
  otpVerified: 'OTP verified successfully',
  resent: 'A new one-time password has been sent.',
  otpTooMany: 'Too many attempts. Please wait {seconds} seconds and try again.',
  tooSmall: 'File size is too small.',
  tooLarge: 'File size is more than allowed limit.',
  // the leading spaces are the hospital's; the banner trims them away when shown
  tooManyFiles: ' Too many files.',
  noFile: ' Please select a file to upload.',
  countExceeded: ' Maximum file upload counts exceeds.',
  invalidFile: ' Kindly upload the valid file.',
  uploaded: 'Files uploaded successfully',
  deleted: 'File has been deleted successfully!',
  deleteFailed: 'The file could not be deleted. Please try again later.',
} as const

/** The fields' labels, in the view and in the edit form. */
export const profileLabels = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  state: 'State',
  city: 'City',
  pinCode: 'Pincode',
  address: 'Address',
  email: 'Email',
  phoneNumber: 'Mobile number',
  education: 'Education',
  occupation: 'Occupation',
  modes: 'Mode of consultation',
  languages: 'Languages',
  medicalHistory: 'Previous Medical History',
  medicalInformation: 'Current Medications/Treatments',
  therapy: 'Reason for taking up this therapy?',
} as const

/** The edit form's sections. */
export const profileLegends = {
  basic: 'Basic',
  contact: 'Contact',
  otherDetails: 'Other Details',
  preferences: 'Preferences',
  languages: 'Select Language',
  medicalHistory: 'Past Medical History',
  medicalInformation: 'Current Medical Information',
} as const

/** The profile page's own texts (docs/rules/profile.md#screens): the view, the edit form, the verify dialog, the documents. */
export const profileScreen = {
  title: 'Patient Profile Setup',
  loadFailed: 'Your profile could not be loaded. Please try again later.',
  choicesFailed: 'Some choices (states, languages, consultation types) could not be loaded. Please try again later.',
  backToDashboard: 'Back to My Appointments',
  close: 'Close',
  viewTitle: 'Patient info',
  edit: 'Edit Profile',
  photoAlt: 'Your profile',
  // what the view shows for an empty entry
  noValue: '-',
  editTitle: 'Edit Patient info',
  pictureLabel: 'Profile picture',
  photoNote: 'Allowed file types: png, jpg, jpeg.',
  deletePicture: 'Delete picture',
  showCities: 'Show cities of this state',
  verify: 'Verify',
  verified: 'Verified',
  notVerified: 'Not verified',
  physical: 'Physical Consultation',
  online: 'Online Consultation',
  update: 'UPDATE',
  saving: 'Saving...',
  verifyTitle: 'Verify mobile number',
  otpLabel: 'One-time password',
  verifyButton: 'VERIFY',
  passwordLabel: 'Your password',
  passwordHint:
    'This number will be the one your sign-in codes and hospital messages go to, so confirm it is you with your password.',
  // the countdown (m:ss) follows this text (app/ui/countdown.tsx): each language says it as a lead-in
  countdown: 'You can ask for a new one-time password in',
  resend: 'Resend one-time password',
  wrongNumber: 'Entered wrong mobile number?',
  documentsTitle: 'Documents',
  helperDocumentsTitle: 'Profile documents',
  helperDocumentsIntro: 'You can add documents to this profile. Only the patient can open or delete them.',
  view: 'View',
  delete: 'Delete',
  noDocuments: 'No files uploaded yet.',
  // names a document list's page links: 'Govt Id, pages'
  documentPages: '{title}, pages',
  allowedDocuments: 'Allowed file types: pdf, jpg, jpeg, png. At most 5 files of 4 MB each.',
  allowedMedical: 'Allowed file types: pdf, jpg, jpeg, png, heic, heif. At most 5 files of 10 MB each.',
  upload: 'Upload',
  converting: 'Converting...',
  uploading: 'Uploading...',
  uploadProgress: 'Upload progress',
} as const

/** The documents' kinds, as their lists and upload forms are titled (looked up by kind). */
export const profileDocumentTitles = {
  GOVT: 'Govt Id',
  ADDRESS: 'Address Proof',
  MEDICALHISTORY: 'Medical records',
} as const

/** The genders' labels, in the view and the edit form's select (looked up by value). */
export const profileGenders = {
  MALE: 'Male',
  FEMALE: 'Female',
  OTHERS: 'Others',
} as const

/** The photo cropper's and the delete dialog's own texts. */
export const photoScreen = {
  cropPreview: 'Preview of the cropped photo. Move it with the buttons below it, or the arrow keys.',
  movePhoto: 'Move the photo',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveLeft: 'Move left',
  moveRight: 'Move right',
  deleting: 'Deleting...',
} as const
