import { describe, expect, it } from 'vitest'
import { loader as dashboard } from '~/routes/_app.myappointments'
import type { loader as securityLoader } from '~/routes/_app.security/route'
import { cookiesAfter } from '../../support/cookies'
import { readLoaderData } from '../../support/read-response'
import { get } from '../../support/requests'
import { run } from '../../support/run'
import { kindsOf } from '../activity/support'
import { ashaWithMobileCode, lastCode, onStep, passWithMobile, password, security, stepData } from './support'

/** Two-step sign-in with the mobile code (docs/two-step.md): turned on from /security, then asked after the password. */
const opens = async (cookies: string) => (await run(dashboard, get('/myappointments', cookies))).status === 200

describe('turning the mobile code on', () => {
  it('sends a code to the verified mobile, and a right code turns it on with ten recovery codes shown once', async () => {
    const { cookies, codes } = await ashaWithMobileCode()
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    expect(new Set(codes).size).toBe(10)
    const view = await readLoaderData<typeof securityLoader>(await security(cookies))
    expect(view).toMatchObject({ on: true, phone: '210', codesLeft: '10 unused recovery codes left.' })
    expect(JSON.stringify(view)).not.toContain(codes[0]!) // never shown again
    expect(await kindsOf(1)).toContain('twoStepMethodAdded')
  })
})

describe('signing in with the mobile code', () => {
  it('leaves the session pending after the password: the dashboard sends it to the second step', async () => {
    await ashaWithMobileCode()
    const { to, cookies } = await password()
    expect(to).toBe('/signin/second-step')
    expect(await run(dashboard, get('/myappointments', cookies))).toRedirectTo('/signin/second-step')
    expect(await stepData(cookies)).toMatchObject({ kind: 'second-step', phone: '210', codeSent: null })
  })

  it('passes with the code texted on request, under a new session id, to the dashboard', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    const answer = await passWithMobile(cookies)
    expect(answer).toRedirectTo('/myappointments')
    const signedIn = cookiesAfter(answer, cookies)
    expect(signedIn).not.toBe(cookies)
    expect(await opens(signedIn)).toBe(true)
    expect(await opens(cookies)).toBe(false) // the pending id is gone
    const kinds = await kindsOf(1)
    expect(kinds).toContain('secondStepPassed')
  })

  it('refuses a wrong code with the exact message, records it, and keeps the session pending', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    await onStep(cookies, { intent: 'send' })
    const right = await lastCode()
    const wrong = right === '0000' ? '1111' : '0000'
    const answer = await onStep(cookies, { intent: 'mobile', otp: wrong })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      error: { otp: ['That code is not right or has expired. Check the text message, or send a new code.'] },
    })
    expect(await kindsOf(1)).toContain('secondStepFailed')
    expect(await opens(cookies)).toBe(false)
  })

  it('asks for the four digits when the code is missing or not digits, and to send a code first', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    const before = await onStep(cookies, { intent: 'mobile', otp: '1234' })
    expect(await before.json()).toMatchObject({ error: { '': ['Send a code first.'] } })
    await onStep(cookies, { intent: 'send' })
    const letters = await onStep(cookies, { intent: 'mobile', otp: 'abcd' })
    expect(letters.status).toBe(400)
    expect(await letters.json()).toMatchObject({ error: { otp: ['Enter the 4-digit code from the text message.'] } })
  })
})
