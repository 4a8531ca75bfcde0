import { describe, expect, it } from 'vitest'
import type { loader as securityLoader } from '~/routes/_app.security/route'
import { cookiesAfter } from '../../support/cookies'
import { readLoaderData } from '../../support/read-response'
import { kindsOf } from '../activity/support'
import { ashaWithMobileCode, onSecurity, onStep, passWithMobile, password, security } from './support'

/** Recovery codes (docs/two-step.md): ten, shown once, each usable once, replaced by a new set. */
describe('a recovery code at the second step', () => {
  it('passes once, typed in capitals with spaces; the same code again is refused', async () => {
    const { codes } = await ashaWithMobileCode()
    const first = await password()
    const typed = ` ${codes[3]!.toUpperCase().replace('-', ' ')} `
    const passed = await onStep(first.cookies, { intent: 'recovery', recoveryCode: typed })
    expect(passed).toRedirectTo('/myappointments')
    expect(await kindsOf(1)).toEqual(expect.arrayContaining(['recoveryCodeUsed', 'secondStepPassed']))
    const view = await readLoaderData<typeof securityLoader>(await security(cookiesAfter(passed, first.cookies)))
    expect(view.codesLeft).toBe('9 unused recovery codes left.')

    const second = await password()
    const again = await onStep(second.cookies, { intent: 'recovery', recoveryCode: codes[3]! })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({
      error: { recoveryCode: ['That recovery code is not right, or it was used already.'] },
    })
  })

  it('passes one of two browsers sending the same code at once, never both', async () => {
    const { codes } = await ashaWithMobileCode()
    const [one, two] = [await password(), await password('asha', 'Asha@2026', 'device=otherDeviceOfAsha00000')]
    const answers = await Promise.all(
      [one, two].map(({ cookies }) => onStep(cookies, { intent: 'recovery', recoveryCode: codes[5]! })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([302, 400])
  })

  it('refuses a made-up code and an empty one with their messages', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    const madeUp = await onStep(cookies, { intent: 'recovery', recoveryCode: 'abcde-fghjk' })
    expect(await madeUp.json()).toMatchObject({
      error: { recoveryCode: ['That recovery code is not right, or it was used already.'] },
      initialValue: { recoveryCode: 'abcde-fghjk' },
    })
    const empty = await onStep(cookies, { intent: 'recovery', recoveryCode: '  ' })
    expect(await empty.json()).toMatchObject({ error: { recoveryCode: ['Enter a recovery code.'] } })
    expect(await kindsOf(1)).toContain('secondStepFailed')
  })
})

describe('new recovery codes', () => {
  it('need a fresh second step; then replace the old set, which stops working', async () => {
    const { cookies: enrolled, codes: old } = await ashaWithMobileCode()
    // signed in with the password before two-step was on: no second step passed in this session
    expect(await onSecurity(enrolled, { intent: 'new-codes' })).toRedirectTo('/signin/second-step')

    const { cookies: pending } = await password()
    const signedIn = cookiesAfter(await passWithMobile(pending), pending)
    const answer = await onSecurity(signedIn, { intent: 'new-codes' })
    const { codes, notice } = (await answer.json()) as { codes: string[]; notice: string }
    expect(notice).toBe('New recovery codes made, below: save them now. Your old codes no longer work.')
    expect(codes).toHaveLength(10)
    expect(codes).not.toContain(old[0])
    expect(await kindsOf(1)).toContain('recoveryCodesRenewed')

    const next = await password()
    const refused = await onStep(next.cookies, { intent: 'recovery', recoveryCode: old[0]! })
    expect(refused.status).toBe(400)
    expect(await onStep(next.cookies, { intent: 'recovery', recoveryCode: codes[0]! })).toRedirectTo('/myappointments')
  })
})
