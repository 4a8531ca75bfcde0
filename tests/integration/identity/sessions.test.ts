import { afterEach, describe, expect, it, vi } from 'vitest'
import { loader as rootLoader } from '~/root'
import { loader as history } from '~/routes/_app.appointmentHistory'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { action as changePassword } from '~/routes/_app.resetpassword'
import { action as logout } from '~/routes/logout'
import { action as consent } from '~/routes/UserConsentForm'
import { getPatient } from '~/utils/session/session.server'
import { touchSession } from '~/utils/session/touch.server'
import { getStore } from '~/utils/shared-store/index.server'
import { standIn } from '../../mocks/standin'
import { cookiesAfter } from '../../support/cookies'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

/**
 * Server-side sessions (ADR 39): the browser holds only a random id; the server
 * decides whether it is still a session.
 */
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The cookie's value is `<base64 of the JSON id>.<signature>`: the id itself. */
function idIn(cookie: string) {
  const value = decodeURIComponent(cookie.split('=')[1] ?? '')
  return JSON.parse(Buffer.from(value.split('.')[0] ?? '', 'base64').toString('utf8')) as unknown
}

const opens = async (cookie: string) => (await run(dashboard, get('/myappointments', cookie))).status === 200

describe('the session cookie', () => {
  it('carries only a random id of at least 128 bits, never the token', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const id = idIn(cookie)
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/) // 24 random bytes: 192 bits
    expect(cookie).not.toMatch(/eyJ/) // no JWT, not even base64-wrapped
    expect(Buffer.from(decodeURIComponent(cookie.split('=')[1] ?? ''), 'base64').toString()).not.toMatch(/eyJ/)
  })

  it('is a new id at every sign-in, and the old one is dead', async () => {
    const first = await signIn('asha', 'Asha@2026')
    const second = await signIn('asha', 'Asha@2026')
    expect(idIn(second)).not.toBe(idIn(first))
    expect(await opens(first)).toBe(true) // two browsers may each be signed in
    const again = await run(
      (await import('~/routes/signin')).action,
      post('/signin', { username: 'asha', password: 'Asha@2026' }, first),
    )
    expect(again.status).toBe(302)
    expect(await opens(first)).toBe(false) // signing in again from one browser replaces its session
    expect(await opens(cookiesAfter(again))).toBe(true)
  })
})

describe('logout', () => {
  it('kills the session on the server: a copy of the cookie taken before leads to /signin', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const copy = cookie
    await run(logout, post('/logout', {}, cookie))
    const response = await run(dashboard, get('/myappointments', copy))
    expect(response).toRedirectTo('/signin')
  })
})

describe('lifetimes enforced on the server', () => {
  it('ends a session 12 hours after sign-in however active it is', async () => {
    const cookie = await signIn('kiran', 'Kiran@2026')
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    // a request every 14 minutes: never idle
    for (let minutes = 14; minutes < 12 * 60; minutes += 14) {
      vi.setSystemTime(start + minutes * 60_000)
      await touchSession(get('/myappointments', cookie))
    }
    // (the page would refuse the stand-in's one-hour token by now: ask the session itself)
    expect(await getPatient(get('/myappointments', cookie))).not.toBeNull()
    vi.setSystemTime(start + 12 * 3_600_000 + 1_000)
    expect(await getPatient(get('/myappointments', cookie))).toBeNull()
  })
})

describe('a new id after the consent step and after a password change', () => {
  it('renews the id at consent; the old id no longer opens anything', async () => {
    const before = await signIn('ravi', 'Ravi@2026')
    const response = await run(
      consent,
      post('/UserConsentForm', { name: 'Ravi Kumar', relation: 'Self', agree: 'on' }, before),
    )
    expect(response).toRedirectTo('/myappointments')
    const after = cookiesAfter(response)
    expect(idIn(after)).not.toBe(idIn(before))
    expect(await opens(after)).toBe(true)
    expect(await opens(before)).toBe(false)
  })

  it('a voluntary change renews this id and ends every other session of the patient', async () => {
    const here = await signIn('asha', 'Asha@2026')
    const elsewhere = await signIn('asha', 'Asha@2026')
    const response = await run(
      changePassword,
      post(
        '/resetpassword',
        { currentPassword: 'Asha@2026', newPassword: 'Fresh@Pass1', confirmPassword: 'Fresh@Pass1' },
        here,
      ),
    )
    expect(response).toRedirectTo('/myappointments')
    const renewed = cookiesAfter(response)
    expect(idIn(renewed)).not.toBe(idIn(here))
    expect(await opens(renewed)).toBe(true)
    expect(await opens(here)).toBe(false)
    expect(await opens(elsewhere)).toBe(false)
  })
})

describe('an inactive account', () => {
  it("ends every session of the patient, not only this browser's", async () => {
    const here = await signIn('asha', 'Asha@2026')
    const elsewhere = await signIn('asha', 'Asha@2026')
    standIn.db().prepare(`UPDATE patients SET status = 'INACTIVE' WHERE id = 1`).run()
    expect(await run(history, get('/appointmentHistory', here))).toRedirectTo('/signin')
    // even once the account is active again, the sessions it had are gone
    standIn.db().prepare(`UPDATE patients SET status = 'ACTIVE' WHERE id = 1`).run()
    expect(await opens(here)).toBe(false)
    expect(await opens(elsewhere)).toBe(false)
  })
})

describe('a store that cannot be reached', () => {
  it('is a 503 with no details, never a 500', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    vi.spyOn(getStore(), 'get').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:6379'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = await run(dashboard, get('/myappointments', cookie))
    expect(page.status).toBe(503)
    expect(await page.text()).not.toMatch(/ECONNREFUSED|6379/)
    const root = await run(rootLoader, get('/signin', cookie))
    expect(root.status).toBe(503)
  })
})
