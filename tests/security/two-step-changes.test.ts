/**
 * A stolen session cannot make two-step sign-in its own (docs/two-step.md#asked-again): turning it
 * on asks for the password again, and each change to it is told to the patient through the
 * hospital's notifications, whoever made it. Replayed as the turning-on that once needed only the
 * session.
 */
import { describe, expect, it } from 'vitest'
import { action as profileAction } from '~/routes/_app.newProfile/route'
import { loader as notifications } from '~/routes/_app.notification'
import { ASHA, lastCode, onSecurity, onStep, password, turnOnMobileCode } from '../integration/security/support'
import { standIn } from '../mocks/standin'
import { cookiesAfter } from '../support/cookies'
import { readLoaderData } from '../support/read-response'
import { get, post } from '../support/requests'
import { run } from '../support/run'

const told = async (cookies: string) =>
  (await readLoaderData<typeof notifications>(await run(notifications, get('/notification', cookies))))
    .notifications!.filter((n) => n.title === 'Account security')
    .map((n) => n.message)

const fieldError = async (response: Response, field: string) =>
  ((await response.json()) as { error: Record<string, string[]> }).error[field]

describe('turning two-step sign-in on', () => {
  it('asks for the password again before any code is sent', async () => {
    const { cookies } = await password()
    const texts = async () => (await standIn.outbox.all()).filter((m) => m.to === ASHA.mobile).length
    const before = await texts()

    const none = await onSecurity(cookies, { intent: 'send' })
    expect(none.status).toBe(400)
    expect(await fieldError(none, 'password')).toEqual(['That password is not right.'])
    const wrong = await onSecurity(cookies, { intent: 'send', password: 'Guess@2026' })
    expect(await fieldError(wrong, 'password')).toEqual(['That password is not right.'])
    expect((await onSecurity(cookies, { intent: 'mobile', otp: '1234' })).status).toBe(400)
    expect(await texts()).toBe(before)

    expect(await onSecurity(cookies, { intent: 'send', password: ASHA.password })).toRedirectTo('/security')
    expect(await texts()).toBe(before + 1)
    // a new code for the same turning-on needs no password again
    expect(await onSecurity(cookies, { intent: 'send' })).toRedirectTo('/security')
    const on = await onSecurity(cookies, { intent: 'mobile', otp: await lastCode() })
    expect(on.status).toBe(200)
    expect(await told(cookies)).toEqual([
      'Two-step sign-in was turned on for your account, with a code to your mobile number ending in 210. If this was not you, change your password and call the hospital.',
    ])
  })

  it('is told to the patient with each change after it: new recovery codes, turned off', async () => {
    const { cookies } = await password()
    await turnOnMobileCode(cookies)
    const again = await password()
    expect(await onSecurity(again.cookies, { intent: 'send' })).toRedirectTo('/signin/second-step')
    // a fresh second step, then the changes
    expect(await onStep(again.cookies, { intent: 'send' })).toRedirectTo('/signin/second-step')
    const fresh = await onStep(again.cookies, { intent: 'mobile', otp: await lastCode() })
    const signedIn = cookiesAfter(fresh, again.cookies)
    expect((await onSecurity(signedIn, { intent: 'new-codes' })).status).toBe(200)
    expect(await onSecurity(signedIn, { intent: 'turn-off' })).toRedirectTo('/security')
    expect((await told(signedIn)).slice(0, 2)).toEqual([
      'Two-step sign-in was turned off for your account. If this was not you, change your password and turn it on again.',
      'New recovery codes were made for your account; the old ones no longer work. If this was not you, change your password.',
    ])
  })
})

describe('a verified mobile replaced on the profile', () => {
  it('is told to the patient, naming the ends of the old and the new number', async () => {
    const cookies = (await password()).cookies
    const step = (fields: Record<string, string>) =>
      run(profileAction, post('/newProfile?edit', { firstName: 'Asha', ...fields }, cookies))
    expect((await step({ intent: 'verify', phoneNumber: '9123456780' })).status).toBe(200)
    const { code } = await standIn.outbox.last({ to: '+919123456780', channel: 'SMS' })
    const checked = await step({
      intent: 'check-otp',
      phoneNumber: '9123456780',
      otpSent: String(Date.now()),
      otp: code!,
      password: ASHA.password,
    })
    expect(checked.status).toBe(200)
    expect(await told(cookies)).toEqual([
      'The verified mobile number of your account was changed from the one ending in 210 to one ending in 780. If this was not you, change your password and call the hospital.',
    ])
  })
})
