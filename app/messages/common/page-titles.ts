/**
 * The old English module, kept while other areas' pages still import it: the frame, the error page and
 * server/ read the dictionaries (app/messages/common/en.ts, hi.ts, kn.ts; ADR 56). Delete it with its last import.
 *
 * Every page's title (the browser tab, the first thing a screen reader says): the page, then ' | Patient
 * Portal', written once as `suffix`. An enum: the compiler writes the whole title into each page's meta
 * (ADR 40). A title built at run time adds `pageTitles.suffix` itself.
 */
export enum pageTitles {
  portal = 'Patient Portal',
  suffix = ` | ${portal}`,
  // identity
  signIn = `Sign in${suffix}`,
  register = `Register${suffix}`,
  registerConsent = `Consent | Register${suffix}`,
  consent = `Patient Consent${suffix}`,
  forgotPassword = `Forgot Password${suffix}`,
  verifyIdentity = `Verify Identity${suffix}`,
  resetPassword = `Reset Password${suffix}`,
  passwordReset = `Password Reset${suffix}`,
  changePassword = `Change Password${suffix}`,
  // appointments
  dashboard = `My Appointments${suffix}`,
  cancel = `Cancel appointment${suffix}`,
  reschedule = `Reschedule appointment${suffix}`,
  history = `Appointment History${suffix}`,
  notifications = `Notifications${suffix}`,
  appointment = `Appointment Details${suffix}`,
  // booking
  careCategories = `Select Care${suffix}`,
  selectDoctor = `Select Doctor${suffix}`,
  slots = `Select slot${suffix}`,
  confirmation = `Confirmation${suffix}`,
  success = `Appointment booked${suffix}`,
  // profile
  profile = `Patient Profile Setup${suffix}`,
  deleteDocument = `Delete document${suffix}`,
  // video calls
  video = `Video consultation${suffix}`,
  addPerson = `Add person | Video consultation${suffix}`,
  guest = `Join a video consultation${suffix}`,
  guestConsent = `Consent | Video consultation${suffix}`,
}
