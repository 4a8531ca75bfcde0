/**
 * The devices screen's sign-outs (docs/security.md#your-devices) pass the portal's own request
 * chain (server/request-guard.ts) like every form: from another site, or without this browser's
 * CSRF token, the post is refused before the action starts and every session lives on; from the
 * page, with its token, the other session ends.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { requirePatient } from '~/areas/identity/guard.server'
import * as devicesRoute from '~/routes/_app.devices'
import { csrfToken } from '../../server/csrf'
import { signIn } from '../support/sign-in'
import { letThrough, PUBLIC_URL, SECRET, send, startChain, type Chain } from './server-chain'

const BROWSER = 'e'.repeat(32)
const TOKEN = csrfToken(SECRET, BROWSER)
let started = 0
let chain: Chain

beforeAll(async () => {
  const action = (args: Parameters<typeof devicesRoute.action>[0]) => {
    started++
    return devicesRoute.action(args)
  }
  chain = await startChain({ 'routes/_app.devices': { path: 'devices', module: { action } } })
})
afterAll(() => chain.close())
beforeEach(() => {
  started = 0
  letThrough(chain)
})

const signedIn = (cookie: string) =>
  requirePatient(new Request('http://portal.test/', { headers: { Cookie: cookie } })).then(
    () => true,
    () => false,
  )

const signOutOthers = (cookie: string, body: string, headers: Record<string, string> = {}) =>
  send(chain, '/devices', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })

describe('sign out all other devices', () => {
  it('is refused from another site or without the token; from the page it ends the other session', async () => {
    const other = await signIn('asha', 'Asha@2026')
    const cookie = `${await signIn('asha', 'Asha@2026')}; csrf=${BROWSER}`
    const refused = [
      await signOutOthers(cookie, `_csrf=${TOKEN}&intent=sign-out-others`, { Origin: 'https://evil.example' }),
      await signOutOthers(cookie, `_csrf=${TOKEN}&intent=sign-out-others`, { 'Sec-Fetch-Site': 'cross-site' }),
      await signOutOthers(cookie, 'intent=sign-out-others'),
      await signOutOthers(cookie, `_csrf=${csrfToken(SECRET, 'f'.repeat(32))}&intent=sign-out-others`),
    ]
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403])
    expect(started).toBe(0)
    expect(await signedIn(other)).toBe(true)

    const done = await signOutOthers(cookie, `_csrf=${TOKEN}&intent=sign-out-others`, { Origin: PUBLIC_URL })
    expect(done.status).toBe(302)
    expect(done.headers.location).toBe('/devices')
    expect(started).toBe(1)
    expect(await signedIn(other)).toBe(false)
    expect(await signedIn(cookie)).toBe(true)
  })
})
