import type { AppLoadContext } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { action as requestAction } from '~/routes/forgot-password._index'
import { action as resetAction, loader as resetLoader } from '~/routes/forgot-password.reset'
import { action as verifyAction, loader as verifyLoader } from '~/routes/forgot-password.verify'
import { standIn } from '../../mocks/standin'
import { cookiesAfter } from '../../support/cookies'
import { formErrors, readReply } from '../../support/reply'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

afterEach(() => {
  vi.useRealTimers()
})

const ask = (emailOrMobile: string, context?: Partial<AppLoadContext>) =>
  run(requestAction, post('/forgot-password', { emailOrMobile }), { context })
const lastMessageTo = (to: string) => standIn.outbox.last({ to })

async function codeSentFor(emailOrMobile: string) {
  const response = await ask(emailOrMobile)
  expect(response).toRedirectTo('/forgot-password/verify')
  return cookiesAfter(response)
}

describe('forgot password, step 1: e-mail or mobile', () => {
  it.each([
    ['nobody@example.com', 'Email id is not registered'],
    ['9000000000', 'Mobile Number is not registered'],
    ['john@example.com', 'Your account has been deactivated. Please contact the hospital.'],
    ['12345', 'Please enter valid email address or Mobile Number'],
  ])('%s: %s', async (input, message) => {
    const response = await ask(input)
    expect(response.status).toBe(400)
    const body = await readReply(response)
    const all = [...(body.error?.[''] ?? []), ...(body.error?.emailOrMobile ?? [])]
    expect(all).toEqual([message])
  })

  it("shows the service's errorMessage for AL01 (asked again at once)", async () => {
    await codeSentFor('asha.verma@example.com')
    expect(await formErrors(await ask('asha.verma@example.com'))).toEqual([
      'An OTP was sent less than 30 seconds ago. Please wait before asking for a new one.',
    ])
  })

  it("says 'OTP sent successfully' and goes to its own verify step", async () => {
    const response = await ask('9876543210')
    const cookie = cookiesAfter(response)
    await expect(response).toShowAlert({ type: 'success', message: 'OTP sent successfully' })
    const page = await run(verifyLoader, get('/forgot-password/verify', cookie))
    expect(await page.json()).toMatchObject({ channel: 'phone', target: '9876543210' })
  })

  it('refuses a rate-limited request with the wait time', async () => {
    const response = await ask('asha.verma@example.com', { rateLimit: { limited: true, retryAfterSeconds: 30 } })
    expect(response.status).toBe(429)
    expect(await formErrors(response)).toEqual(['Too many attempts. Please wait 30 seconds and try again.'])
  })

  it('refuses a form whose honeypot was filled, without sending anything', async () => {
    const response = await run(
      requestAction,
      post('/forgot-password', { emailOrMobile: 'asha.verma@example.com', website: 'http://spam.example' }),
    )
    expect(response.status).toBe(400)
    expect(await standIn.outbox.all()).toEqual([])
  })
})

