/**
 * The screens the accessibility sweep (sweep.spec.ts) visits: every page of the route manifest, signed
 * out or signed in as it is reached, with its error state where it has a form. Each is checked with axe
 * and at 320 px in English, Hindi and Kannada, in the project's mode. sweep-screens.test.ts fails when a
 * route of the manifest is neither here nor an explained exception.
 */

/** How the sweep reaches a screen that no plain GET opens: a short flow, run in sweep.spec.ts. */
export type Flow =
  | 'slot chosen'
  | 'forgot-password code sent'
  | 'forgot-password code verified'
  | 'forgot-password done'
  | 'registration details sent'
  | 'booked'
  | 'guest invited'
  | 'call joined'
  | 'second step asked'
  | 'guest verified'
  | 'guest consented'
  | 'reminder texted'
  | 'cancel from the text asked'
  | 'helper invited'
  | 'helper change opened'
  | 'helping someone'
  | "helping with someone's documents"

export interface Screen {
  /** what the test is named after */
  name: string
  /** the manifest's route ids this screen renders (its layouts count through their children) */
  routes: string[]
  /**
   * where it is opened; a flow's screen is where its flow ends. A path ending in '/' names the
   * screen's URLs under it, when the flow makes the rest (an invitation's token, a grant's id).
   */
  path: string
  /** a seeded patient signed in (signInAs) before it is opened; none: signed out */
  as?: 'asha' | 'ravi' | 'meena' | 'kiran'
  flow?: Flow
  /**
   * The screen whose test this one continues, its flow starting on that screen's page: a journey
   * whose steps share a limit (forgot password: five requests a minute from one address) is walked once.
   */
  after?: string
  /**
   * Its error state: the form's primary button pressed with these fields (CSS selector → value) filled
   * first, so the error summary shows, in both modes. (The two consents are refused in error-summary.spec.ts:
   * with JavaScript their button waits for the tick.)
   */
  error?: Record<string, string>
  /** One of the static pages, the same for everyone: swept by projects of its own (STATIC_PAGE_TAG, projects.ts). */
  static?: true
}

