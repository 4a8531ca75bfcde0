import type { HelperScope } from './rules.ts'

/**
 * What a helper's delegated token may do on each route of the services: every route is named
 * here, by its method and its path as registered, and a route missing from the table refuses
 * every delegated token (the table's test fails on it too).
 *
 * - `public`: the route reads no token (sign-in, the guest's calls, reference data before sign-in).
 * - `never`: security and the helpers' own routes; a delegated token is refused whatever its scopes.
 * - `any`: what every acting page needs (the account's status, the hospital's reference data).
 * - a list of scopes: the token and the live grant must hold one of them.
 * - `byQuery`: one path serving two things, told apart by a query value.
 */
export type Access =
  | 'public'
  | 'never'
  | 'any'
  | readonly HelperScope[]
  | { byQuery: string; anyOf: Record<string, readonly HelperScope[]> }

const ID = '{[0-9]+}'
const p = (path: string) => path.replaceAll('{id}', ID)

const PATIENT = '/patient-service/patients/:patientId{id}'
const APPOINTMENT = '/appointment-service/appointments/:id{id}'
const CONSULTATION = '/consultation-service/consultations'

const TABLE: Record<string, Access> = {
  // patient-service: the account
  'POST /patient-service/login': 'public',
  'POST /patient-service/patients/register': 'public',
  'POST /patient-service/patients/forget-password-using-otp': 'public',
  [`POST ${PATIENT}/otp-verify`]: 'public',
  [`POST ${PATIENT}/configure-password-using-otp`]: 'public',
  [`POST ${PATIENT}/configure-password`]: 'never',
  'POST /patient-service/patients/patient-consent': 'never',
  [`GET ${PATIENT}/status`]: 'any',
  'PATCH /patient-service/patients/update-status': 'any',
  // identity and contact details, and the photo that goes with them
  [`GET ${PATIENT}`]: 'never',
  [`PATCH ${PATIENT}`]: 'never',
  'GET /patient-service/patients/mailing-address/:patientId{id}': 'never',
  [`POST ${PATIENT}/send-phone-number-verification-code`]: 'never',
  [`POST ${PATIENT}/verify-otp`]: 'never',
  [`GET ${PATIENT}/images`]: 'never',
  [`POST ${PATIENT}/image`]: 'never',
  [`DELETE ${PATIENT}/image`]: 'never',
  // the profile's documents: a helper may add them, never delete them
  [`GET ${PATIENT}/documents`]: ['documents'],
  [`POST ${PATIENT}/documents`]: ['documents'],
  [`GET ${PATIENT}/documents/:docId{id}`]: ['documents'],
  [`DELETE ${PATIENT}/documents/:docId{id}`]: 'never',
  // notifications; the portal's own security notices to the patient are the patient's
  [`GET ${PATIENT}/notification`]: ['see'],
  [`POST ${PATIENT}/notification`]: 'never',
  [`GET ${PATIENT}/notification-flag`]: ['see'],
  // the health record: what `see` reads, as one document
  [`GET ${PATIENT}/:operation{[$]summary}`]: ['see'],
  [`POST ${PATIENT}/notification-flag`]: ['see'],
  // helpers: no chains, and the helper's own calls take the helper's own token
  [`GET ${PATIENT}/helpers`]: 'never',
  [`POST ${PATIENT}/helpers`]: 'never',
  [`PATCH ${PATIENT}/helpers/:grantId{id}`]: 'never',
  [`DELETE ${PATIENT}/helpers/:grantId{id}`]: 'never',
  [`POST ${PATIENT}/helpers/:grantId{id}/renew`]: 'never',
  // how the patient's own reminders reach them: their contact choices, never a helper's
  [`GET ${PATIENT}/reminder-preferences`]: 'never',
  [`PUT ${PATIENT}/reminder-preferences`]: 'never',
  [`GET ${PATIENT}/helping`]: 'never',
  [`GET ${PATIENT}/helping/:grantId{id}`]: 'never',
  [`POST ${PATIENT}/helping/:grantId{id}/token`]: 'never',
  // the helper's own choice of reminder copies, with the helper's own token
  [`PUT ${PATIENT}/helping/:grantId{id}/reminder-copies`]: 'never',
  'POST /patient-service/helper-invitations/view': 'never',
  'POST /patient-service/helper-invitations/accept': 'never',
  'POST /patient-service/helper-invitations/decline': 'never',

  // appointment-service
  // the list of appointments is every scope's way to an appointment (its page, its chat, its call, its changes)
  'GET /appointment-service/appointments': ['see', 'book', 'chat', 'call'],
  'POST /appointment-service/appointments': ['book'],
  [`GET ${APPOINTMENT}`]: ['see', 'book', 'chat', 'call', 'documents'],
  [`DELETE ${APPOINTMENT}`]: ['book'],
  [`PATCH ${APPOINTMENT}/reschedule-appointment`]: ['book'],
  [`POST ${APPOINTMENT}/medical-data`]: ['book'],
  [`GET ${APPOINTMENT}/medical-data`]: ['see'],
  // the booking's and the call's attachments, or the chat's
  [`POST ${APPOINTMENT}/documents`]: {
    byQuery: 'fileType',
    anyOf: { CHAT: ['chat'], CONSULTATION: ['documents', 'call'] },
  },
  'PATCH /appointment-service/appointments/update-patient-joined-status/:id{id}': ['call'],
  // a reminder's link: its token, in the body, is the only credential
  'POST /appointment-service/reminder-links/visit': 'public',
  'POST /appointment-service/reminder-links/confirm': 'public',
  'POST /appointment-service/reminder-links/cancel': 'public',
  // the chat: `see` reads it (joining its channel to read it live), `chat` writes in it
  [`GET ${APPOINTMENT}/get-message`]: ['see', 'chat'],
  [`GET ${APPOINTMENT}/appointment-chat`]: ['see', 'chat'],
  [`GET ${APPOINTMENT}/chat-document/:fileId{id}`]: ['see', 'chat'],
  [`GET ${APPOINTMENT}/get-endpoint`]: ['see', 'chat'],
  [`POST ${APPOINTMENT}/create-channel`]: ['see', 'chat'],
  [`POST ${APPOINTMENT}/send-message`]: ['chat'],
  'GET /appointment-service/appointments/patient-chat-status/:id{id}': ['see', 'chat'],

  // consultation-service: the call; inviting a video guest is the patient's alone
  [`POST ${CONSULTATION}/consultation-meetings`]: ['call'],
  [`GET ${CONSULTATION}/attendee-list/:id{id}`]: ['call'],
  [`POST ${CONSULTATION}/:id{id}/add-patient-external-care-taker`]: 'never',
  [`DELETE ${CONSULTATION}/:id{id}/patient-remove-attendee`]: 'never',
  [`GET ${CONSULTATION}/:consultId{id}/prescription-report`]: ['see'],
  [`GET ${CONSULTATION}/:id{id}/admin`]: 'public',
  [`GET ${CONSULTATION}/:id{id}/patient-otp-verified`]: 'public',
  [`POST ${CONSULTATION}/:id{id}/external-user-consent`]: 'public',
  [`POST ${CONSULTATION}/meeting/:id{id}/patient-add-attendee`]: 'public',
  [`GET ${CONSULTATION}/patient-attendee-status/:id{id}`]: 'public',
  [`PATCH ${CONSULTATION}/patient-attendee-status/:id{id}`]: 'public',
  [`GET ${CONSULTATION}/:id{id}/consultation-status`]: 'public',

  // doctor-service: finding a doctor and a slot is booking; telling the doctor goes with it
  'GET /doctor-service/doctors/': ['book'],
  'GET /doctor-service/doctors/:doctorId{id}/appointment-slots': ['book'],
  'GET /doctor-service/doctors/:doctorId{id}/images': 'any',
  'GET /doctor-service/doctors/:patientId{id}/doctor-appointment-list': ['see', 'book'],
  'POST /doctor-service/doctors/:doctorId{id}/notification': ['book'],
  'POST /doctor-service/doctors/:doctorId{id}/notification-flag': ['book'],

  // the hospital's reference data
  'GET /hospital-service/hospitals/info/:hospitalId{id}': 'any',
  'GET /hospital-service/hospitals/:hospitalId{id}/image': 'any',
  'GET /hospital-service/hospitals/:hospitalId{id}/hospital-specialities': 'any',
  'GET /hospital-service/hospitals/:hospitalId{id}/care-services': 'public',
  'GET /config-service/conditions': 'any',
  'GET /config-service/states': 'public',
  'GET /config-service/cities/state/:stateId{id}': 'public',
  'GET /config-service/languages': 'public',
  'GET /config-service/Login-Page/images': 'public',
  'GET /config-service/Login-Page/images/:imageId{id}/file': 'public',
  'GET /admin-service/admins/:adminId{id}/refund-policy/patient-refund-policy': 'any',
  'GET /admin-service/admins/:adminId{id}/consent-message/patient-consent': 'public',
  'GET /admin-service/admins/:adminId{id}/consent-message/patient-external-consent': 'public',
  'POST /logger-service/logger/logs': 'public',
}

/** The table with its paths as the router registers them. */
export const ROUTE_ACCESS: ReadonlyMap<string, Access> = new Map(
  Object.entries(TABLE).map(([route, access]) => [p(route), access]),
)

/** The scopes that open a route for this request, `any`, or null: no delegated token may pass. */
export function scopesFor(
  method: string,
  path: string,
  query: (name: string) => string | undefined,
): readonly HelperScope[] | 'any' | null {
  const access = ROUTE_ACCESS.get(`${method} ${path}`)
  if (access === undefined || access === 'never' || access === 'public') return null
  if (access === 'any' || Array.isArray(access)) return access as readonly HelperScope[] | 'any'
  const { byQuery, anyOf } = access as Exclude<Access, string | readonly HelperScope[]>
  return anyOf[query(byQuery) ?? ''] ?? null
}