describe('forgot password, steps 2 and 3', () => {
  it('sends a step opened without a reset in progress back to the start', async () => {
    expect(await run(verifyLoader, get('/forgot-password/verify'))).toRedirectTo('/forgot-password')
    expect(await run(resetLoader, get('/forgot-password/reset'))).toRedirectTo('/forgot-password')
  })

  it("says 'Kindly enter the valid OTP' for a wrong code and 'Please enter OTP' for a malformed one", async () => {
    const cookie = await codeSentFor('asha.verma@example.com')
    const { code } = await lastMessageTo('asha.verma@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    const refused = await run(verifyAction, post('/forgot-password/verify', { otp: wrong }, cookie))
    expect(await formErrors(refused)).toEqual(['Kindly enter the valid OTP'])
    const malformed = await run(verifyAction, post('/forgot-password/verify', { otp: '12' }, cookie))
    expect((await readReply(malformed)).error?.otp).toEqual(['Please enter OTP'])
  })

  it("kills the code after 5 wrong tries and shows the service's text; the portal's own count then says wait", async () => {
    const cookie = await codeSentFor('asha.verma@example.com')
    const { code } = await lastMessageTo('asha.verma@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) await run(verifyAction, post('/forgot-password/verify', { otp: wrong }, cookie))
    const fifth = await run(verifyAction, post('/forgot-password/verify', { otp: wrong }, cookie))
    expect(await formErrors(fifth)).toEqual(['Too many wrong OTP attempts. Please request a new OTP.'])
    const right = await run(verifyAction, post('/forgot-password/verify', { otp: code ?? '' }, cookie))
    expect(right.status).toBe(429)
    expect(await formErrors(right)).toEqual([expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds/)])
  })

  it('refuses a rate-limited code check with the wait time', async () => {
    const cookie = await codeSentFor('asha.verma@example.com')
    const response = await run(verifyAction, post('/forgot-password/verify', { otp: '123456' }, cookie), {
      context: { rateLimit: { limited: true, retryAfterSeconds: 12 } },
    })
    expect(response.status).toBe(429)
    expect(await formErrors(response)).toEqual(['Too many attempts. Please wait 12 seconds and try again.'])
  })

  it('sends a new code with Resend once the 15 minutes are over; the old code is dead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const cookie = await codeSentFor('asha.verma@example.com')
    const first = (await lastMessageTo('asha.verma@example.com')).code
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000)
    const response = await run(verifyAction, post('/forgot-password/verify', { intent: 'resend' }, cookie))
    expect(response).toRedirectTo('/forgot-password/verify')
    await expect(response).toShowAlert({ type: 'success', message: 'OTP sent successfully' }, { cookie })
    const next = cookiesAfter(response, cookie)
    const second = (await lastMessageTo('asha.verma@example.com')).code
    if (first !== second) {
      // the old code is no longer the code
      const old = await run(verifyAction, post('/forgot-password/verify', { otp: first ?? '' }, next))
      expect(await formErrors(old)).toEqual(['Kindly enter the valid OTP'])
    }
    const ok = await run(verifyAction, post('/forgot-password/verify', { otp: second ?? '' }, next))
    expect(ok).toRedirectTo('/forgot-password/reset')
  })

  it('refuses Resend before the 15 minutes are over', async () => {
    const cookie = await codeSentFor('asha.verma@example.com')
    const response = await run(verifyAction, post('/forgot-password/verify', { intent: 'resend' }, cookie))
    expect(await formErrors(response)).toEqual(['You can ask for a new code when the countdown ends.'])
  })

  it('verifies the code, sets the new password with the rules, and the new password signs in', async () => {
    let cookie = await codeSentFor('asha.verma@example.com')
    const { code } = await lastMessageTo('asha.verma@example.com')
    const verified = await run(verifyAction, post('/forgot-password/verify', { otp: code ?? '' }, cookie))
    expect(verified).toRedirectTo('/forgot-password/reset')
    cookie = cookiesAfter(verified, cookie)

    const weak = await run(
      resetAction,
      post('/forgot-password/reset', { newPassword: 'Fresh@Pass', confirmPassword: 'Fresh@Pass' }, cookie),
    )
    expect((await readReply(weak)).error?.newPassword).toEqual(['At least one digit'])
    const empty = await run(
      resetAction,
      post('/forgot-password/reset', { newPassword: '', confirmPassword: '' }, cookie),
    )
    expect(await formErrors(empty)).toEqual(['Please fill all fields'])

    const done = await run(
      resetAction,
      post('/forgot-password/reset', { newPassword: 'Fresh@Pass1', confirmPassword: 'Fresh@Pass1' }, cookie),
    )
    expect(done).toRedirectTo('/forgot-password/done')
    cookie = cookiesAfter(done, cookie)
    expect(cookie).not.toContain('__recovery')
    await expect(signIn('asha', 'Fresh@Pass1')).resolves.toMatch(/^__session=/)
  })
})
