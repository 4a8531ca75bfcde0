/**
 * Texts of the profile page itself (spec 3 screen 1): its read-only view and its edit form. Apart
 * from index.ts, which the document and photo routes load too, so those pages don't carry them
 * (ADR 20).
 */
export const profilePageMessages = {
  metaTitle: 'Patient Profile Setup | Patient Portal',
  photoAlt: 'Your profile',
  documentsTitle: 'Documents',
  saving: 'Saving...',
  /** what the view shows for an empty entry */
  noValue: '-',
  labels: {
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
  },
  modes: { physical: 'Physical Consultation', online: 'Online Consultation' },
  legends: {
    basic: 'Basic',
    contact: 'Contact',
    otherDetails: 'Other Details',
    preferences: 'Preferences',
    languages: 'Select Language',
    medicalHistory: 'Past Medical History',
    medicalInformation: 'Current Medical Information',
  },
} as const
