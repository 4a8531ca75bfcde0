/**
 * Texts of the booking that only the confirmation's loader and action use (spec 2 sections 4, 5 and 8), word for
 * word from the spec; where the spec names a rule but no text (the vitals other than blood pressure), ours say what
 * is allowed. Apart from confirmation.ts, so the confirmation and success pages don't carry them (ADR 20).
 */
export const bookingNotices = {
  // the form's checks (spec 2 section 5)
  tooLong: (max: number) => `Please enter at most ${max} characters.`,
  vitals: {
    height: 'Please enter a height greater than 0 and at most 300 cm.',
    weight: 'Please enter a weight greater than 0, with digits and a dot only.',
    bloodPressure: 'Please Enter valid Blood Pressure',
    pulse: 'Please enter a pulse rate from 1 to 200, digits only.',
    spo2: 'Please enter an SpO2 from 1 to 100 (a % sign may follow).',
    temperature: 'Please enter a temperature from 0 to 106 °F (up to 6 decimals).',
    bloodGlucose: 'Please enter a blood glucose from 0 to 300 (up to 5 decimals).',
  },
  documentsTooMany: 'You can add at most 10 files.',
  documentsTooLarge: 'Each file must be 10 MB or smaller.',
  documentTooLarge: (name: string) => `${name} is larger than 10 MB. Each file must be 10 MB or smaller.`,
  documentsEmpty: 'A chosen file is empty.',
  documentsType: 'Only png, jpg, jpeg and pdf files are allowed.',
  // the hand-over from the slot step, and the links past a problem with it
  badLink: 'This booking link is incomplete. Please start again from Select Care.',
  startAgain: 'Start again',
  doctorDeleted: 'Selected doctor is deleted. Please select another doctor',
  slotInPast: 'Appointment slot is in the past!',
  slotTaken: 'This slot is no longer free. Please pick another slot.',
  pickAnotherSlot: 'Pick another slot',
  pickAnotherDoctor: 'Select another doctor',
  // the booking's failures (spec 2 section 8)
  unauthorized: 'Unauthorized, please login again and try!',
  serverError: 'Internal server Error!',
  networkError: 'Network Error: no answer from the hospital. Please check your connection and try again.',
  problem: 'A Problem has Occurred, Please try again later',
  // booked, but not everything saved
  medicalDataFailed: (reason: string) => `Medical information: ${reason}`,
  documentsFailed: (reason: string) => `Documents: ${reason}`,
  // the doctor's notification
  doctorBookedTitle: 'New Appointment',
  aPatient: 'A patient',
  doctorBooked: (patient: string, when: string) => `${patient} booked an appointment for ${when}`,
} as const
