import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { clearTwoStep } from '~/areas/security.server'
import { loader as devicesLoader } from '~/routes/_app.devices'
import { loader as dashboard } from '~/routes/_app.myappointments'
import type { loader as securityLoader } from '~/routes/_app.security/route'
import { resetEnvCache } from '~/utils/env.server'
import { standIn } from '../../mocks/standin'
import { cookiesAfter } from '../../support/cookies'
import { readLoaderData } from '../../support/read-response'
import { get } from '../../support/requests'
import { run } from '../../support/run'
import { kindsOf } from '../activity/support'
import { ashaWithMobileCode, onSecurity, onStep, password, security, stepData, stepPage } from './support'

/** TWO_STEP off, optional and required; the administrator's reset (docs/two-step.md). */
afterEach(() => {
  delete process.env.TWO_STEP
  resetEnvCache()
})

/** The services hold `phone` as the patient's verified mobile (as after the profile's verification). */
const verified = (phone: string) =>
  standIn.db().prepare(`UPDATE patients SET verification_status = 'verified' WHERE phone_number = ?`).run(phone)

const setting = (value: 'off' | 'required') => {
  process.env.TWO_STEP = value
  resetEnvCache()
}

describe('TWO_STEP=off', () => {
  it('signs in with the password alone and hides the security screen, its link and the second-step page', async () => {
    await ashaWithMobileCode()
    setting('off')
    const { to, cookies } = await password()
    expect(to).toBe('/myappointments')
    expect(await security(cookies)).toRedirectTo('/myappointments')
    expect(await stepPage(cookies)).toRedirectTo('/signin')
    const devices = await readLoaderData<typeof devicesLoader>(await run(devicesLoader, get('/devices', cookies)))
    expect(devices).toMatchObject({ twoStep: false, remembered: [] })
  })
})

describe('TWO_STEP=required', () => {
  it('sends a patient without a method to set the mobile code up to the verified mobile first, then the consent of a first sign-in follows', async () => {
    setting('required')
    verified('9876500002')
    const { to, cookies } = await password('ravi', 'Ravi@2026', '')
    expect(to).toBe('/signin/second-step')
    expect(await run(dashboard, get('/myappointments', cookies))).toRedirectTo('/signin/second-step')
    expect(await stepData(cookies)).toMatchObject({ kind: 'set-up', phone: '002', recovery: false })
    expect(await onStep(cookies, { intent: 'send' })).toRedirectTo('/signin/second-step')
    const { code } = await standIn.outbox.last({ to: '+919876500002', channel: 'SMS' })
    const done = await onStep(cookies, { intent: 'mobile', otp: code! })
    const { codes, notice, next } = (await done.json()) as { codes: string[]; notice: string; next: string }
    expect(codes).toHaveLength(10)
    // the notice Account security gives with them: the codes are below, shown once
    expect(notice).toBe(
      'Two-step sign-in is on. Your recovery codes are below: save them now, you will not see them again.',
    )
    expect(next).toBe('/UserConsentForm')
    const signedIn = cookiesAfter(done, cookies)
    expect(await run(dashboard, get('/myappointments', signedIn))).toRedirectTo('/UserConsentForm')
    expect((await password('ravi', 'Ravi@2026', '')).to).toBe('/signin/second-step')
  })

  it('does not offer turning it off', async () => {
    const { cookies } = await ashaWithMobileCode()
    setting('required')
    const view = await readLoaderData<typeof securityLoader>(await security(cookies))
    expect(view).toMatchObject({ on: true, required: true })
    expect(await onSecurity(cookies, { intent: 'turn-off' })).toRedirectTo('/security')
    expect((await password()).to).toBe('/signin/second-step')
  })
})

describe('a temporary password', () => {
  it('is still changed after the second step passes', async () => {
    setting('required')
    verified('9876500003')
    const { cookies } = await password('meena', 'Meena@2026', '')
    await onStep(cookies, { intent: 'send' })
    const { code } = await standIn.outbox.last({ to: '+919876500003', channel: 'SMS' })
    const done = await onStep(cookies, { intent: 'mobile', otp: code! })
    expect(await done.json()).toMatchObject({ next: '/resetpassword' })
    expect(await run(dashboard, get('/myappointments', cookiesAfter(done, cookies)))).toRedirectTo('/resetpassword')
  })
})

describe('the administrator reset', () => {
  it("clears a patient's methods in the shared store: the next sign-in needs the password only", async () => {
    await ashaWithMobileCode()
    expect((await password()).to).toBe('/signin/second-step')
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/two-step-reset.ts', '1'],
      { env: { ...process.env, NODE_ENV: 'test' } },
    )
    expect(stdout.trim()).toBe(
      'Two-step sign-in cleared for patient 1: every session ended; their next sign-in needs the password only.',
    )
    expect((await password()).to).toBe('/myappointments')
    // the patient's activity says the hospital did it (newest first: the sign-in just now, then the reset)
    expect((await kindsOf(1)).slice(0, 2)).toEqual(['signIn', 'twoStepReset'])
  }, 30_000)

  it('sends a session left pending when the methods were cleared back to sign in', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    await clearTwoStep(1)
    expect(await stepPage(cookies)).toRedirectTo('/signin')
    expect((await password()).to).toBe('/myappointments')
  })
})
