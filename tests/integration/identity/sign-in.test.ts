import type { AppLoadContext } from '@remix-run/node'
import { afterEach, describe, expect, it } from 'vitest'
import { action, loader } from '~/routes/signin'
import { injectFault } from '../../mocks/standin'
import { restoreEnv, stubEnv } from '../../support/env'
import { formErrors, readReply } from '../../support/reply'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { standInLogs } from '../../support/standin-logs'

const WRONG =
  'Invalid username or password. After several wrong tries, sign-in pauses for a while: try again later or reset your password.'

const signInWith = (fields: Record<string, string>, context?: Partial<AppLoadContext>) =>
  run(action, post('/signin', fields), { context })

async function loggedMessages() {
  return (await standInLogs()).map((l) => l.logMessage)
}

afterEach(restoreEnv)

describe('sign-in action', () => {
  it.each([
    { username: 'asha', password: 'Asha@2026', destination: '/myappointments' },
    { username: 'ravi', password: 'Ravi@2026', destination: '/UserConsentForm' },
    { username: 'meena', password: 'Meena@2026', destination: '/resetpassword' },
  ])(
    'signs $username in and sends them to $destination with an httpOnly session cookie',
    async ({ username, password, destination }) => {
      const response = await signInWith({ username, password })
      expect(response).toRedirectTo(destination)
      const setCookie = response.headers.get('Set-Cookie') ?? ''
      expect(setCookie).toMatch(/^__session=/)
      expect(setCookie).toMatch(/HttpOnly/i)
      expect(setCookie).toMatch(/SameSite=Lax/i)
      expect(setCookie).not.toMatch(/Max-Age|Expires/i)
    },
  )

  it('lower-cases the username before sending it', async () => {
    const response = await signInWith({ username: '  ASHA ', password: 'Asha@2026' })
    expect(response).toRedirectTo('/myappointments')
  })

  it('shows the required messages and calls nothing when fields are empty', async () => {
    const response = await signInWith({ username: '', password: '' })
    expect(response.status).toBe(400)
    const body = await readReply(response)
    expect(body.error?.username).toEqual(['Username is required'])
    expect(body.error?.password).toEqual(['Password is required'])
  })

  it('says the username or password is wrong, keeps the username and drops the password', async () => {
    const response = await signInWith({ username: 'asha', password: 'wrong-password' })
    expect(response.status).toBe(400)
    const body = await readReply(response)
    expect(await formErrors(response)).toEqual([WRONG])
    expect(body.initialValue?.username).toBe('asha')
    expect(body.initialValue?.password).toBeUndefined()
  })

  it('shows the deactivation text of an inactive patient as received', async () => {
    const response = await signInWith({ username: 'john', password: 'John@2026' })
    expect(await formErrors(response)).toEqual(['Your account has been deactivated. Please contact the hospital.'])
  })

  it("shows the services' lock as a wrong password, the same answer an unknown username gets after as many failures", async () => {
    // strangers reach the services' lock only where the setting lets them
    stubEnv({ SIGNIN_STRANGER_FAILURES: '10' })
    for (let i = 0; i < 5; i++) await signInWith({ username: 'kiran', password: 'nope' })
    for (let i = 0; i < 5; i++) await signInWith({ username: 'kiran.nobody', password: 'nope' })
    const locked = await signInWith({ username: 'kiran', password: 'Kiran@2026' })
    const unknown = await signInWith({ username: 'kiran.nobody', password: 'Kiran@2026' })
    expect(await formErrors(locked)).toEqual([WRONG])
    expect(await formErrors(unknown)).toEqual([WRONG])
    expect(locked.status).toBe(unknown.status)
  })

  it.each([
    ['server-error', 'Internal Server Application error'],
    ['timeout', 'A Problem has Occurred, Please try again later'],
    ['refused', 'A Problem has Occurred, Please try again later'],
  ] as const)("maps a %s of the login call to '%s' and logs it", async (kind, message) => {
    injectFault({ method: 'post', path: '/patient-service/login', kind })
    const response = await signInWith({ username: 'asha', password: 'Asha@2026' })
    expect(response.status).toBe(400)
    expect(await formErrors(response)).toEqual([message])
    // the report goes through the logger queue after the answer (ADR 45)
    await expect
      .poll(async () => (await loggedMessages())[0])
      .toMatch(/^http:\/\/services\.test\/patient-service\/login /)
  })

  it('refuses a rate-limited attempt with the wait time, before calling the services', async () => {
    const response = await signInWith(
      { username: 'asha', password: 'Asha@2026' },
      { rateLimit: { limited: true, retryAfterSeconds: 42 } },
    )
    expect(response.status).toBe(429)
    expect(await formErrors(response)).toEqual(['Too many sign-in attempts. Please wait 42 seconds and try again.'])
  })
})

describe('sign-in page loader', () => {
  it('lets a visitor without a session see the page', async () => {
    const response = await run(loader, get('/signin'))
    expect(response.status).toBe(200)
  })

  it('sends a signed-in patient to the dashboard', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const response = await run(loader, get('/signin', cookie))
    expect(response).toRedirectTo('/myappointments')
  })
})
