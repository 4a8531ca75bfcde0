/**
 * A stolen session cannot make another number the patient's verified mobile
 * (docs/two-step.md#asked-again): the profile's VERIFY asks for the password again, counted as
 * sign-ins are, unless this session passed a second step within the last ten minutes. Replayed as
 * the change that once needed only the session cookie and a code texted to the thief's number.
 */
import { describe, expect, it } from 'vitest'
import { action as profileAction } from '~/routes/_app.newProfile/route'
import { getEnv } from '~/utils/env.server'
import { ASHA, lastCode, onStep, password, turnOnMobileCode } from '../integration/security/support'
import { standIn } from '../mocks/standin'
import { cookiesAfter } from '../support/cookies'
import { readActionData } from '../support/read-response'
import { post } from '../support/requests'
import { run } from '../support/run'

const THIEF = '9123456780'

const onProfile = async (cookies: string, fields: Record<string, string>) => {
  const response = await run(profileAction, post('/newProfile?edit', { firstName: 'Asha', ...fields }, cookies))
  return { status: response.status, reply: await readActionData<typeof profileAction>(response) }
}

const savedMobile = () =>
  standIn
    .db()
    .prepare<[], { phone_number: string; verification_status: string | null }>(
      'SELECT phone_number, verification_status FROM patients WHERE id = 1',
    )
    .get()

/** The thief's number gets a code; the check is then posted with `extra`. */
async function replaceWith(cookies: string, extra: Record<string, string>) {
  const sent = await onProfile(cookies, { intent: 'verify', phoneNumber: THIEF })
  expect(sent.status).toBe(200)
  const { code } = await standIn.outbox.last({ to: `+91${THIEF}`, channel: 'SMS' })
  return onProfile(cookies, {
    intent: 'check-otp',
    phoneNumber: THIEF,
    otpSent: String(sent.reply.verifying?.sent),
    otp: code!,
    ...extra,
  })
}

describe('the verified mobile changed on the profile', () => {
  it('is refused to a session cookie without the password, the form and the dialog kept', async () => {
    const { cookies } = await password()
    const none = await replaceWith(cookies, { address: '12 New Street' })
    expect(none.status).toBe(400)
    expect(none.reply.passwordError).toBe('That password is not right.')
    expect(none.reply.verifying).toMatchObject({ phone: THIEF, passwordAsked: true })
    expect(none.reply.initialValue).toMatchObject({ address: '12 New Street', phoneNumber: THIEF })
    const wrong = await replaceWith(cookies, { password: 'Guess@2026' })
    expect(wrong.reply.passwordError).toBe('That password is not right.')
    expect(wrong.reply.initialValue).not.toHaveProperty('password')
    expect(savedMobile()).toEqual({ phone_number: '9876543210', verification_status: 'verified' })
  })

  it('is made with the password given again', async () => {
    const { cookies } = await password()
    const right = await replaceWith(cookies, { password: ASHA.password })
    expect(right.status).toBe(200)
    expect(right.reply.notice).toBe('OTP verified successfully')
    expect(savedMobile()).toEqual({ phone_number: THIEF, verification_status: 'verified' })
  })

  it('asks nothing more of a session that passed its second step within ten minutes', async () => {
    await turnOnMobileCode((await password()).cookies)
    const again = await password()
    expect(await onStep(again.cookies, { intent: 'send' })).toRedirectTo('/signin/second-step')
    const passed = cookiesAfter(await onStep(again.cookies, { intent: 'mobile', otp: await lastCode() }), again.cookies)
    const sent = await onProfile(passed, { intent: 'verify', phoneNumber: THIEF })
    expect(sent.reply.verifying?.passwordAsked).toBe(false)
    expect((await replaceWith(passed, {})).status).toBe(200)
    expect(savedMobile()).toEqual({ phone_number: THIEF, verification_status: 'verified' })
  })

  it('counts wrong passwords as sign-ins are: past the limit the answer is the seconds to wait', async () => {
    const { cookies } = await password()
    for (let i = 0; i < getEnv().SIGNIN_FAILURES_PER_USERNAME; i += 1)
      expect((await replaceWith(cookies, { password: `Guess@${i}` })).reply.passwordError).toBe(
        'That password is not right.',
      )
    const held = await replaceWith(cookies, { password: ASHA.password })
    expect(held.status).toBe(429)
    expect(held.reply.passwordError).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/)
    expect(savedMobile()?.phone_number).toBe('9876543210')
  })
})
