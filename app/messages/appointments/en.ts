/**
 * The appointments area's texts in English, one namespace per export, in the form every language shares (ADR 56):
 * plain strings, {name} placeholders, { one, other } plurals. One namespace per screen, so a page receives only
 * the texts it shows; the English texts are kept word for word as the hospital wrote them (docs/languages.md).
 */

/** The calendar file ('Add to calendar'); only its loader uses them. */
export const calendarMessages = {
  summary: '{visit} with {doctor}',
  joinOnline: 'Join the call from My Appointments in the patient portal.',
} as const

/** The dashboard's list. */
export const dashboardMessages = {
  empty: "You don't have consultation history",
  loadFailed: 'Your appointments could not be loaded. Please try again later.',
} as const

/** My Appointments (docs/rules/appointments.md#screens) and its Cancel and Reschedule dialogs. */
export const appointmentMessages = {
  bookBanner: 'Book an appointment',
  bookBannerText: 'Choose a care service, a doctor and a time that suits you.',
  bookAction: 'Book Appointment',
  joinCall: 'Join Call',
  reschedule: 'Reschedule',
  cancel: 'Cancel',
  addToCalendar: 'Add to calendar',
  message: 'Message',
  moreActions: 'More',
  // for a screen reader, after an action's name: 'with <doctor> on <time>'
  about: 'with {doctor} on {when}',
  // a card's heading goes on for a screen reader with what the card shows beside the doctor: kind and time
  cardDetails: ', {kind}, {when}',
  changeClosed: 'Reschedule and cancel close 5 minutes before the start.',
  cancelTitle: 'Cancel appointment',
  cancelReason: 'Reason for cancellation',
  cancelReasonHint: 'Optional, up to 100 characters.',
  cancelConfirm: 'Cancel Appointment',
  keep: 'Keep appointment',
  cannotCancel: 'Cannot cancel this appointment.',
  cancelled: 'Appointment Cancelled Successfully!',
  cancelUnauthorized: 'Unauthorized, please login again and try',
  cancelServerError: 'Internal server error',
  rescheduleTitle: 'Reschedule appointment',
  rescheduleDate: 'New date',
  showSlots: 'Show slots',
  slotsLegend: 'Free time slots',
  noSlots: 'No available slots',
  selectSlot: 'Please select slot time!',
  cannotReschedule: 'This appointment can no longer be rescheduled.',
  rescheduleConfirm: 'Confirm',
  rescheduled: 'Appointment Rescheduled Successfully!',
  unauthorized: 'Unauthorized, please login again and try!',
  serverError: 'Internal server Error!',
  problem: 'A Problem has Occurred, Please try again later',
  slotsFailed: 'The free slots could not be loaded. Please try again later.',
  notFound: 'We could not find that appointment.',
  backToDashboard: 'Back to My Appointments',
} as const

/** My Appointments' headings and what a screen reader hears of its cards. */
export const appointmentScreens = {
  dashboardTitle: 'My Appointments',
  listLabel: 'Your appointments',
  online: 'Online consultation',
  physical: 'Physical visit',
  // for a screen reader: {about} is appointmentMessages.about, {action} the visible name of a link
  moreActionsFor: 'More actions for the appointment {about}',
  actionFor: '{action} the appointment {about}',
  cancelling: 'Cancelling...',
} as const

/** An appointment's status and visit type, wherever one is shown (docs/rules/appointments.md#states). */
export const appointmentLabels = {
  statusPrefix: 'Status: ',
  upcoming: 'Upcoming',
  running: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
  // an upcoming visit the patient confirmed from a text's link
  confirmed: 'Confirmed',
  physicalVisits: 'Physical Visits',
  videoConsultations: 'Video Consultations',
} as const

/** Appointment History (docs/rules/appointments.md#screens). */
export const historyMessages = {
  historyTitle: 'Appointment History',
  historyLabel: 'Appointment history',
  historySearch: 'Search by doctor',
  search: 'Search',
  historyClear: 'Clear search',
  loading: 'Loading...',
  found: '{n} found',
  historyEmpty: "You don't have consultation history",
  historyNoMatch: 'No result found',
  historyFailed: 'Your appointment history could not be loaded. Please try again later.',
  // the table's caption; {title} is historyTitle
  caption: '{title}, page {page} of {count}',
  doctor: 'Doctor',
  consultationType: 'Consultation Type',
  dateTime: 'Date & Time',
  status: 'Status',
  action: 'Action',
  view: 'View',
  // for a screen reader: 'View the appointment with <doctor> on <time>'
  viewFor: '{action} the appointment with {doctor} on {when}',
} as const

/** The notifications page (docs/rules/appointments.md#screens). */
export const notificationMessages = {
  notificationsTitle: 'Notifications',
  notificationPages: 'Pages of notifications',
  noNotifications: 'No Notifications',
  notificationsFailed: 'Your notifications could not be loaded. Please try again later.',
  backToDashboard: 'Back to My Appointments',
  now: 'Now',
  viewConsultations: 'View Recent Consultations',
  viewMessage: 'View Message',
  viewAppointments: 'View Appointments',
} as const

/**
 * What the doctor is told of a patient's cancel or reschedule, through the hospital's services: the
 * doctor reads it in the hospital's language, English, whatever the patient's page shows (ADR 61).
 */
export const doctorMessages = {
  cancelledTitle: 'Appointment Cancelled',
  cancelled: '{patient} cancelled the appointment of {when}',
  rescheduledTitle: 'Appointment Rescheduled',
  rescheduled: '{patient} moved the appointment of {from} to {to}',
  thePatient: 'The patient',
  patient: 'Patient',
} as const
