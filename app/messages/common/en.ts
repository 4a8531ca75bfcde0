/**
 * The common area's texts in English, one namespace per export, in the form every language shares (ADR 56):
 * plain strings, {name} placeholders, { one, other } plurals. The pages get them from their loaders
 * (textsFor); app/utils/language/texts.server.test.ts checks that every language has the same keys and placeholders.
 */
/** English of common/error-page.ts */
export const errorPageMessages = {
  notFoundTitle: 'Page not found',
  notFound: 'We could not find that page.',
  forbiddenTitle: 'No access',
  forbidden: 'You do not have access to this page.',
  unexpectedTitle: 'Something went wrong',
  unexpected: 'Something went wrong on our side. Please try again later.',
  unavailable: 'A Problem has Occurred, Please try again later',
  goToAppointments: 'Go to your appointments',
  tooLargeTitle: 'Too large to send',
  tooLarge:
    'What you sent is larger than the portal accepts: at most {limit} at once. Please choose smaller files and try again.',
  back: 'Back to the portal',
  // the server's own refusals (server/request-guard.ts), before the portal's pages run
  badRequestTitle: 'Request not accepted',
  badRequest: 'The portal could not read what was sent. Please go back, reload the page and try again.',
  tooSlow: 'What was sent took too long to arrive. Please try again.',
  crossOrigin:
    'This request did not come from the portal’s own pages, so it was not carried out. Please go back, reload the page and try again.',
} as const

/** The shared form parts in app/ui (error summary, select, honeypot, countdown) */
export const formMessages = {
  problemTitle: 'There is a problem',
  // an error summary's link when the message does not name its field: 'Reason for consultation: Please enter at most 200 characters.'
  fieldProblem: '{label}: {message}',
  selectPlaceholder: 'Select',
  honeypotLabel: 'Leave this field empty',
  // the countdown's spoken time left
  minutes: { one: '{n} minute', other: '{n} minutes' },
  // an image file over IMAGE_MAX_SIDE or IMAGE_MAX_PIXELS (app/domain/common/image-size.ts); {name}: the file's name
  imageTooManyPixels: '{name} has too many pixels. Please choose an image of at most 10000 × 10000 pixels.',
} as const

/** English of common/frame.ts */
export const frameMessages = {
  skipLink: 'Skip to main content',
  loading: 'Loading...',
  home: 'Patient Portal home',
  notifications: 'Notifications',
  notificationsNew: 'Notifications, new',
  notificationsUnknown: 'Notifications, not checked just now',
  newNotifications: 'You have new notifications',
  menu: 'Menu',
  mainNav: 'Main',
  dashboard: 'Dashboard',
  history: 'Appointment History',
  profile: 'Profile',
  devices: 'Your devices',
  changePassword: 'Change Password',
  switchAccount: 'Switch account',
  logout: 'Logout',
  quickLinks: 'Quick links',
  myAppointments: 'My appointments',
  appointmentHistory: 'Appointment history',
  portal: 'Patient Portal',
  dialogClosed: '{name} closed',
} as const

/** English of common/page-titles.ts */
export const pageTitles = {
  portal: 'Patient Portal',
  suffix: ' | Patient Portal',
  signIn: 'Sign in | Patient Portal',
  register: 'Register | Patient Portal',
  registerConsent: 'Consent | Register | Patient Portal',
  consent: 'Patient Consent | Patient Portal',
  forgotPassword: 'Forgot Password | Patient Portal',
  verifyIdentity: 'Verify Identity | Patient Portal',
  resetPassword: 'Reset Password | Patient Portal',
  passwordReset: 'Password Reset | Patient Portal',
  changePassword: 'Change Password | Patient Portal',
  dashboard: 'My Appointments | Patient Portal',
  cancel: 'Cancel appointment | Patient Portal',
  reschedule: 'Reschedule appointment | Patient Portal',
  history: 'Appointment History | Patient Portal',
  notifications: 'Notifications | Patient Portal',
  appointment: 'Appointment Details | Patient Portal',
  careCategories: 'Select Care | Patient Portal',
  selectDoctor: 'Select Doctor | Patient Portal',
  slots: 'Select slot | Patient Portal',
  confirmation: 'Confirmation | Patient Portal',
  success: 'Appointment booked | Patient Portal',
  profile: 'Patient Profile Setup | Patient Portal',
  editProfile: 'Edit Patient info | Patient Profile Setup | Patient Portal',
  profileDocuments: 'Profile documents | Patient Portal',
  deleteDocument: 'Delete document | Patient Portal',
  video: 'Video consultation | Patient Portal',
  addPerson: 'Add person | Video consultation | Patient Portal',
  guest: 'Join a video consultation | Patient Portal',
  guestConsent: 'Consent | Video consultation | Patient Portal',
  reminderLink: 'Your visit | Patient Portal',
  reminderPreferences: 'Reminders | Patient Portal',
} as const

/** The session: the alerts after it ended, the idle warning (app/ui/frame/idle-warning.tsx) */
export const sessionMessages = {
  expired: 'Session expired. Login again',
  idle: 'You were signed out after {minutes} minutes without activity. Please sign in again.',
  idleTitle: 'Still there?',
  idleWarning: 'You will be signed out in {left} because of inactivity.',
  // the time left, as the warning and its few announcements say it
  minutesLeft: { one: '{n} minute', other: '{n} minutes' },
  secondsLeft: '{n} seconds',
  timeLeft: '{left} left',
  stayAction: 'Stay signed in',
} as const

/** The page links under every paged list (app/ui/navigation/pagination.tsx) */
export const pagingLabels = {
  pagination: 'Pagination',
  previous: 'Previous',
  // before each number, for screen readers: 'Page 3'
  page: 'Page ',
  next: 'Next',
  // where page numbers are left out
  gap: '…',
} as const

/** English of common/static-pages.ts */
export const staticPageMessages = {
  backToPortal: 'Back to the portal',
  aboutPortal: 'About this portal',
  termsAndConditions: 'Terms and Conditions',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  privacyNotice: 'Privacy Notice',
  legal: 'Legal',
  company: 'Company',
  accessibility: 'Accessibility',
} as const

/** The language switch (ADR 57); each language's own name is in app/utils/language/locale.ts, never translated. */
export const languageSwitch = {
  legend: 'Language',
} as const
