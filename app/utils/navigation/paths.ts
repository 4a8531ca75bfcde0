/**
 * The portal's own URLs (the hospital's, kept for links in e-mails), written once. An enum because
 * the compiler inlines its values: every page gets the literal string, not a shared chunk of all
 * the paths. Queries and ids are added where a link is built.
 */
export enum Path {
  signIn = '/signin',
  secondStep = '/signin/second-step',
  secondStepPasskey = '/signin/second-step/passkey',
  logout = '/logout',
  register = '/register',
  registerConsent = '/register/consent',
  consent = '/UserConsentForm',
  changePassword = '/resetpassword',
  forgotPassword = '/forgot-password',
  forgotPasswordVerify = '/forgot-password/verify',
  forgotPasswordReset = '/forgot-password/reset',
  forgotPasswordDone = '/forgot-password/done',

  // the dashboard, and its dialogs and calendar file at /myappointments/:id/...
  dashboard = '/myappointments',
  history = '/appointmentHistory',
  notifications = '/notification',
  appointment = '/specificAppointment',
  profile = '/newProfile',
  activity = '/activity',
  records = '/records',
  healthRecordFile = '/records/health-record.json',
  devices = '/devices',
  switchAccount = '/switch',
  security = '/security',
  helpers = '/helpers',
  helperInvitation = '/helpers/invitation',
  securityPasskey = '/security/passkey',
  reminderPreferences = '/profile/reminders',
  // a text's link: /r/<token>, and its calendar file at /r/<token>/calendar.ics
  reminderLink = '/r',

  careCategories = '/careCategories',
  selectDoctor = '/selectDoctor',
  slots = '/slots',
  confirmation = '/confirmation',
  success = '/SuccessPage',

  video = '/Video',
  videoCall = '/Video/call',
  videoAttachment = '/Video/attachment',
  videoAddPerson = '/Video/add-person',
  guest = '/CareTaker',
  guestConsent = '/CareTaker/consent',
  guestCall = '/CareTaker/call',
  guestStatus = '/CareTaker/status',

  chatResource = '/resources/chat',
  chatDocument = '/resources/chat-document',
  prescription = '/resources/prescription',
  doctorPhoto = '/resources/doctor-photo',
  loginImage = '/resources/login-image',
  hospitalLogo = '/resources/hospital-logo',
  keepAlive = '/resources/keep-alive',
  sessionLeft = '/resources/session-left',
  language = '/resources/language',
  signedOut = '/resources/signed-out',
}
