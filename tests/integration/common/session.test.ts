import { afterEach, describe, expect, it, vi } from 'vitest'
import { loader as rootLoader } from '~/root'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { action as logout } from '~/routes/logout'
import { loader as signedOut } from '~/routes/resources.signed-out.resource'
import { startSession } from '~/utils/session/session.server'
import { touchSession } from '~/utils/session/touch.server'
import { signPatientToken } from '../../../backend/index.ts'
import { standIn } from '../../mocks/standin'
import { cookiesAfter } from '../../support/cookies'
import { restoreEnv, stubEnv } from '../../support/env'
import { readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

afterEach(() => {
  vi.useRealTimers()
  restoreEnv()
})

async function sessionWith(token: string) {
  return cookiesAfter(new Response(null, { headers: { 'Set-Cookie': await startSession(get('/signin'), token) } }))
}

describe('the guard', () => {
  it('sends a visitor without a session to /signin', async () => {
    const response = await run(dashboard, get('/myappointments'))
    expect(response).toRedirectTo('/signin')
  })

  it('sends a first login to the consent step and a temporary password to change password', async () => {
    const ravi = await run(dashboard, get('/myappointments', await signIn('ravi', 'Ravi@2026')))
    expect(ravi).toRedirectTo('/UserConsentForm')
    const meena = await run(dashboard, get('/myappointments', await signIn('meena', 'Meena@2026')))
    expect(meena).toRedirectTo('/resetpassword')
  })

  it("ends a session whose token has run out with 'Session expired. Login again'", async () => {
    const token = await signPatientToken(
      { user_id: 1, hospital_id: 1, login_status: 'NEXT_LOGIN', temporary_password: 'NO' },
      { expiresInSeconds: -60 },
    )
    const cookie = await sessionWith(token)
    const response = await run(dashboard, get('/myappointments', cookie))
    expect(response).toRedirectTo('/signin')
    expect(cookiesAfter(response, cookie)).not.toContain(token.slice(0, 20))
    await expect(response).toShowAlert({ type: 'error', message: 'Session expired. Login again' }, { cookie })
  })

  it("ends the session when a service answers 400 'JWT expired', whatever the portal's clock says", async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    // The services' clock runs a day ahead: to them the token has expired.
    standIn.reset({ now: () => new Date(Date.now() + 24 * 3600_000) })
    const response = await run(dashboard, get('/myappointments', cookie))
    expect(response).toRedirectTo('/signin')
    await expect(response).toShowAlert({ type: 'error', message: 'Session expired. Login again' }, { cookie })
  })

  it('signs out after the idle time, saying why', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 16 * 60_000)
    const response = await run(dashboard, get('/myappointments', cookie))
    expect(response).toRedirectTo('/signin')
    await expect(response).toShowAlert(
      { message: 'You were signed out after 15 minutes without activity. Please sign in again.' },
      { cookie },
    )
  })

  it('keeps an active session alive: each response restarts the idle timer, on the server', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10 * 60_000)
    await touchSession(get('/myappointments', cookie))
    vi.setSystemTime(Date.now() + 10 * 60_000)
    const response = await run(dashboard, get('/myappointments', cookie))
    expect(response.status).toBe(200)
  })

  it('writes the last action at most every SESSION_LAST_ACTION_WRITE_SECONDS, and takes an idle time of 15 seconds', async () => {
    stubEnv({ SESSION_IDLE_MINUTES: '0.25', SESSION_LAST_ACTION_WRITE_SECONDS: '5' })
    const cookie = await signIn('asha', 'Asha@2026')
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    // 4 s in: too soon to write; 6 s in: written, so the idle end moves to 21 s
    vi.setSystemTime(start + 4_000)
    await touchSession(get('/myappointments', cookie))
    vi.setSystemTime(start + 6_000)
    await touchSession(get('/myappointments', cookie))
    vi.setSystemTime(start + 20_000)
    expect((await run(dashboard, get('/myappointments', cookie))).status).toBe(200)
    vi.setSystemTime(start + 36_000)
    const ended = await run(dashboard, get('/myappointments', cookie))
    expect(ended).toRedirectTo('/signin')
    await expect(ended).toShowAlert(
      { message: 'You were signed out after 0.25 minutes without activity. Please sign in again.' },
      { cookie },
    )
  })
})

describe('logout', () => {
  it('ends the session, tells the browser to clear the site, and lands on /signin', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const response = await run(logout, post('/logout', {}, cookie))
    // by way of the one-use ticket that sets the session's device id again (the browser cleared it)
    const next = response.headers.get('Location') ?? ''
    expect(next).toMatch(/^\/resources\/signed-out\?ticket=[\w-]{24}$/)
    const followed = await run(
      signedOut,
      new Request(new URL(next, get('/').url), { headers: { 'Sec-Fetch-Site': 'same-origin' } }),
    )
    expect(followed.headers.get('Location')).toBe('/signin')
    expect(response.headers.get('Clear-Site-Data')).toBe('"cache", "cookies", "storage"')
    const after = await run(dashboard, get('/myappointments', cookiesAfter(response, cookie)))
    expect(after).toRedirectTo('/signin')
  })
})

describe('the alert banner', () => {
  it('shows an alert on one page only', async () => {
    const token = await signPatientToken(
      { user_id: 1, hospital_id: 1, login_status: 'NEXT_LOGIN', temporary_password: 'NO' },
      { expiresInSeconds: -1 },
    )
    const session = await sessionWith(token)
    const expired = await run(dashboard, get('/myappointments', session))
    const onFirstPage = cookiesAfter(expired, session)
    const first = await run(rootLoader, get('/signin', onFirstPage))
    expect((await readLoaderData<typeof rootLoader>(first)).alert).not.toBeNull()
    const second = await run(rootLoader, get('/signin', cookiesAfter(first, onFirstPage)))
    expect((await readLoaderData<typeof rootLoader>(second)).alert).toBeNull()
  })
})
