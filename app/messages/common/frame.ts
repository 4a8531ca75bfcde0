/**
 * The old English module, kept while other areas' pages still import it: the frame, the error page and
 * server/ read the dictionaries (app/messages/common/en.ts, hi.ts, kn.ts; ADR 56). Delete it with its last import.
 *
 * Texts of the frame every page shows: the skip link and progress of the document, the signed-in top bar and
 * footer. An enum, like Path: the compiler writes each text where it is used, so every page carries only
 * the texts it shows and no shared module of texts (ADR 40).
 */
export enum frameMessages {
  skipLink = 'Skip to main content',
  loading = 'Loading...',
  // top bar
  home = 'Patient Portal home',
  notifications = 'Notifications',
  notificationsNew = 'Notifications, new',
  notificationsUnknown = 'Notifications, not checked just now',
  newNotifications = 'You have new notifications',
  menu = 'Menu',
  mainNav = 'Main',
  dashboard = 'Dashboard',
  history = 'Appointment History',
  profile = 'Profile',
  changePassword = 'Change Password',
  logout = 'Logout',
  // footer
  quickLinks = 'Quick links',
  myAppointments = 'My appointments',
  appointmentHistory = 'Appointment history',
  portal = 'Patient Portal',
}
