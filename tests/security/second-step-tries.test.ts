/**
 * The patient can always pass their own second step, and guessing the texted code is hopeless
 * (docs/two-step.md#limits, ADR 96). Each replay is whoever holds the password typing wrong codes
 * from a browser of their own, as the requests that once shut the patient out for 15 minutes at a
 * time, and guessed on without end.
 */
import { describe, expect, it } from 'vitest'
import { loader as notifications } from '~/routes/_app.notification'
import { kindsOf } from '../integration/activity/support'
import { ASHA, ashaWithMobileCode, lastCode, onStep, password } from '../integration/security/support'
import { readLoaderData } from '../support/read-response'
import { get } from '../support/requests'
import { run } from '../support/run'

const STRANGER = '198.51.100.66'
const TOO_MANY = /^Too many attempts\. Please wait \d+ seconds and try again\.$/
const STOPPED =
  /^Too many wrong codes were typed from browsers new to this account, so the texted code works here again only after \d\d-\w{3}-\d{4}\. Use a recovery code or a passkey, or sign in from a browser you have used before\.$/

/** A browser new to asha (no device cookie) past her password: its pending session's cookies. */
const newBrowser = async () => (await password(ASHA.username, ASHA.password, '')).cookies

/** Asks for a code and types a wrong one: the answer. */
async function wrongCode(cookies: string, address = STRANGER) {
  expect(await onStep(cookies, { intent: 'send' }, address)).toRedirectTo('/signin/second-step')
  const code = await lastCode()
  return onStep(cookies, { intent: 'mobile', otp: code === '0000' ? '1111' : '0000' }, address)
}

/** Asks for a code and types it: the answer. */
async function rightCode(cookies: string, address: string) {
  expect(await onStep(cookies, { intent: 'send' }, address)).toRedirectTo('/signin/second-step')
  return onStep(cookies, { intent: 'mobile', otp: await lastCode() }, address)
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: Record<string, string[]> }).error['']?.[0]

describe("a stranger's wrong codes", () => {
  it("spend neither the patient's recovery codes nor the texted code on a browser she signed in on", async () => {
    const { codes } = await ashaWithMobileCode()
    const stranger = await newBrowser()
    // five wrong tries from one browser of the stranger's, each after a new text but the last
    for (let i = 0; i < 4; i++) expect((await wrongCode(stranger)).status).toBe(400)
    const held = await onStep(stranger, { intent: 'mobile', otp: '0000' }, STRANGER)
    expect(held.status).toBe(429)
    expect(await errorOf(held)).toMatch(STOPPED)

    // a recovery code, typed in another new browser, passes
    const recovery = await onStep(await newBrowser(), { intent: 'recovery', recoveryCode: codes[0]! }, '192.0.2.10')
    expect(recovery).toRedirectTo('/myappointments')
    // the texted code, in the browser asha signed in on before, is sent and passes
    const own = await password()
    expect(own.to).toBe('/signin/second-step')
    expect(await rightCode(own.cookies, '192.0.2.11')).toRedirectTo('/myappointments')
  })

  it('from a browser she signed in on are held there for 15 minutes, not in other browsers', async () => {
    await ashaWithMobileCode()
    const own = await password()
    for (let i = 0; i < 4; i++) expect((await wrongCode(own.cookies)).status).toBe(400)
    // the fifth wrong code is typed against the last one sent: the services allow five per text
    expect((await onStep(own.cookies, { intent: 'mobile', otp: '0000' }, STRANGER)).status).toBe(400)
    const held = await onStep(own.cookies, { intent: 'mobile', otp: '0000' }, STRANGER)
    expect(held.status).toBe(429)
    expect(await errorOf(held)).toMatch(TOO_MANY)
    // another browser is not held by that one's tries
    expect(await rightCode(await newBrowser(), '192.0.2.12')).toRedirectTo('/myappointments')
  })
})

describe('the texted code from browsers new to the patient', () => {
  it('stops after 4 wrong codes in 30 days, even for a right one; she is told once, in the activity and by notification', async () => {
    const { cookies: patient, codes } = await ashaWithMobileCode()
    for (let i = 0; i < 3; i++) expect((await wrongCode(await newBrowser())).status).toBe(400)
    const last = await newBrowser()
    expect((await wrongCode(last)).status).toBe(400)

    // the right code, typed in that browser, is refused now; a new browser is sent no code
    const stopped = await onStep(last, { intent: 'mobile', otp: await lastCode() }, '192.0.2.20')
    expect(stopped.status).toBe(429)
    expect(await errorOf(stopped)).toMatch(STOPPED)
    const unsent = await onStep(await newBrowser(), { intent: 'send' }, '192.0.2.21')
    expect(unsent.status).toBe(429)
    expect(await errorOf(unsent)).toMatch(STOPPED)

    expect((await kindsOf(1)).filter((k) => k === 'secondStepCodeStopped')).toHaveLength(1)
    const { notifications: told } = await readLoaderData<typeof notifications>(
      await run(notifications, get('/notification', patient)),
    )
    const alerts = told!.filter((n) => n.title === 'Account security' && n.message.startsWith('Too many wrong codes'))
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.message).toMatch(
      /^Too many wrong codes were typed at your second sign-in step from a browser you have not used before\. The texted code works there again after \d\d-\w{3}-\d{4}; a recovery code, a passkey or a browser you have used works now\. If this was not you, change your password\.$/,
    )

    // a recovery code still passes in a new browser, and the texted code in the one she signed in on
    const recovery = await onStep(await newBrowser(), { intent: 'recovery', recoveryCode: codes[1]! }, '192.0.2.22')
    expect(recovery).toRedirectTo('/myappointments')
    const own = await password()
    expect(await rightCode(own.cookies, '192.0.2.23')).toRedirectTo('/myappointments')
  })
})
