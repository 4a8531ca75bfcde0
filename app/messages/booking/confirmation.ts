/**
 * Texts of the booking confirmation and success pages (spec 2 sections 2, 5 and 8), word for word from the spec:
 * here those looked up by field or built with a value, and the success page's. The confirmation page's other texts
 * are the enum below; those only its loader and action use are in notices.ts.
 */
export const bookingConfirmationMessages = {
  // Medical Info, by field
  textHint: (max: number) => `Up to ${max} characters: letters, numbers, spaces and common punctuation.`,
  labels: {
    reason: 'Reason for consultation',
    allergies: 'Allergies',
    drugSensitivities: 'Drug sensitivities',
    healthConditions: 'Health condition',
    medications: 'Medication',
    procedures: 'Procedures',
    height: 'Height (cm)',
    weight: 'Weight (kgs)',
    bloodPressure: 'Blood pressure (mmHg)',
    pulse: 'Pulse rate (BPM)',
    spo2: 'SpO2 (%)',
    temperature: 'Temperature (°F)',
    bloodGlucose: 'Blood glucose (mg/dL)',
  },
  hints: {
    bloodPressure: 'Systolic/diastolic, for example 120/80.',
  },
  // success page
  successTitle: 'Thank You!',
  successText: (kind: string) => `Your appointment for ${kind} is booked.`,
  kinds: { PHYSICAL_VISIT: 'physical visit', ONLINE_CONSULTATION: 'online consultation', other: 'consultation' },
  ok: 'OK',
  addToCalendar: 'Add to calendar',
} as const

/**
 * Texts only the confirmation page shows. An enum, like Path (app/utils/paths.ts): the compiler writes each text
 * where it is used, so the page carries it once, in place, and the success page, which loads the object above,
 * doesn't carry it at all.
 */
export enum ConfirmationPageText {
  title = 'Confirmation',
  summaryTitle = 'Your appointment',
  doctor = 'Doctor',
  date = 'Date',
  time = 'Time',
  careService = 'Care service',
  fee = 'Fee',
  medicalInfo = 'Medical Info',
  medicalInfoHint = 'All optional. It helps the doctor prepare.',
  basicEnquiry = 'Basic enquiry',
  patientVitals = 'Patient Vitals',
  documents = 'Documents',
  documentsLabel = 'Add documents (optional)',
  documentsHint = 'png, jpg, jpeg or pdf; up to 10 MB each; at most 10 files.',
  documentsAgain = 'Choose the documents again',
  documentsSaved = 'Your documents are saved.',
  mailingAddress = 'Mailing address',
  noAddress = 'No mailing address in your profile yet.',
  editAddress = 'Change it in your profile',
  refundPolicy = 'Refund policy',
  consent = 'Consent',
  notLoaded = 'This could not be loaded just now.',
  submit = 'SUBMIT',
  submitting = 'Booking...',
  sendAgain = 'Send again',
  sending = 'Sending...',
  cancel = 'CANCEL',
  back = 'BACK',
  // Back after booking: the slot is already this patient's
  alreadyBooked = 'You have already booked this slot.',
  viewBooking = 'View the booking',
  // booked, but not everything saved (spec 2 section 8)
  bookedButTitle = 'Your appointment is booked',
  bookedBut = 'Your appointment is booked, but some of what you entered did not save:',
  sendAgainHint = 'Check it and send it again. It goes to the same appointment; you will not be booked twice.',
  skipToSuccess = 'Continue without it',
}
