/**
 * The CSRF token is checked before any action runs (server/request-guard.ts): replayed on every
 * action of the portal that never reads its body (logout, a document's delete, the registration
 * consent, 'Stay signed in'), the real route modules behind the portal's own request chain
 * (tests/security/server-chain.ts) and the stand-in. With a wrong or missing token each is a 403,
 * its action never starts and nothing changes; with the page's token it does its work.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { requirePatient } from '~/areas/identity/guard.server'
import * as deleteDocument from '~/routes/_app.newProfile_.delete.$docId'
import { action as uploadDocuments } from '~/routes/_app.newProfile_.documents.$fileType.resource'
import * as logoutRoute from '~/routes/logout'
import * as registerStep from '~/routes/register._index'
import * as registerConsent from '~/routes/register.consent'
import * as keepAlive from '~/routes/resources.keep-alive.resource'
import { csrfToken } from '../../server/csrf'
import { documentRows } from '../integration/profile/support'
import { standIn } from '../mocks/standin'
import { cookiesAfter } from '../support/cookies'
import { pdfBytes } from '../support/files'
import { multipart, post } from '../support/requests'
import { run } from '../support/run'
import { signIn } from '../support/sign-in'
import { letThrough, SECRET, send, startChain, type Chain } from './server-chain'

const BROWSER = 'c'.repeat(32)
const TOKEN = csrfToken(SECRET, BROWSER)
const OTHER_TOKEN = csrfToken(SECRET, 'd'.repeat(32))
let started: string[] = []
let chain: Chain

type Action = (args: never) => unknown
/** The route's real action, noted when it starts. */
const watched = (name: string, action: Action) => ({
  action: (args: never) => {
    started.push(name)
    return action(args)
  },
})

beforeAll(async () => {
  chain = await startChain({
    'routes/logout': { path: 'logout', module: watched('logout', logoutRoute.action) },
    'routes/_app.newProfile_.delete.$docId': {
      path: 'newProfile/delete/:docId',
      module: watched('delete', deleteDocument.action),
    },
    'routes/register.consent': { path: 'register/consent', module: watched('consent', registerConsent.action) },
    'routes/resources.keep-alive': { path: 'resources/keep-alive', module: watched('keep-alive', keepAlive.action) },
  })
})
afterAll(() => chain.close())
beforeEach(() => {
  started = []
  letThrough(chain)
})

/** The ways a post can carry a token that is not this browser's (or none). */
const WRONG: [string, (cookie: string) => { headers: Record<string, string>; body?: string }][] = [
  ['a wrong token in the body', (cookie) => form(cookie, `_csrf=${'x'.repeat(43)}`)],
  ["another browser's token in the body", (cookie) => form(cookie, `_csrf=${OTHER_TOKEN}`)],
  ['no token, another field', (cookie) => form(cookie, 'intent=delete')],
  ['the token after another field', (cookie) => form(cookie, `intent=x&_csrf=${OTHER_TOKEN}`)],
  [
    'a wrong token in the header and no body',
    (cookie) => ({ headers: { Cookie: cookie, 'X-CSRF-Token': OTHER_TOKEN } }),
  ],
  [
    'a multipart body whose first part is not the token',
    (cookie) => ({
      headers: { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=b' },
      body: `--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nx\r\n--b\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${TOKEN}\r\n--b--\r\n`,
    }),
  ],
]

function form(cookie: string, body: string) {
  return { headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body }
}

const withCsrf = (cookie: string) => `${cookie}; csrf=${BROWSER}`
const signedIn = async (cookie: string) =>
  requirePatient(new Request('http://portal.test/', { headers: { Cookie: cookie } })).then(
    () => true,
    () => false,
  )

async function refusedEach(path: string, cookie: string) {
  for (const [name, request] of WRONG) {
    const answer = await send(chain, path, { method: 'POST', ...request(cookie) })
    expect(answer.status, name).toBe(403)
  }
  expect(started).toEqual([])
}

describe('an action that never reads its body does not run on a wrong or missing token', () => {
  it('logout: the session lives on; with the token it ends', async () => {
    const cookie = withCsrf(await signIn('asha', 'Asha@2026'))
    await refusedEach('/logout', cookie)
    expect(await signedIn(cookie)).toBe(true)
    const answer = await send(chain, '/logout', { method: 'POST', ...form(cookie, `_csrf=${TOKEN}`) })
    expect(answer.status).toBe(302)
    expect(started).toEqual(['logout'])
    expect(await signedIn(cookie)).toBe(false)
  })

  it("a document's delete: the document stays; with the token it goes", async () => {
    const session = await signIn('asha', 'Asha@2026')
    const upload = { field: 'files', name: 'id.pdf', type: 'application/pdf', bytes: pdfBytes() }
    const uploaded = await run(uploadDocuments, await multipart('/newProfile/documents/GOVT', [upload], session), {
      params: { fileType: 'GOVT' },
    })
    expect(uploaded.status).toBeLessThan(400)
    const cookie = withCsrf(session)
    const before = documentRows()
    const doc = before[0]!
    await refusedEach(`/newProfile/delete/${doc.id}`, cookie)
    expect(documentRows()).toEqual(before)
    const answer = await send(chain, `/newProfile/delete/${doc.id}`, {
      method: 'POST',
      ...form(cookie, `_csrf=${TOKEN}`),
    })
    expect(answer.status).toBe(302)
    expect(documentRows().map((d) => d.id)).not.toContain(doc.id)
  })

  it('the registration consent: nobody is registered; with the token the patient is', async () => {
    const details = {
      firstName: 'Lata',
      lastName: 'Rao',
      dateOfBirth: '1994-02-03',
      gender: 'FEMALE',
      email: 'lata.csrf@example.com',
      phoneNumber: '9123456781',
    }
    const step = await run(registerStep.action, post('/register?hospitalId=1', details))
    expect(step).toRedirectTo('/register/consent?hospitalId=1')
    const cookie = withCsrf(cookiesAfter(step))
    const registered = () =>
      standIn
        .db()
        .prepare<[string], { n: number }>('SELECT count(*) AS n FROM patients WHERE email = ?')
        .get(details.email)?.n
    await refusedEach('/register/consent?hospitalId=1', cookie)
    expect(registered()).toBe(0)
    const answer = await send(chain, '/register/consent?hospitalId=1', {
      method: 'POST',
      ...form(cookie, `_csrf=${TOKEN}`),
    })
    expect(answer.status).toBe(302)
    expect(registered()).toBe(1)
  })

  it("'Stay signed in': the idle clock is not touched; with the token it is", async () => {
    const cookie = withCsrf(await signIn('asha', 'Asha@2026'))
    await refusedEach('/resources/keep-alive', cookie)
    const answer = await send(chain, '/resources/keep-alive', {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-Token': TOKEN },
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ ok: true })
    expect(started).toEqual(['keep-alive'])
  })
})
