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

const SENT = 'If this e-mail address or mobile number is registered, we have sent a code to it.'

const ask = (emailOrMobile: string, context?: Partial<AppLoadContext>) =>
  run(requestAction, post('/forgot-password', { emailOrMobile }), { context })
const lastMessageTo = (to: string) => standIn.outbox.last({ to })

async function codeSentFor(emailOrMobile: string) {
  const response = await ask(emailOrMobile)
  expect(response).toRedirectTo('/forgot-password/verify')
  return cookiesAfter(response)
}

describe('forgot password, step 1: e-mail or mobile', () => {
  it("refuses what is neither an e-mail address nor 10 digits with the portal's message", async () => {
    const body = await readReply(await ask('12345'))
    expect(body.error?.emailOrMobile).toEqual(['Please enter valid email address or Mobile Number'])
  })

  it.each([
    ['an unknown e-mail address', 'nobody@example.com', 'email'],
    ['an unknown mobile number', '9000000000', 'phone'],
    ["an inactive patient's address", 'john@example.com', 'email'],
    ['a patient', 'asha.verma@example.com', 'email'],
  ])('%s gets the same answer and the same next step', async (_, input, channel) => {
    const response = await ask(input)
    expect(response).toRedirectTo('/forgot-password/verify')
    await expect(response).toShowAlert({ type: 'success', message: SENT })
    const page = await run(verifyLoader, get('/forgot-password/verify', cookiesAfter(response)))
    const data = await page.json()
    expect(Object.keys(data).sort()).toEqual(['channel', 'now', 'resendAt', 'target', 'texts', 'title'])
    expect(data).toMatchObject({ channel, target: input })
  })

  it('asked again at once (AL01 from the services), the answer is the same', async () => {
    await codeSentFor('asha.verma@example.com')
    const again = await ask('asha.verma@example.com')
    expect(again).toRedirectTo('/forgot-password/verify')
    await expect(again).toShowAlert({ type: 'success', message: SENT })
  })

  it('sends a code only to a patient, and goes to its own verify step', async () => {
    await codeSentFor('nobody@example.com')
    expect(await standIn.outbox.all()).toEqual([])
    const cookie = await codeSentFor('9876543210')
    expect((await lastMessageTo('9876543210')).code).toMatch(/^\d{6}$/)
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

  it("a code for an unknown address fails as a wrong code does, and the portal's count stops both alike", async () => {
    const unknown = await codeSentFor('nobody@example.com')
    const known = await codeSentFor('asha.verma@example.com')
    const { code } = await lastMessageTo('asha.verma@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (const cookie of [unknown, known]) {
      for (let i = 0; i < 5; i++) {
        const refused = await run(verifyAction, post('/forgot-password/verify', { otp: wrong }, cookie))
        expect(refused.status).toBe(400)
        expect(await formErrors(refused)).toEqual(['Kindly enter the valid OTP'])
      }
      const sixth = await run(verifyAction, post('/forgot-password/verify', { otp: wrong }, cookie))
      expect(sixth.status).toBe(429)
    }
  })

  it("kills the code after 5 wrong tries with the portal's text; the portal's own count then says wait", async () => {
    const cookie = await codeSentFor('asha.verma@example.com')
    const { code } = await lastMessageTo('asha.verma@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) await run(verifyAction, post('/forgot-password/verify', { otp: wrong }, cookie))
    const fifth = await run(verifyAction, post('/forgot-password/verify', { otp: wrong }, cookie))
    expect(await formErrors(fifth)).toEqual(['Kindly enter the valid OTP'])
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
    await expect(response).toShowAlert({ type: 'success', message: SENT }, { cookie })
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
