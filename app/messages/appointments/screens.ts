/**
 * The appointment screens' headings, labels and links (spec 2): My Appointments, its dialogs, the history
 * and the status badge. Plain texts, so an enum: the compiler writes each text where it is used and a page
 * carries only its own (ADR 40). A text that runs around a value is split where the value goes, spaces
 * included.
 */
export enum appointmentScreens {
  dashboardTitle = 'My Appointments',
  listLabel = 'Your appointments',
  online = 'Online consultation',
  physical = 'Physical visit',
  // for a screen reader, then appointmentMessages.about: 'More actions for the appointment with <doctor> on <time>',
  // 'Cancel the appointment with ...', and so on
  actionsFor = ' actions for the appointment ',
  theAppointment = ' the appointment ',
  cancelling = 'Cancelling...',
  statusPrefix = 'Status: ',

  // history (spec 2 section 4)
  historyLabel = 'Appointment history',
  search = 'Search',
  // '<n> found'
  found = 'found',
  // the table's caption: 'Appointment History, page <n> of <count>'
  captionPage = ', page ',
  captionOf = ' of ',
  doctor = 'Doctor',
  consultationType = 'Consultation Type',
  dateTime = 'Date & Time',
  status = 'Status',
  action = 'Action',
}
