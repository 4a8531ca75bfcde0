import { afterEach, describe, expect, it, vi } from 'vitest'
import { FRESH_MS } from '~/domain/security/flow'
import { action as requestReset } from '~/routes/forgot-password._index'
import { action as resetAction } from '~/routes/forgot-password.reset'
import { action as verifyReset } from '~/routes/forgot-password.verify'
import { standIn } from '../../mocks/standin'
import { cookiesAfter } from '../../support/cookies'
import { post } from '../../support/requests'
import { run } from '../../support/run'
import { kindsOf } from '../activity/support'
import { ashaWithMobileCode, onSecurity, onStep, passWithMobile, password, stepData } from './support'

/** Turning the second step off needs a fresh one; a password reset does not remove it (docs/two-step.md). */
afterEach(() => {
  vi.useRealTimers()
})

describe('turning two-step sign-in off', () => {
  it('without a second step in this session, sends the patient to pass it again, then comes back to turn it off', async () => {
    const { cookies } = await ashaWithMobileCode()
    expect(await onSecurity(cookies, { intent: 'turn-off' })).toRedirectTo('/signin/second-step')
    expect(await stepData(cookies)).toMatchObject({ kind: 'confirm', phone: '210', remember: false })
    const confirmed = await passWithMobile(cookies)
    expect(confirmed).toRedirectTo('/security')
    const fresh = cookiesAfter(confirmed, cookies)
    const off = await onSecurity(fresh, { intent: 'turn-off' })
    expect(off).toRedirectTo('/security')
    await expect(off).toShowAlert({ type: 'success', message: 'Two-step sign-in is off.' }, { cookie: fresh })
    expect(await kindsOf(1)).toContain('twoStepMethodRemoved')
    expect((await password()).to).toBe('/myappointments')
  })

  it('is refused once the second step passed is older than 10 minutes', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    const signedIn = cookiesAfter(await passWithMobile(cookies), cookies)
    vi.useFakeTimers({ now: Date.now() + FRESH_MS + 1_000, toFake: ['Date'] })
    expect(await onSecurity(signedIn, { intent: 'turn-off' })).toRedirectTo('/signin/second-step')
    vi.useRealTimers()
    expect((await password()).to).toBe('/signin/second-step') // still on
  })
})

describe('a password reset', () => {
  it('keeps the second step: the new password still leads to it', async () => {
    await ashaWithMobileCode()
    const asked = await run(requestReset, post('/forgot-password', { emailOrMobile: 'asha.verma@example.com' }))
    let cookie = cookiesAfter(asked)
    const { code } = await standIn.outbox.last({ to: 'asha.verma@example.com' })
    cookie = cookiesAfter(await run(verifyReset, post('/forgot-password/verify', { otp: code ?? '' }, cookie)), cookie)
    const done = await run(
      resetAction,
      post('/forgot-password/reset', { newPassword: 'Fresh@Pass1', confirmPassword: 'Fresh@Pass1' }, cookie),
    )
    expect(done).toRedirectTo('/forgot-password/done')
    expect((await password('asha', 'Fresh@Pass1')).to).toBe('/signin/second-step')
  })
})

describe('a pending session', () => {
  it('ends 10 minutes after the password: the second-step page then sends it to sign in', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    vi.useFakeTimers({ now: Date.now() + 10 * 60_000, toFake: ['Date'] })
    expect(await onStep(cookies, { intent: 'send' })).toRedirectTo('/signin')
  })
})
