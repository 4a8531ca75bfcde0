/**
 * Booking search texts (spec 2: Select Care, Select Doctor, Select slot). The spec's texts word for word,
 * except plain misspellings (design.md section 9).
 */
export const bookingSearchMessages = {
  // Select Care
  careTitle: 'Select Care',
  careIntro: 'Choose the kind of care you need.',
  cancel: 'CANCEL',
  careLoadFailed: 'The care services could not be loaded. Please try again.',
  noCareServices: 'No result found',
  arrangeWithHospital: (title: string, hospital: string) =>
    `${title} is arranged directly with ${hospital}. Please contact the hospital to set it up.`,
  hospitalFallback: 'the hospital',
  hospitalWebsite: 'Hospital website',
  howToArrange: 'How to arrange it',

  // Select Doctor: looked up by value or built with one (its other texts are SelectDoctorText below)
  sorts: { date: 'Date', recent: 'Recently added', asc: 'Ascending order', desc: 'Descending order' },
  experienceBands: { '0-5': '0-5 years', '6-10': '6-10 years', '11-15': '11-15 years', '16+': '16 years and above' },
  duration: (minutes: number) => `${minutes} mins`,
  genders: { MALE: 'Male', FEMALE: 'Female', OTHERS: 'Others' },
  activeFilters: (n: number) => (n === 1 ? '1 filter applied' : `${n} filters applied`),
  dateLabel: 'Appointment date',
  doctorCount: (n: number) => (n === 1 ? '1 doctor' : `${n} doctors`),
  // after a filter choice: how many doctors it lists
  choiceCount: (n: number) => ` (${n})`,
  experience: (years: number) => (years === 1 ? '1 year experience' : `${years} years experience`),
  fee: 'Fee',
  noFee: 'Fee on request',
  slotsFor: (name: string) => `Free slots of ${name}`,

  // Select slot
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

/**
 * Texts only Select Doctor shows. An enum, like Path (app/utils/paths.ts): the compiler writes each text where it
 * is used, so the page carries it once, in place, and Select Care and Select slot, which load the object above,
 * don't carry it at all.
 */
export enum SelectDoctorText {
  doctorTitle = 'Select Doctor',
  filtersTitle = 'Filters',
  sortLegend = 'Sort by',
  experienceLegend = 'Experience',
  durationLegend = 'Slot duration',
  genderLegend = 'Gender',
  specialityLegend = 'Speciality',
  languageLegend = 'Language',
  conditionLegend = 'Condition',
  apply = 'APPLY',
  skipFilters = 'Skip the filters and see the doctors',
  clearFilters = 'Clear all filters',
  showDoctors = 'Show doctors',
  recentTitle = 'Recently Booked',
  noRecent = "You don't have doctor Booked history.",
  recentFailed = 'Your recently booked doctors could not be loaded. Please try again.',
  availableTitle = 'Available Doctors',
  pages = 'Pages of doctors',
  noResult = 'No result found',
  listFailed = 'The doctors could not be loaded. Please try again.',
  choicesFailed = 'Some filter choices could not be loaded. Please try again.',
  speaks = 'Speaks',
  readMore = 'Read More',
  readLess = 'Read Less',
  bookAppointment = 'Book Appointment',
  availableSlots = 'Available Slots',
  hideSlots = 'Hide Slots',
  noSlotsToday = 'No available slots for today!',
  /** for screen readers, after 'Book Appointment' and before the doctor's name */
  with = ' with ',
  /** for screen readers, after 'Available Slots' and before the doctor's name */
  of = ' of ',
}
