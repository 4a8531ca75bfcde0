/**
 * The appointments area's texts in English, one namespace per export, in the form every language shares (ADR 56):
 * plain strings, {name} placeholders, { one, other } plurals. Until the pages read them (next step of
 * issue 16), app/messages/appointments* keeps the texts the pages show; app/utils/texts.server.test.ts checks the two agree.
 */
/** English of appointments/calendar.ts */
export const calendarMessages = {
  summary: '{visit} with {doctor}',
  joinOnline: 'Join the call from My Appointments in the patient portal.',
} as const

/** English of appointments/dashboard.ts */
export const dashboardMessages = {
  empty: "You don't have consultation history",
  loadFailed: 'Your appointments could not be loaded. Please try again later.',
} as const

/** English of appointments/index.ts */
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
  about: 'with {doctor} on {when}',
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
  doctorCancelledTitle: 'Appointment Cancelled',
  doctorCancelled: '{patient} cancelled the appointment of {when}',
  doctorRescheduledTitle: 'Appointment Rescheduled',
  doctorRescheduled: '{patient} moved the appointment of {from} to {to}',
  notificationsTitle: 'Notifications',
  noNotifications: 'No Notifications',
  notificationsFailed: 'Your notifications could not be loaded. Please try again later.',
  backToDashboard: 'Back to My Appointments',
  historyTitle: 'Appointment History',
  historySearch: 'Search by doctor',
  historyClear: 'Clear search',
  historyEmpty: "You don't have consultation history",
  historyNoMatch: 'No result found',
  historyFailed: 'Your appointment history could not be loaded. Please try again later.',
  view: 'View',
} as const

/** English of appointments/screens.ts */
export const appointmentScreens = {
  dashboardTitle: 'My Appointments',
  listLabel: 'Your appointments',
  online: 'Online consultation',
  physical: 'Physical visit',
  // for a screen reader: {about} is appointmentMessages.about, {action} the visible name of a link
  moreActionsFor: 'More actions for the appointment {about}',
  actionFor: '{action} the appointment {about}',
  cancelling: 'Cancelling...',
  statusPrefix: 'Status: ',
  historyLabel: 'Appointment history',
  search: 'Search',
  found: '{n} found',
  // the table's caption; {title} is appointmentMessages.historyTitle
  caption: '{title}, page {page} of {count}',
  doctor: 'Doctor',
  consultationType: 'Consultation Type',
  dateTime: 'Date & Time',
  status: 'Status',
  action: 'Action',
  pagination: 'Pagination',
  previous: 'Previous',
  page: 'Page ',
  next: 'Next',
} as const
