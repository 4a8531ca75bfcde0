/** The appointments area's texts in Kannada (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const calendarMessages: Translation<typeof en.calendarMessages> = {
  summary: '{doctor} ಅವರೊಂದಿಗೆ {visit}',
  joinOnline: 'ರೋಗಿ ಪೋರ್ಟಲ್‌ನ "ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು" ಪುಟದಿಂದ ಕರೆಗೆ ಸೇರಿ.',
}

export const dashboardMessages: Translation<typeof en.dashboardMessages> = {
  empty: 'ನಿಮಗೆ ಇನ್ನೂ ಯಾವುದೇ ಸಮಾಲೋಚನೆ ಇತಿಹಾಸವಿಲ್ಲ',
  loadFailed: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
}

export const appointmentMessages: Translation<typeof en.appointmentMessages> = {
  bookBanner: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿ',
  bookBannerText: 'ಆರೈಕೆ ಸೇವೆ, ವೈದ್ಯರು ಮತ್ತು ನಿಮಗೆ ಅನುಕೂಲವಾದ ಸಮಯವನ್ನು ಆರಿಸಿ.',
  bookAction: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿ',
  joinCall: 'ಕರೆಗೆ ಸೇರಿ',
  reschedule: 'ಸಮಯ ಬದಲಿಸಿ',
  cancel: 'ರದ್ದುಮಾಡಿ',
  addToCalendar: 'ಕ್ಯಾಲೆಂಡರ್‌ಗೆ ಸೇರಿಸಿ',
  message: 'ಸಂದೇಶ',
  moreActions: 'ಇನ್ನಷ್ಟು',
  about: '{doctor} ಅವರೊಂದಿಗೆ, {when}',
  cardDetails: ', {kind}, {when}',
  changeClosed: 'ಆರಂಭಕ್ಕೆ 5 ನಿಮಿಷ ಮೊದಲು ಸಮಯ ಬದಲಿಸುವುದು ಮತ್ತು ರದ್ದುಮಾಡುವುದು ನಿಲ್ಲುತ್ತದೆ.',
  cancelTitle: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಿ',
  cancelReason: 'ರದ್ದುಮಾಡಲು ಕಾರಣ',
  cancelReasonHint: 'ಕಡ್ಡಾಯವಲ್ಲ, 100 ಅಕ್ಷರಗಳವರೆಗೆ.',
  cancelConfirm: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಿ',
  keep: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಉಳಿಸಿಕೊಳ್ಳಿ',
  cannotCancel: 'ಈ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  cancelled: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದಾಗಿದೆ!',
  cancelUnauthorized: 'ಅನುಮತಿ ಇಲ್ಲ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಲಾಗ್ ಇನ್ ಮಾಡಿ ಪ್ರಯತ್ನಿಸಿ',
  cancelServerError: 'ಸರ್ವರ್‌ನಲ್ಲಿ ಆಂತರಿಕ ದೋಷ',
  rescheduleTitle: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಸಮಯ ಬದಲಿಸಿ',
  rescheduleDate: 'ಹೊಸ ದಿನಾಂಕ',
  showSlots: 'ಖಾಲಿ ಸಮಯ ತೋರಿಸಿ',
  slotsLegend: 'ಖಾಲಿ ಸಮಯಗಳು',
  noSlots: 'ಯಾವುದೇ ಖಾಲಿ ಸಮಯವಿಲ್ಲ',
  selectSlot: 'ದಯವಿಟ್ಟು ಸಮಯವನ್ನು ಆರಿಸಿ!',
  cannotReschedule: 'ಈ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ನ ಸಮಯವನ್ನು ಇನ್ನು ಬದಲಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  rescheduleConfirm: 'ದೃಢಪಡಿಸಿ',
  rescheduled: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಸಮಯ ಬದಲಾಗಿದೆ!',
  unauthorized: 'ಅನುಮತಿ ಇಲ್ಲ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಲಾಗ್ ಇನ್ ಮಾಡಿ ಪ್ರಯತ್ನಿಸಿ!',
  serverError: 'ಸರ್ವರ್‌ನಲ್ಲಿ ಆಂತರಿಕ ದೋಷ!',
  problem: 'ಒಂದು ಸಮಸ್ಯೆ ಉಂಟಾಗಿದೆ, ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  slotsFailed: 'ಖಾಲಿ ಸಮಯಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  notFound: 'ಆ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ನಮಗೆ ಸಿಗಲಿಲ್ಲ.',
  backToDashboard: 'ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳಿಗೆ ಹಿಂತಿರುಗಿ',
}

export const appointmentScreens: Translation<typeof en.appointmentScreens> = {
  dashboardTitle: 'ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು',
  listLabel: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು',
  online: 'ಆನ್‌ಲೈನ್ ಸಮಾಲೋಚನೆ',
  physical: 'ಆಸ್ಪತ್ರೆಗೆ ಭೇಟಿ',
  moreActionsFor: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗೆ ({about}) ಇನ್ನಷ್ಟು ಆಯ್ಕೆಗಳು',
  actionFor: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ({about}): {action}',
  cancelling: 'ರದ್ದುಮಾಡಲಾಗುತ್ತಿದೆ...',
}

export const appointmentLabels: Translation<typeof en.appointmentLabels> = {
  statusPrefix: 'ಸ್ಥಿತಿ: ',
  upcoming: 'ಮುಂಬರುವ',
  running: 'ನಡೆಯುತ್ತಿದೆ',
  completed: 'ಮುಗಿದಿದೆ',
  cancelled: 'ರದ್ದಾಗಿದೆ',
  confirmed: 'ದೃಢೀಕರಿಸಲಾಗಿದೆ',
  physicalVisits: 'ಆಸ್ಪತ್ರೆಗೆ ಭೇಟಿ',
  videoConsultations: 'ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ',
}

export const historyMessages: Translation<typeof en.historyMessages> = {
  historyTitle: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇತಿಹಾಸ',
  historyLabel: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇತಿಹಾಸ',
  historySearch: 'ವೈದ್ಯರ ಹೆಸರಿನಿಂದ ಹುಡುಕಿ',
  search: 'ಹುಡುಕಿ',
  historyClear: 'ಹುಡುಕಾಟ ತೆರವುಗೊಳಿಸಿ',
  loading: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ...',
  found: '{n} ಸಿಕ್ಕಿವೆ',
  historyEmpty: 'ನಿಮಗೆ ಇನ್ನೂ ಯಾವುದೇ ಸಮಾಲೋಚನೆ ಇತಿಹಾಸವಿಲ್ಲ',
  historyNoMatch: 'ಯಾವುದೂ ಸಿಗಲಿಲ್ಲ',
  historyFailed: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇತಿಹಾಸವನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  caption: '{title}, ಪುಟ {page} / {count}',
  doctor: 'ವೈದ್ಯರು',
  consultationType: 'ಸಮಾಲೋಚನೆಯ ಬಗೆ',
  dateTime: 'ದಿನಾಂಕ ಮತ್ತು ಸಮಯ',
  status: 'ಸ್ಥಿತಿ',
  action: 'ಆಯ್ಕೆ',
  view: 'ನೋಡಿ',
  viewFor: '{doctor} ಅವರೊಂದಿಗೆ {when} ರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್: {action}',
}

export const notificationMessages: Translation<typeof en.notificationMessages> = {
  notificationsTitle: 'ಅಧಿಸೂಚನೆಗಳು',
  notificationPages: 'ಅಧಿಸೂಚನೆಗಳ ಪುಟಗಳು',
  noNotifications: 'ಯಾವುದೇ ಅಧಿಸೂಚನೆಗಳಿಲ್ಲ',
  notificationsFailed: 'ನಿಮ್ಮ ಅಧಿಸೂಚನೆಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  backToDashboard: 'ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳಿಗೆ ಹಿಂತಿರುಗಿ',
  now: 'ಈಗ',
  viewConsultations: 'ಇತ್ತೀಚಿನ ಸಮಾಲೋಚನೆಗಳನ್ನು ನೋಡಿ',
  viewMessage: 'ಸಂದೇಶ ನೋಡಿ',
  viewAppointments: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳನ್ನು ನೋಡಿ',
}

export const doctorMessages: Translation<typeof en.doctorMessages> = {
  cancelledTitle: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದಾಗಿದೆ',
  cancelled: '{patient} ಅವರು {when} ರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಿದ್ದಾರೆ',
  rescheduledTitle: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಸಮಯ ಬದಲಾಗಿದೆ',
  rescheduled: '{patient} ಅವರು {from} ರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಅನ್ನು {to} ಕ್ಕೆ ಬದಲಿಸಿದ್ದಾರೆ',
  thePatient: 'ರೋಗಿ',
  patient: 'ರೋಗಿ',
}
