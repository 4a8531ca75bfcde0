/**
 * Where the hospital requires two-step sign-in, the mobile code is set up only to the number the
 * services already verified (docs/two-step.md#turning-it-off): whoever holds the password of a
 * patient with no verified mobile can't make their own number the patient's second step. Replayed
 * as the set-up that once texted a number typed at the step.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { resetEnvCache } from '~/utils/env.server'
import { onStep, password, stepData } from '../integration/security/support'
import { standIn } from '../mocks/standin'

afterEach(() => {
  delete process.env.TWO_STEP
  resetEnvCache()
})

const required = () => {
  process.env.TWO_STEP = 'required'
  resetEnvCache()
}

const textsTo = async (to: string) => (await standIn.outbox.all()).filter((m) => m.to === to && m.channel === 'SMS')

describe('TWO_STEP=required, a patient without a verified mobile', () => {
  it('is sent to verify it first, never set up to a number typed at the step', async () => {
    required()
    standIn.db().prepare('UPDATE patients SET verification_status = NULL WHERE phone_number = ?').run('9876500005')
    const { to, cookies } = await password('kiran', 'Kiran@2026', '')
    expect(to).toBe('/security')
    expect(await onStep(cookies, { intent: 'send', phone: '9123456789' })).toRedirectTo('/security')
    expect(await textsTo('+919123456789')).toEqual([])
  })

  it('goes to the consent of a first sign-in before that', async () => {
    required()
    const { to, cookies } = await password('ravi', 'Ravi@2026', '')
    expect(to).toBe('/UserConsentForm')
    await onStep(cookies, { intent: 'send', phone: '9123456789' })
    expect(await textsTo('+919123456789')).toEqual([])
  })
})

describe('TWO_STEP=required, a patient with a verified mobile and no method', () => {
  it('sets up to that number, whatever number is posted', async () => {
    required()
    const { to, cookies } = await password('kiran', 'Kiran@2026', '')
    expect(to).toBe('/signin/second-step')
    expect(await stepData(cookies)).toMatchObject({ kind: 'set-up', phone: '005' })
    expect(await onStep(cookies, { intent: 'send', phone: '9123456789' })).toRedirectTo('/signin/second-step')
    expect(await textsTo('+919123456789')).toEqual([])
    expect(await textsTo('+919876500005')).toHaveLength(1)
  })
})
