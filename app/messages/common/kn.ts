/** The common area's texts in Kannada (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const errorPageMessages: Translation<typeof en.errorPageMessages> = {
  notFoundTitle: 'ಪುಟ ಸಿಗಲಿಲ್ಲ',
  notFound: 'ಆ ಪುಟ ನಮಗೆ ಸಿಗಲಿಲ್ಲ.',
  forbiddenTitle: 'ಅನುಮತಿ ಇಲ್ಲ',
  forbidden: 'ಈ ಪುಟವನ್ನು ನೋಡಲು ನಿಮಗೆ ಅನುಮತಿ ಇಲ್ಲ.',
  unexpectedTitle: 'ಏನೋ ತಪ್ಪಾಗಿದೆ',
  unexpected: 'ನಮ್ಮ ಕಡೆಯಿಂದ ಏನೋ ತಪ್ಪಾಗಿದೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  unavailable: 'ಒಂದು ಸಮಸ್ಯೆ ಉಂಟಾಗಿದೆ, ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  goToAppointments: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳಿಗೆ ಹೋಗಿ',
  tooLargeTitle: 'ಕಳುಹಿಸಲು ತುಂಬಾ ದೊಡ್ಡದು',
  tooLarge: 'ನೀವು ಕಳುಹಿಸಿದ್ದು ಪೋರ್ಟಲ್ ಸ್ವೀಕರಿಸುವ ಮಿತಿಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ: ಒಂದು ಬಾರಿಗೆ ಗರಿಷ್ಠ {limit}. ದಯವಿಟ್ಟು ಚಿಕ್ಕ ಫೈಲ್‌ಗಳನ್ನು ಆರಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  back: 'ಪೋರ್ಟಲ್‌ಗೆ ಹಿಂತಿರುಗಿ',
  badRequestTitle: 'ವಿನಂತಿಯನ್ನು ಸ್ವೀಕರಿಸಲಿಲ್ಲ',
  badRequest: 'ಕಳುಹಿಸಿದ್ದನ್ನು ಪೋರ್ಟಲ್ ಓದಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಹಿಂದೆ ಹೋಗಿ, ಪುಟವನ್ನು ಮತ್ತೆ ಲೋಡ್ ಮಾಡಿ ಮತ್ತು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  tooSlow: 'ಕಳುಹಿಸಿದ್ದು ತಲುಪಲು ತುಂಬಾ ಸಮಯ ತೆಗೆದುಕೊಂಡಿತು. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  crossOrigin:
    'ಈ ವಿನಂತಿ ಪೋರ್ಟಲ್‌ನ ಸ್ವಂತ ಪುಟಗಳಿಂದ ಬಂದಿಲ್ಲ, ಆದ್ದರಿಂದ ಇದನ್ನು ಮಾಡಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಹಿಂದೆ ಹೋಗಿ, ಪುಟವನ್ನು ಮತ್ತೆ ಲೋಡ್ ಮಾಡಿ ಮತ್ತು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
}

export const formMessages: Translation<typeof en.formMessages> = {
  problemTitle: 'ಸರಿಪಡಿಸಬೇಕಾದದ್ದು ಇದೆ',
  fieldProblem: '{label}: {message}',
  selectPlaceholder: 'ಆರಿಸಿ',
  honeypotLabel: 'ಈ ಜಾಗವನ್ನು ಖಾಲಿ ಬಿಡಿ',
  minutes: { one: '{n} ನಿಮಿಷ', other: '{n} ನಿಮಿಷಗಳು' },
  imageTooManyPixels: '{name} ನಲ್ಲಿ ತುಂಬಾ ಹೆಚ್ಚು ಪಿಕ್ಸೆಲ್‌ಗಳಿವೆ. ದಯವಿಟ್ಟು ಹೆಚ್ಚೆಂದರೆ 10000 × 10000 ಪಿಕ್ಸೆಲ್‌ಗಳ ಚಿತ್ರವನ್ನು ಆರಿಸಿ.',
}

export const frameMessages: Translation<typeof en.frameMessages> = {
  skipLink: 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ',
  loading: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ...',
  home: 'ರೋಗಿ ಪೋರ್ಟಲ್ ಮುಖಪುಟ',
  notifications: 'ಅಧಿಸೂಚನೆಗಳು',
  notificationsNew: 'ಅಧಿಸೂಚನೆಗಳು, ಹೊಸದು',
  notificationsUnknown: 'ಅಧಿಸೂಚನೆಗಳು, ಈಗ ಪರಿಶೀಲಿಸಲಾಗಲಿಲ್ಲ',
  newNotifications: 'ನಿಮಗೆ ಹೊಸ ಅಧಿಸೂಚನೆಗಳಿವೆ',
  menu: 'ಮೆನು',
  mainNav: 'ಮುಖ್ಯ',
  dashboard: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್',
  history: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇತಿಹಾಸ',
  profile: 'ಪ್ರೊಫೈಲ್',
  devices: 'ನಿಮ್ಮ ಸಾಧನಗಳು',
  changePassword: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ',
  switchAccount: 'ಖಾತೆ ಬದಲಿಸಿ',
  logout: 'ಲಾಗ್ ಔಟ್',
  quickLinks: 'ಮುಖ್ಯ ಲಿಂಕ್‌ಗಳು',
  myAppointments: 'ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು',
  appointmentHistory: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇತಿಹಾಸ',
  portal: 'ರೋಗಿ ಪೋರ್ಟಲ್',
  dialogClosed: '{name} ಮುಚ್ಚಲಾಗಿದೆ',
}

export const pageTitles: Translation<typeof en.pageTitles> = {
  portal: 'ರೋಗಿ ಪೋರ್ಟಲ್',
  suffix: ' | ರೋಗಿ ಪೋರ್ಟಲ್',
  signIn: 'ಸೈನ್ ಇನ್ | ರೋಗಿ ಪೋರ್ಟಲ್',
  register: 'ನೋಂದಣಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  registerConsent: 'ಸಮ್ಮತಿ | ನೋಂದಣಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  consent: 'ರೋಗಿಯ ಸಮ್ಮತಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  forgotPassword: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿದ್ದೀರಾ | ರೋಗಿ ಪೋರ್ಟಲ್',
  verifyIdentity: 'ಗುರುತು ಪರಿಶೀಲನೆ | ರೋಗಿ ಪೋರ್ಟಲ್',
  resetPassword: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  passwordReset: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ | ರೋಗಿ ಪೋರ್ಟಲ್',
  changePassword: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  dashboard: 'ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು | ರೋಗಿ ಪೋರ್ಟಲ್',
  cancel: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  reschedule: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಸಮಯ ಬದಲಿಸಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  history: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇತಿಹಾಸ | ರೋಗಿ ಪೋರ್ಟಲ್',
  notifications: 'ಅಧಿಸೂಚನೆಗಳು | ರೋಗಿ ಪೋರ್ಟಲ್',
  appointment: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿವರಗಳು | ರೋಗಿ ಪೋರ್ಟಲ್',
  careCategories: 'ಆರೈಕೆ ಸೇವೆ ಆರಿಸಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  selectDoctor: 'ವೈದ್ಯರನ್ನು ಆರಿಸಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  slots: 'ಸಮಯ ಆರಿಸಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  confirmation: 'ದೃಢೀಕರಣ | ರೋಗಿ ಪೋರ್ಟಲ್',
  success: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಆಗಿದೆ | ರೋಗಿ ಪೋರ್ಟಲ್',
  profile: 'ರೋಗಿಯ ಪ್ರೊಫೈಲ್ | ರೋಗಿ ಪೋರ್ಟಲ್',
  editProfile: 'ರೋಗಿಯ ಮಾಹಿತಿ ಬದಲಿಸಿ | ರೋಗಿಯ ಪ್ರೊಫೈಲ್ | ರೋಗಿ ಪೋರ್ಟಲ್',
  profileDocuments: 'ಪ್ರೊಫೈಲ್ ದಾಖಲೆಗಳು | ರೋಗಿ ಪೋರ್ಟಲ್',
  deleteDocument: 'ದಾಖಲೆ ಅಳಿಸಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  video: 'ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ | ರೋಗಿ ಪೋರ್ಟಲ್',
  addPerson: 'ವ್ಯಕ್ತಿಯನ್ನು ಸೇರಿಸಿ | ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ | ರೋಗಿ ಪೋರ್ಟಲ್',
  guest: 'ವೀಡಿಯೊ ಸಮಾಲೋಚನೆಗೆ ಸೇರಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  guestConsent: 'ಸಮ್ಮತಿ | ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ | ರೋಗಿ ಪೋರ್ಟಲ್',
  reminderLink: 'ನಿಮ್ಮ ಭೇಟಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  reminderPreferences: 'ಜ್ಞಾಪನೆಗಳು | ರೋಗಿ ಪೋರ್ಟಲ್',
}

export const sessionMessages: Translation<typeof en.sessionMessages> = {
  expired: 'ಸೆಷನ್ ಮುಗಿದಿದೆ. ಮತ್ತೆ ಲಾಗ್ ಇನ್ ಮಾಡಿ',
  idle: '{minutes} ನಿಮಿಷಗಳ ಕಾಲ ಯಾವುದೇ ಚಟುವಟಿಕೆ ಇಲ್ಲದ ಕಾರಣ ನಿಮ್ಮನ್ನು ಸೈನ್ ಔಟ್ ಮಾಡಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  idleTitle: 'ಇನ್ನೂ ಇಲ್ಲಿದ್ದೀರಾ?',
  idleWarning: 'ಯಾವುದೇ ಚಟುವಟಿಕೆ ಇಲ್ಲದ ಕಾರಣ {left} ನಂತರ ನಿಮ್ಮನ್ನು ಸೈನ್ ಔಟ್ ಮಾಡಲಾಗುತ್ತದೆ.',
  minutesLeft: { one: '{n} ನಿಮಿಷ', other: '{n} ನಿಮಿಷಗಳು' },
  secondsLeft: '{n} ಸೆಕೆಂಡುಗಳು',
  timeLeft: '{left} ಉಳಿದಿದೆ',
  stayAction: 'ಸೈನ್ ಇನ್ ಆಗಿಯೇ ಇರಿ',
}

export const pagingLabels: Translation<typeof en.pagingLabels> = {
  pagination: 'ಪುಟಗಳು',
  previous: 'ಹಿಂದಿನದು',
  page: 'ಪುಟ ',
  next: 'ಮುಂದಿನದು',
  gap: '…',
}

export const staticPageMessages: Translation<typeof en.staticPageMessages> = {
  backToPortal: 'ಪೋರ್ಟಲ್‌ಗೆ ಹಿಂತಿರುಗಿ',
  aboutPortal: 'ಈ ಪೋರ್ಟಲ್ ಬಗ್ಗೆ',
  termsAndConditions: 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು',
  termsOfService: 'ಸೇವಾ ನಿಯಮಗಳು',
  privacyPolicy: 'ಗೌಪ್ಯತಾ ನೀತಿ',
  privacyNotice: 'ಗೌಪ್ಯತಾ ಸೂಚನೆ',
  legal: 'ಕಾನೂನು ಮಾಹಿತಿ',
  company: 'ಕಂಪನಿ',
  accessibility: 'ಪ್ರವೇಶಸಾಧ್ಯತೆ',
}

export const languageSwitch: Translation<typeof en.languageSwitch> = {
  legend: 'ಭಾಷೆ',
}
