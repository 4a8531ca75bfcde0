/**
 * The booking area's texts in English (the hospital's words, except plain misspellings; docs/languages.md), one
 * namespace per export, in the form every language shares (ADR 56): plain strings, {name} placeholders,
 * { one, other } plurals. hi.ts and kn.ts translate them with the words of docs/glossary.md.
 */
/** What only the confirmation page shows (docs/rules/booking.md#screens and docs/rules/booking.md#errors). */
export const confirmationScreen = {
  title: 'Confirmation',
  summaryTitle: 'Your appointment',
  doctor: 'Doctor',
  date: 'Date',
  time: 'Time',
  careService: 'Care service',
  fee: 'Fee',
  medicalInfo: 'Medical Info',
  medicalInfoHint: 'All optional. It helps the doctor prepare.',
  basicEnquiry: 'Basic enquiry',
  patientVitals: 'Patient Vitals',
  documents: 'Documents',
  documentsLabel: 'Add documents (optional)',
  documentsHint: 'png, jpg, jpeg or pdf; up to 10 MB each; at most 10 files.',
  documentsAgain: 'Choose the documents again',
  documentsSaved: 'Your documents are saved.',
  mailingAddress: 'Mailing address',
  noAddress: 'No mailing address in your profile yet.',
  editAddress: 'Change it in your profile',
  refundPolicy: 'Refund policy',
  consent: 'Consent',
  notLoaded: 'This could not be loaded just now.',
  submit: 'SUBMIT',
  submitting: 'Booking...',
  sendAgain: 'Send again',
  sending: 'Sending...',
  cancel: 'CANCEL',
  back: 'BACK',
  alreadyBooked: 'You have already booked this slot.',
  viewBooking: 'View the booking',
  bookedButTitle: 'Your appointment is booked',
  bookedBut: 'Your appointment is booked, but some of what you entered did not save:',
  sendAgainHint: 'Check it and send it again. It goes to the same appointment; you will not be booked twice.',
  skipToSuccess: 'Continue without it',
} as const

/** The confirmation's Medical Info fields (docs/rules/booking.md#validation). */
export const bookingConfirmationMessages = {
  textHint: 'Up to {max} characters: letters, numbers, spaces and common punctuation.',
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
} as const

/** The success page (docs/rules/booking.md#screens): what was booked. */
export const bookingSuccessMessages = {
  successTitle: 'Thank You!',
  successText: 'Your appointment for {kind} is booked.',
  successWith: 'With {doctor} on {date} at {time}.',
  kinds: {
    PHYSICAL_VISIT: 'physical visit',
    ONLINE_CONSULTATION: 'online consultation',
    other: 'consultation',
  },
  ok: 'OK',
  addToCalendar: 'Add to calendar',
} as const

/**
 * What only the confirmation's loader and action say (docs/rules/booking.md#validation and docs/rules/booking.md#errors); where a rule has
 * no text of its own (the vitals other than blood pressure), ours say what is allowed.
 */
export const bookingMessages = {
  tooLong: 'Please enter at most {max} characters.',
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
  documentTooLarge: '{name} is larger than 10 MB. Each file must be 10 MB or smaller.',
  documentsEmpty: 'A chosen file is empty.',
  documentsType: 'Only png, jpg, jpeg and pdf files are allowed.',
  badLink: 'This booking link is incomplete. Please start again from Select Care.',
  startAgain: 'Start again',
  doctorDeleted: 'Selected doctor is deleted. Please select another doctor',
  slotInPast: 'Appointment slot is in the past!',
  slotTaken: 'This slot is no longer free. Please pick another slot.',
  pickAnotherSlot: 'Pick another slot',
  pickAnotherDoctor: 'Select another doctor',
  unauthorized: 'Unauthorized, please login again and try!',
  serverError: 'Internal server Error!',
  networkError: 'Network Error: no answer from the hospital. Please check your connection and try again.',
  problem: 'A Problem has Occurred, Please try again later',
  medicalDataFailed: 'Medical information: {reason}',
  documentsFailed: 'Documents: {reason}',
  doctorBookedTitle: 'New Appointment',
  aPatient: 'A patient',
  doctorBooked: '{patient} booked an appointment for {when}',
} as const

