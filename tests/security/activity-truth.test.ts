import { afterEach, describe, expect, it, vi } from 'vitest'
import { activityPage } from '~/areas/activity.server'
import { loader as frame } from '~/routes/_app'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { inRequest, kindsOf } from '../integration/activity/support'
import { ashaWithMobileCode, passWithMobile, password } from '../integration/security/support'
import { restoreEnv, stubEnv } from '../support/env'
import { get } from '../support/requests'
import { run } from '../support/run'
import { signIn } from '../support/sign-in'

/**
 * The activity says what happened and keeps the patient's own entries: a password passed without
 * the second step is recorded as that, not as a sign-in; attempts a stranger can make (wrong
 * passwords, password-only sign-ins, wrong codes) cannot push the patient's entries out of the
 * bounded list; a session's idle end is one entry however many of its requests find it ended.
 */
afterEach(() => {
  vi.useRealTimers()
  restoreEnv()
})

describe('a password passed without the second step', () => {
  it('is recorded as that; the sign-in is the second step passed', async () => {
    await inRequest(() => ashaWithMobileCode())
    const { to, cookies } = await inRequest(() => password())
    expect(to).toBe('/signin/second-step')
    expect((await kindsOf(1))[0]).toBe('signInPasswordOnly')
    const page = await inRequest(() => activityPage(1, 'signIns', null))
    expect(page.entries.map((e) => e.kind)).toContain('signInPasswordOnly')
    expect(await inRequest(() => passWithMobile(cookies))).toRedirectTo('/myappointments')
    expect((await kindsOf(1)).slice(0, 2)).toEqual(['secondStepPassed', 'signInPasswordOnly'])
  })
})

describe("a stranger's attempts", () => {
  it("cannot push the patient's own entries out of the list", async () => {
    stubEnv({ ACTIVITY_MAX_ENTRIES: '100' })
    // her own: the sign-in and two-step sign-in turned on
    await inRequest(() => ashaWithMobileCode())
    for (let i = 0; i < 120; i++) await inRequest(() => password())
    const own = (await inRequest(() => activityPage(1, 'twoStep', null))).entries.map((e) => e.kind)
    expect(own).toEqual(['twoStepMethodAdded'])
    // the newest 100 attempts, then her sign-in: 101 entries, on 11 pages of 10
    const { last } = await inRequest(() => activityPage(1, 'signIns', null))
    expect(last).toBe(11)
    const oldest = await inRequest(() => activityPage(1, 'signIns', '11'))
    expect(oldest.entries.map((e) => e.kind)).toEqual(['signIn'])
  }, 60_000)
})

describe("a session's idle end", () => {
  it('is recorded once, however many of its requests find it ended', async () => {
    const cookie = await inRequest(() => signIn('asha', 'Asha@2026'))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 16 * 60_000)
    // a page load runs the frame's loader and the page's at once; a second tab asks too
    const answers = await inRequest(() =>
      Promise.all([
        run(frame, get('/myappointments', cookie)),
        run(dashboard, get('/myappointments', cookie)),
        run(dashboard, get('/myappointments', cookie)),
      ]),
    )
    for (const answer of answers) expect(answer).toRedirectTo('/signin')
    expect((await kindsOf(1)).filter((kind) => kind === 'signOutIdle')).toEqual(['signOutIdle'])
  })
})