export const SCREENS: Screen[] = [
  { name: 'sign-in', routes: ['routes/signin'], path: '/signin', error: {} },
  {
    name: 'second step',
    routes: ['routes/signin_.second-step'],
    path: '/signin/second-step',
    as: 'kiran',
    flow: 'second step asked',
  },
  { name: 'forgot password', routes: ['routes/forgot-password._index'], path: '/forgot-password', error: {} },
  {
    name: 'forgot password: the code',
    routes: ['routes/forgot-password.verify'],
    path: '/forgot-password/verify',
    flow: 'forgot-password code sent',
    error: {},
  },
  {
    name: 'forgot password: the new password',
    routes: ['routes/forgot-password.reset'],
    path: '/forgot-password/reset',
    after: 'forgot password: the code',
    flow: 'forgot-password code verified',
    error: {},
  },
  {
    name: 'forgot password: done',
    routes: ['routes/forgot-password.done'],
    path: '/forgot-password/done',
    after: 'forgot password: the new password',
    flow: 'forgot-password done',
  },
  { name: 'registration', routes: ['routes/register._index'], path: '/register?hospitalId=1', error: {} },
  {
    name: 'registration: consent',
    routes: ['routes/register.consent'],
    path: '/register/consent?hospitalId=1',
    flow: 'registration details sent',
  },
  { name: 'the page that is not there', routes: ['routes/$'], path: '/no-such-page' },
  ...[
    'TermsAndConditions',
    'TermsOfService',
    'PrivacyPolicy',
    'PrivacyNotice',
    'Legal',
    'Company',
    'Accessibility',
  ].map((page): Screen => ({ name: page, routes: [`routes/${page}`], path: `/${page}`, static: true })),
  { name: 'first-login consent', routes: ['routes/UserConsentForm'], path: '/UserConsentForm', as: 'ravi' },
  {
    name: 'temporary password change',
    routes: ['routes/_app', 'routes/_app.resetpassword'],
    path: '/resetpassword',
    as: 'meena',
    error: {},
  },
  { name: 'dashboard', routes: ['routes/_app', 'routes/_app.myappointments'], path: '/myappointments', as: 'asha' },
  {
    name: 'cancel dialog',
    routes: ['routes/_app.myappointments.$appointmentId.cancel'],
    path: '/myappointments/3/cancel',
    as: 'asha',
  },
  {
    name: 'reschedule dialog',
    routes: ['routes/_app.myappointments.$appointmentId.reschedule'],
    path: '/myappointments/3/reschedule',
    as: 'asha',
  },
  { name: 'appointment history', routes: ['routes/_app.appointmentHistory'], path: '/appointmentHistory', as: 'asha' },
  { name: 'select care', routes: ['routes/_app.careCategories'], path: '/careCategories', as: 'asha' },
  { name: 'select doctor', routes: ['routes/_app.selectDoctor'], path: '/selectDoctor?careServiceId=2', as: 'asha' },
  { name: 'select slot', routes: ['routes/_app.slots'], path: '/slots?careServiceId=2&doctorId=12', as: 'asha' },
  {
    name: 'confirmation',
    routes: ['routes/_app.confirmation'],
    path: '/confirmation',
    as: 'asha',
    flow: 'slot chosen',
    error: { '[name="height"]': '0' },
  },
  { name: 'booked', routes: ['routes/_app.SuccessPage'], path: '/SuccessPage', as: 'asha', flow: 'booked' },
  { name: 'notifications', routes: ['routes/_app.notification'], path: '/notification', as: 'asha' },
  { name: 'change password', routes: ['routes/_app.resetpassword'], path: '/resetpassword', as: 'asha', error: {} },
  { name: 'profile', routes: ['routes/_app.newProfile'], path: '/newProfile', as: 'asha' },
  {
    name: 'profile edit',
    routes: ['routes/_app.newProfile'],
    path: '/newProfile?edit',
    as: 'asha',
    error: { 'input[name="firstName"]': '' },
  },
  {
    name: 'appointment detail and chat',
    routes: ['routes/_app.specificAppointment'],
    path: '/specificAppointment?appointmentId=2',
    as: 'asha',
  },
  { name: 'video call', routes: ['routes/_app.Video'], path: '/Video?appointmentId=1', as: 'asha' },
  {
    name: 'add a person to the call',
    routes: ['routes/_app.Video', 'routes/_app.Video.add-person'],
    path: '/Video/add-person',
    as: 'asha',
    flow: 'call joined',
    error: {},
  },
  { name: 'activity', routes: ['routes/_app.activity'], path: '/activity', as: 'asha' },
  { name: 'health record', routes: ['routes/_app.records'], path: '/records?pdfs', as: 'asha' },
  { name: 'devices', routes: ['routes/_app.devices'], path: '/devices', as: 'asha' },
  { name: 'helpers', routes: ['routes/_app.helpers'], path: '/helpers', as: 'asha', error: {} },
  {
    name: 'helpers: change one',
    routes: ['routes/_app.helpers_.$grantId'],
    path: '/helpers/',
    as: 'asha',
    flow: 'helper change opened',
    error: { '#change-endDate': '' },
  },
  {
    name: "helper's invitation, signed out",
    routes: ['routes/helpers.invitation.$token'],
    path: '/helpers/invitation/AAAAAAAAAAAAAAAAAAAAAAAA',
  },
  {
    name: "helper's invitation",
    routes: ['routes/helpers.invitation.$token'],
    path: '/helpers/invitation/',
    as: 'asha',
    flow: 'helper invited',
    error: {},
  },
  // asha helps her daughter tara (the seed's grant for a child)
  { name: 'switch account', routes: ['routes/_app.switch'], path: '/switch', as: 'asha' },
  {
    name: 'helping someone: the banner',
    routes: ['routes/_app.myappointments'],
    path: '/myappointments',
    as: 'asha',
    flow: 'helping someone',
  },
  {
    name: "helping someone: the profile's documents",
    routes: ['routes/_app.newProfile'],
    path: '/newProfile',
    as: 'asha',
    flow: "helping with someone's documents",
  },

  { name: 'account security', routes: ['routes/_app.security'], path: '/security', as: 'asha' },
  { name: 'guest: verify', routes: ['routes/CareTaker'], path: '/CareTaker', flow: 'guest invited', error: {} },
  {
    name: 'guest: consent',
    routes: ['routes/CareTaker_.consent'],
    path: '/CareTaker/consent',
    flow: 'guest verified',
  },
  { name: 'guest: the call', routes: ['routes/CareTaker_.call'], path: '/CareTaker/call', flow: 'guest consented' },
  { name: 'reminder choices', routes: ['routes/_app.profile.reminders'], path: '/profile/reminders', as: 'asha' },
  // a text's link, opened signed out: its address is the token the texted link carries
  { name: "a text's link", routes: ['routes/r.$token'], path: '/r/', flow: 'reminder texted' },
  {
    name: "a text's link: the year of birth",
    routes: ['routes/r.$token'],
    path: '/r/',
    after: "a text's link",
    flow: 'cancel from the text asked',
  },
]

/**
 * Routes of the manifest with a page that the sweep does not open, each with where its page is checked
 * instead. Routes without a page (resources, redirects, actions) are not screens at all.
 */
export const NOT_SWEPT: Record<string, string> = {
  'routes/_app.patientProfile': "the profile's module at its old address: the same screen as /newProfile",
  'routes/_app.newProfile_.delete.$docId':
    'asks before deleting an uploaded document: profile.spec.ts uploads one and checks this page with axe',
  'routes/_app.patientProfile_.delete.$docId': 'the same page at the old address of the profile',
}
