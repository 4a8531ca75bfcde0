/**
 * The fault matrix (docs/resilience.md): each hospital service broken each way, and what each page does.
 * The services, faults and pages are named here once, for the integration test (msw, short budgets)
 * and for `npm run faults` (a fault-injecting proxy between the stand-in and the production portal).
 */
import { dashboardMessages, historyMessages, notificationMessages } from '~/messages/appointments/en'
import { selectDoctorScreen } from '~/messages/booking/en'
import { errorPageMessages, frameMessages } from '~/messages/common/en'
import { signInMessages } from '~/messages/identity/en'
import { textsOf } from '~/utils/language/texts.server'

const profileScreen = textsOf('en', 'profileScreen')

export const MATRIX_SERVICES = ['patient', 'appointment', 'doctor', 'hospital', 'config', 'logger'] as const
export type MatrixService = (typeof MATRIX_SERVICES)[number]

/** The faults, with the names docs/resilience.md#the-fault-matrix gives them. */
export const MATRIX_FAULTS = {
  slow: 'delay past the budget',
  timeout: 'no answer',
  'server-error': '500 JSON',
  'html-503': '503 HTML page',
  'truncated-json': 'truncated JSON',
  refused: 'connection reset',
} as const
export type MatrixFault = keyof typeof MATRIX_FAULTS

/** The online consultation (backend/seed): a care service booked with a doctor. */
export const ONLINE_CARE_SERVICE = 2

export const MATRIX_PAGES = {
  'sign-in': '/signin',
  'sign-in (post)': '/signin',
  dashboard: '/myappointments',
  history: '/appointmentHistory',
  'doctor list': `/selectDoctor?careServiceId=${ONLINE_CARE_SERVICE}`,
  profile: '/newProfile',
  notifications: '/notification',
} as const
export type MatrixPage = keyof typeof MATRIX_PAGES

/** The texts a page shows for a part that failed: the matrix reports which of them a page shows. */
export const FAILURE_TEXTS: readonly string[] = [
  ...new Set([
    dashboardMessages.loadFailed,
    historyMessages.historyFailed,
    notificationMessages.notificationsFailed,
    selectDoctorScreen.listFailed,
    selectDoctorScreen.recentFailed,
    selectDoctorScreen.choicesFailed,
    profileScreen.loadFailed,
    profileScreen.choicesFailed,
    errorPageMessages.unexpected,
    errorPageMessages.unavailable,
    frameMessages.notificationsUnknown,
    signInMessages.problem,
    signInMessages.serverError,
  ]),
]

/** Texts no answer may carry: a stack trace, an internal address, the services' own error texts. */
export const LEAKS = [
  /\bat .+\.(ts|js|java):\d+/,
  /services\.test|127\.0\.0\.1:\d+/,
  /Internal Server Error/,
  /NullPointerException/,
  /nginx/,
]
