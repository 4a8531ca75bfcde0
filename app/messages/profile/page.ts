/**
 * Texts only the profile page shows (spec 3 screens 1 and 3): its view, its edit form with the photo,
 * the verify dialog and the documents. Enums, like Path (app/utils/paths.ts): the compiler writes
 * each text where it is used, so the page carries it once, in place, and the pages that load
 * index.ts (the delete dialog, the photo cropper) don't carry it at all (ADR 20).
 */
export enum ProfilePageText {
  title = 'Patient Profile Setup',
  loadFailed = 'Your profile could not be loaded. Please try again later.',
  choicesFailed = 'Some choices (states, languages, consultation types) could not be loaded. Please try again later.',
  backToDashboard = 'Back to My Appointments',
  close = 'Close',
  // the view
  viewTitle = 'Patient info',
  edit = 'Edit Profile',
  photoAlt = 'Your profile',
  /** what the view shows for an empty entry */
  noValue = '-',
  // the edit form
  editTitle = 'Edit Patient info',
  pictureLabel = 'Profile picture',
  photoNote = 'Allowed file types: png, jpg, jpeg.',
  deletePicture = 'Delete picture',
  showCities = 'Show cities of this state',
  verify = 'Verify',
  verified = 'Verified',
  notVerified = 'Not verified',
  physical = 'Physical Consultation',
  online = 'Online Consultation',
  update = 'UPDATE',
  saving = 'Saving...',
  // the verify dialog
  verifyTitle = 'Verify mobile number',
  otpLabel = 'One-time password',
  verifyButton = 'VERIFY',
  countdown = 'You can ask for a new one-time password in',
  resend = 'Resend one-time password',
  wrongNumber = 'Entered wrong mobile number?',
  // the documents
  documentsTitle = 'Documents',
  view = 'View',
  delete = 'Delete',
  noDocuments = 'No files uploaded yet.',
  // after a document list's title, naming its page links: 'Government ID, pages'
  pagesOf = ', pages',
  allowedDocuments = 'Allowed file types: pdf, jpg, jpeg, png. At most 5 files of 4 MB each.',
  allowedMedical = 'Allowed file types: pdf, jpg, jpeg, png, heic, heif. At most 5 files of 10 MB each.',
  upload = 'Upload',
  converting = 'Converting...',
  uploading = 'Uploading...',
  uploadProgress = 'Upload progress',
}

/** The fields' labels, in the view and in the edit form. */
export enum ProfileLabel {
  firstName = 'First name',
  middleName = 'Middle name',
  lastName = 'Last name',
  gender = 'Gender',
  dateOfBirth = 'Date of birth',
  state = 'State',
  city = 'City',
  pinCode = 'Pincode',
  address = 'Address',
  email = 'Email',
  phoneNumber = 'Mobile number',
  education = 'Education',
  occupation = 'Occupation',
  modes = 'Mode of consultation',
  languages = 'Languages',
  medicalHistory = 'Previous Medical History',
  medicalInformation = 'Current Medications/Treatments',
  therapy = 'Reason for taking up this therapy?',
}

/** The edit form's sections. */
export enum ProfileLegend {
  basic = 'Basic',
  contact = 'Contact',
  otherDetails = 'Other Details',
  preferences = 'Preferences',
  languages = 'Select Language',
  medicalHistory = 'Past Medical History',
  medicalInformation = 'Current Medical Information',
}

/** The documents' kinds, as their lists and upload forms are titled (looked up by kind). */
export const profileDocumentTitles = {
  GOVT: 'Govt Id',
  ADDRESS: 'Address Proof',
  MEDICALHISTORY: 'Medical records',
} as const

/** The genders' labels, in the view and the edit form's select (looked up by value). */
export const profileGenders = { MALE: 'Male', FEMALE: 'Female', OTHERS: 'Others' } as const
