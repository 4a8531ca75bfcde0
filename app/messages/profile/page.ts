/**
 * Texts of the profile page itself (spec 3 screen 1): its read-only view and its edit form. Apart
 * from index.ts, which the document and photo routes load too, so those pages don't carry them
 * (ADR 20). Enums, like Path (app/utils/paths.ts): the compiler writes each text where it is used,
 * so the page carries them as if they were written in place, with no object of all of them.
 */
export enum ProfilePageText {
  metaTitle = 'Patient Profile Setup | Patient Portal',
  photoAlt = 'Your profile',
  documentsTitle = 'Documents',
  saving = 'Saving...',
  /** what the view shows for an empty entry */
  noValue = '-',
  physical = 'Physical Consultation',
  online = 'Online Consultation',
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
