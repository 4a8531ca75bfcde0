import { afterEach, describe, expect, it, vi } from 'vitest'
import { activityPage } from '~/areas/activity.server'
import { loader as frame } from '~/routes/_app'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { action as changePassword } from '~/routes/_app.resetpassword'
import { resetEnvCache } from '~/utils/env.server'
import { inRequest, kindsOf } from '../integration/activity/support'
import { ashaWithMobileCode, passWithMobile, password } from '../integration/security/support'
import { get, post } from '../support/requests'
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
  vi.unstubAllEnvs()
  resetEnvCache()
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
    vi.stubEnv('ACTIVITY_MAX_ENTRIES', '100')
    resetEnvCache()
    const { cookies } = await inRequest(() => ashaWithMobileCode())
    const changed = await inRequest(() =>
      run(
        changePassword,
        post(
          '/resetpassword',
          { currentPassword: 'Asha@2026', newPassword: 'Asha@2027!', confirmPassword: 'Asha@2027!' },
          cookies,
        ),
      ),
    )
    expect(changed.status).toBe(302)
    for (let i = 0; i < 120; i++) await inRequest(() => password('asha', 'Asha@2027!', ''))
    const all = (await inRequest(() => activityPage(1, 'security', null))).entries.map((e) => e.kind)
    expect(all).toContain('passwordChanged')
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