/** What only Select Doctor shows. */
export const selectDoctorScreen = {
  doctorTitle: 'Select Doctor',
  filtersTitle: 'Filters',
  sortLegend: 'Sort by',
  experienceLegend: 'Experience',
  durationLegend: 'Slot duration',
  genderLegend: 'Gender',
  specialityLegend: 'Speciality',
  languageLegend: 'Language',
  conditionLegend: 'Condition',
  apply: 'APPLY',
  skipFilters: 'Skip the filters and see the doctors',
  clearFilters: 'Clear all filters',
  showDoctors: 'Show doctors',
  recentTitle: 'Recently Booked',
  noRecent: "You don't have doctor Booked history.",
  recentFailed: 'Your recently booked doctors could not be loaded. Please try again.',
  availableTitle: 'Available Doctors',
  pages: 'Pages of doctors',
  noResult: 'No result found',
  listFailed: 'The doctors could not be loaded. Please try again.',
  choicesFailed: 'Some filter choices could not be loaded. Please try again.',
  speaks: 'Speaks',
  readMore: 'Read More',
  readLess: 'Read Less',
  bookAppointment: 'Book Appointment',
  availableSlots: 'Available Slots',
  hideSlots: 'Hide Slots',
  noSlotsToday: 'No available slots for today!',
  // for screen readers: {action} is the visible name of the link (bookAppointment, availableSlots, hideSlots)
  bookWith: '{action} with {doctor}',
  slotsOf: '{action} of {doctor}',
} as const

/** Select Care (docs/rules/booking.md#screens). */
export const bookingCareMessages = {
  careTitle: 'Select Care',
  careIntro: 'Choose the kind of care you need.',
  cancel: 'CANCEL',
  careLoadFailed: 'The care services could not be loaded. Please try again.',
  noCareServices: 'No result found',
  arrangeWithHospital: '{title} is arranged directly with {hospital}. Please contact the hospital to set it up.',
  hospitalFallback: 'the hospital',
  hospitalWebsite: 'Hospital website',
  howToArrange: 'How to arrange it',
} as const

/** Select Doctor and Select slot: what they share, and the slot step (docs/rules/booking.md#screens). */
export const bookingSearchMessages = {
  cancel: 'CANCEL',
  sorts: {
    date: 'Date',
    recent: 'Recently added',
    asc: 'Ascending order',
    desc: 'Descending order',
  },
  experienceBands: {
    '0-5': '0-5 years',
    '6-10': '6-10 years',
    '11-15': '11-15 years',
    '16+': '16 years and above',
  },
  duration: '{minutes} mins',
  genders: {
    MALE: 'Male',
    FEMALE: 'Female',
    OTHERS: 'Others',
  },
  activeFilters: { one: '{n} filter applied', other: '{n} filters applied' },
  dateLabel: 'Appointment date',
  doctorsFound: { one: '{n} doctor found', other: '{n} doctors found' },
  freeSlotsOn: { one: '{n} free slot on {day}', other: '{n} free slots on {day}' },
  noFreeSlotsOn: 'No free slots on {day}',
  doctorSlotsOn: '{name}: {slots}',
  doctorCount: { one: '{n} doctor', other: '{n} doctors' },
  experience: { one: '{n} year experience', other: '{n} years experience' },
  fee: 'Fee',
  noFee: 'Fee on request',
  slotsFor: 'Free slots of {name}',
  slotsTitle: 'Select slot',
  today: 'TODAY, ',
  freeSlots: 'Free time slots',
  showSlotsButton: 'Show slots',
  confirm: 'Confirm',
  backToDoctors: 'Back to doctors',
  noSlots: 'No available slots',
  slotsFailed: 'The free slots could not be loaded. Please try again.',
  slotInPast: 'Appointment slot is in the past!',
  selectSlot: 'Please select slot time!',
  doctorDeleted: 'Selected doctor is deleted. Please select another doctor',
  doctorNoSlots: 'No available slots for this doctor. Please select other doctor',
  selectDoctor: 'Please select any one of the doctor from list',
  slotTaken: 'This slot is no longer free. Please select another slot.',
} as const

/** The booking journey's three-step progress (docs/rules/booking.md#screens): the search and confirmation pages. */
export const bookingStepsMessages = {
  label: 'Booking steps',
  steps: ['Select Care', 'Select Doctor', 'Confirmation'],
  done: 'completed',
  // said with the current step: a screen reader may not say aria-current
  current: 'step {n} of {of}',
} as const
