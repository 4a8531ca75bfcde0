import type { HelperScope } from './scopes'

/**
 * Which of the portal's URLs a helper acting for a patient may open and post to (docs/helpers.md),
 * one row per URL of the route manifest (tests/rules/helper-route-scopes.test.ts fails for a URL
 * missing here). A row allows reading (GET) and changing (any other method) apart: `any` is open
 * to every helper (signed-out pages, the frame's own endpoints, switching back), `never` is refused
 * to every helper whatever the scopes (the account's security, identity and contact details, the
 * patient's own activity, inviting anyone), and a list allows any helper holding one of its scopes.
 * A URL no row matches is refused. Pure: the guard and the menu both read it.
 */
type Allowed = 'any' | 'never' | readonly HelperScope[]
type Access = { read: Allowed; change: Allowed }

const both = (allowed: Allowed): Access => ({ read: allowed, change: allowed })
const readOnly = (allowed: Allowed): Access => ({ read: allowed, change: 'never' })

const SEE = ['see'] as const
const BOOK = ['book'] as const
const CALL = ['call'] as const
const DOCUMENTS = ['documents'] as const
/** An appointment's page, its chat and documents: what `see` reads and `chat` talks in. */
const APPOINTMENT = { read: ['see', 'chat'], change: ['chat'] } as const satisfies Access
/** The dashboard's list of appointments: the way to every scope's appointment (its page, its call, its changes). */
const APPOINTMENTS = readOnly(['see', 'book', 'chat', 'call'])

export const helperRoutes: Readonly<Record<string, Access>> = {
  // signed out, or the session's own plumbing: a helper's session passes as anyone's
  '/': both('any'),
  '/*': both('any'),
  '/signin': both('any'),
  '/signin/second-step': both('any'),
  '/signin/second-step/passkey': both('any'),
  '/logout': both('any'),
  '/register': both('any'),
  '/register/consent': both('any'),
  '/register/*': both('any'),
  '/forgot-password': both('any'),
  '/forgot-password/verify': both('any'),
  '/forgot-password/reset': both('any'),
  '/forgot-password/done': both('any'),
  '/TermsAndConditions': both('any'),
  '/TermsOfService': both('any'),
  '/PrivacyPolicy': both('any'),
  '/PrivacyNotice': both('any'),
  '/Legal': both('any'),
  '/Company': both('any'),
  '/Accessibility': both('any'),
  '/home': both('any'),
  '/subHeader': both('any'),
  '/confirm': both('any'),
  '/VideoOpen': both('any'),
  '/LLoginTemplate': both('any'),
  '/CareTaker': both('any'),
  '/CareTaker/consent': both('any'),
  '/CareTaker/call': both('any'),
  '/CareTaker/status': both('any'),
  '/resources/login-image/:id': both('any'),
  '/resources/hospital-logo': both('any'),
  '/resources/doctor-photo/:doctorId': both('any'),
  '/resources/keep-alive': both('any'),
  '/resources/session-left': both('any'),
  '/resources/language': both('any'),
  '/resources/signed-out': both('any'),
  '/switch': both('any'),
  // a text's link: its token is the credential, and it never reads the session
  '/r/:token': both('any'),
  '/r/:token/calendar.ics': both('any'),

  // what the scopes open
  '/myappointments': APPOINTMENTS,
  '/myappointments/:appointmentId/calendar.ics': readOnly(SEE),
  '/myappointments/:appointmentId/cancel': both(BOOK),
  '/myappointments/:appointmentId/reschedule': both(BOOK),
  '/appointmentHistory': readOnly(SEE),
  // the health record, read and downloaded; a print is recorded by a GET
  '/records': readOnly(SEE),
  '/records/health-record.json': readOnly(SEE),
  '/records/printed': readOnly(SEE),
  '/notification': readOnly(SEE),
  '/specificAppointment': APPOINTMENT,
  '/resources/chat/:appointmentId': APPOINTMENT,
  '/resources/chat-document/:appointmentId/:fileId': readOnly(['see', 'chat']),
  '/resources/prescription/:appointmentId': readOnly(SEE),
  '/careCategories': both(BOOK),
  '/selectDoctor': both(BOOK),
  '/slots': both(BOOK),
  '/confirmation': both(BOOK),
  '/SuccessPage': readOnly(BOOK),
  // the profile page answers a helper with its documents' upload forms alone; the profile's own form stays the patient's
  '/newProfile': { read: DOCUMENTS, change: 'never' },
  '/patientProfile': { read: DOCUMENTS, change: 'never' },
  '/newProfile/documents/:fileType': { read: 'never', change: DOCUMENTS },
  '/patientProfile/documents/:fileType': { read: 'never', change: DOCUMENTS },
  '/Video': readOnly(CALL),
  '/Video/call': both(CALL),
  // a GET only sends anyone to the dashboard
  '/Video/attachment': { read: 'any', change: CALL },

  // never, whatever the scopes
  '/UserConsentForm': both('never'),
  '/profile/reminders': both('never'),
  '/resetpassword': both('never'),
  '/newProfile/photo': both('never'),
  '/newProfile/document/:docId': both('never'),
  '/newProfile/delete/:docId': both('never'),
  '/patientProfile/photo': both('never'),
  '/patientProfile/document/:docId': both('never'),
  '/patientProfile/delete/:docId': both('never'),
  '/activity': both('never'),
  '/devices': both('never'),
  '/security': both('never'),
  '/security/passkey': both('never'),
  '/Video/add-person': both('never'),
  '/helpers': both('never'),
  '/helpers/:grantId': both('never'),
  '/helpers/invitation/:token': both('never'),
}

const segments = (path: string) => path.split('/').filter(Boolean)

/** How well `pattern` matches `path` (Remix's router: any case, a static segment over a `:param` over `*`), or -1. */
function matchScore(pattern: string, path: string[]): number {
  const parts = segments(pattern)
  let score = 0
  for (const [i, part] of parts.entries()) {
    if (part === '*') return i < path.length || i === 0 ? score : -1
    const asked = path[i]
    if (asked === undefined) return -1
    if (part.startsWith(':')) score += 2
    else if (part.toLowerCase() === asked.toLowerCase()) score += 3
    else return -1
  }
  return parts.length === path.length ? score + 1 : -1
}

/** The row of the URL `pathname`, or null when none matches. */
export function helperRouteOf(pathname: string): Access | null {
  const path = segments(pathname)
  let best: { score: number; access: Access } | null = null
  for (const [pattern, access] of Object.entries(helperRoutes)) {
    const score = matchScore(pattern, path)
    if (score >= 0 && (!best || score > best.score)) best = { score, access }
  }
  return best?.access ?? null
}

/** Whether a helper holding `scopes` may ask `pathname` with `method`. */
export function helperMay(pathname: string, method: string, scopes: readonly HelperScope[]): boolean {
  const access = helperRouteOf(pathname)
  if (!access) return false
  const reading = method === 'GET' || method === 'HEAD'
  const allowed = reading ? access.read : access.change
  if (allowed === 'any') return true
  if (allowed === 'never') return false
  return allowed.some((scope) => scopes.includes(scope))
}
