import { beforeAll, describe, expect, it } from 'vitest'
import { makeStandIn } from '../test-support.ts'
import { ROUTE_ACCESS, type Access } from './access.ts'
import { endGrant } from './grants.ts'
import { HELPER_SCOPES, type HelperScope } from './rules.ts'

/**
 * The delegated token on every route of the services: each registered route is in the access
 * table (a new route without a declared access fails here), and each answers a helper's token
 * as the table says: refused whatever its scopes, let through by the scopes it names and no
 * other, or refused once the grant has ended.
 */

const standIn = makeStandIn()
const ASHA = 1

const registered = [
  ...new Set(
    standIn.app.routes
      .filter((r) => r.method !== 'ALL' && !r.path.startsWith('/dev/'))
      .map((r) => `${r.method} ${r.path}`),
  ),
]

/** A request for a registered route: the patient's id where the path names one, an operation's own name, 1 for any other id. */
function requestOf(route: string, query = '') {
  const [method = '', path = ''] = route.split(' ')
  const url = path
    .replace(/:patientId\{[^}]+\}/g, String(ASHA))
    .replace(/:operation\{\[\$\]([a-z]+)\}/g, '$$$1')
    .replace(/:[a-zA-Z]+\{[^}]+\}/g, '1')
  return { method, url: `${url}${query}` }
}

/** Each request a route's access stands for: one per query value where the value tells two things apart. */
function casesOf(access: Access): { query: string; scopes: readonly HelperScope[] | 'any' | null }[] {
  if (access === 'public' || access === 'never') return [{ query: '', scopes: null }]
  if (access === 'any' || Array.isArray(access))
    return [{ query: '', scopes: access as readonly HelperScope[] | 'any' }]
  const { byQuery, anyOf } = access as Extract<Access, { byQuery: string }>
  return Object.entries(anyOf).map(([value, scopes]) => ({ query: `?${byQuery}=${value}`, scopes }))
}

const tokens = {} as Record<HelperScope | 'all', string>
let endedToken = ''

beforeAll(async () => {
  for (const scope of HELPER_SCOPES) tokens[scope] = (await standIn.delegatedBearer([scope])).bearer
  tokens.all = (await standIn.delegatedBearer(HELPER_SCOPES)).bearer
  const ended = await standIn.delegatedBearer(HELPER_SCOPES)
  endGrant({ db: standIn.db, now: () => standIn.clock.now }, ended.grantId, 'by-patient')
  endedToken = ended.bearer
})

async function call(route: string, query: string, authorization?: string) {
  const { method, url } = requestOf(route, query)
  const res = await standIn.app.request(url, { method, headers: authorization ? { Authorization: authorization } : {} })
  const body = (await res.json().catch(() => ({}))) as { code?: string }
  return { status: res.status, code: body.code }
}

describe('the access table', () => {
  it('names every route the services register, and nothing else', () => {
    expect(registered.length).toBeGreaterThan(70)
    expect(registered.filter((route) => !ROUTE_ACCESS.has(route))).toEqual([])
    expect([...ROUTE_ACCESS.keys()].filter((route) => !registered.includes(route))).toEqual([])
  })
})

describe("what the table says of the routes a helper must never use, and of each scope's routes", () => {
  const PATIENT = '/patient-service/patients/:patientId{[0-9]+}'
  const CONSULTATION = '/consultation-service/consultations/:id{[0-9]+}'
  it.each([
    [`POST ${PATIENT}/configure-password`, 'the password'],
    ['POST /patient-service/patients/patient-consent', 'consent'],
    [`GET ${PATIENT}`, 'identity and contact details'],
    [`PATCH ${PATIENT}`, 'identity and contact details'],
    ['GET /patient-service/patients/mailing-address/:patientId{[0-9]+}', 'the address'],
    [`POST ${PATIENT}/send-phone-number-verification-code`, 'mobile verification'],
    [`POST ${PATIENT}/verify-otp`, 'mobile verification'],
    [`POST ${CONSULTATION}/add-patient-external-care-taker`, 'inviting a video guest'],
    [`DELETE ${CONSULTATION}/patient-remove-attendee`, 'removing a video guest'],
    [`DELETE ${PATIENT}/documents/:docId{[0-9]+}`, "deleting the patient's documents"],
    [`POST ${PATIENT}/helpers`, 'inviting helpers'],
    [`DELETE ${PATIENT}/helpers/:grantId{[0-9]+}`, 'ending helpers'],
    [`POST ${PATIENT}/helping/:grantId{[0-9]+}/token`, 'a token from a token'],
  ])('never: %s (%s)', (route) => {
    expect(ROUTE_ACCESS.get(route)).toBe('never')
  })

  it.each([
    [`GET ${PATIENT}/notification`, ['see']],
    ['GET /consultation-service/consultations/:consultId{[0-9]+}/prescription-report', ['see']],
    ['POST /appointment-service/appointments', ['book']],
    ['DELETE /appointment-service/appointments/:id{[0-9]+}', ['book']],
    ['PATCH /appointment-service/appointments/:id{[0-9]+}/reschedule-appointment', ['book']],
    ['POST /appointment-service/appointments/:id{[0-9]+}/send-message', ['chat']],
    ['POST /consultation-service/consultations/consultation-meetings', ['call']],
    [`POST ${PATIENT}/documents`, ['documents']],
  ])('%s takes %j', (route, scopes) => {
    expect(ROUTE_ACCESS.get(route)).toEqual(scopes)
  })
})

describe.each([...ROUTE_ACCESS].map(([route, access]) => ({ route, access })))('$route', ({ route, access }) => {
  if (access === 'public') {
    it('reads no token: answers without one', async () => {
      expect((await call(route, '')).status).not.toBe(401)
    })
    return
  }

  it('asks for a token', async () => {
    expect((await call(route, '')).status).toBe(401)
  })

  for (const { query, scopes } of casesOf(access)) {
    if (scopes === null) {
      it(`refuses a helper's token${query}, whatever its scopes`, async () => {
        expect(await call(route, query, tokens.all)).toEqual({ status: 403, code: 'HELPER_NOT_ALLOWED' })
      })
      continue
    }
    it.each(HELPER_SCOPES)(`${query} with only the scope %s`, async (scope) => {
      const answer = await call(route, query, tokens[scope])
      if (scopes === 'any' || scopes.includes(scope)) expect(answer.code ?? '').not.toMatch(/^(HELPER_|GRANT_)/)
      else expect(answer).toEqual({ status: 403, code: 'HELPER_SCOPE' })
    })
    it(`refuses the token of an ended grant${query}`, async () => {
      expect(await call(route, query, endedToken)).toEqual({ status: 403, code: 'GRANT_ENDED' })
    })
  }
})
