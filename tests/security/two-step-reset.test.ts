/**
 * The administrator's reset (`npm run two-step:reset`, docs/two-step.md#turning-it-off) signs a thief
 * out with the patient: every session of the patient ends, it is in her activity, and a reset that
 * cannot reach the portal's store says so plainly. Replayed as the reset that once left a session
 * which had taken the account over signed in.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { kindsOf } from '../integration/activity/support'
import { ashaWithMobileCode, passWithMobile, password } from '../integration/security/support'
import { cookiesAfter } from '../support/cookies'
import { get } from '../support/requests'
import { run } from '../support/run'

const reset = (env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/two-step-reset.ts', '1'], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
  })

const opens = async (cookies: string) => (await run(dashboard, get('/myappointments', cookies))).status === 200

describe('the administrator reset', () => {
  it('ends every session of the patient, the one that passed the second step elsewhere too, and is in her activity', async () => {
    const { cookies: patient } = await ashaWithMobileCode()
    const other = await password('asha', 'Asha@2026', '')
    const taken = cookiesAfter(await passWithMobile(other.cookies), other.cookies)
    expect(await opens(taken)).toBe(true)

    const { stdout } = await reset()
    expect(stdout.trim()).toBe(
      'Two-step sign-in cleared for patient 1: every session ended; their next sign-in needs the password only.',
    )
    expect(await opens(taken)).toBe(false)
    expect(await opens(patient)).toBe(false)
    expect((await kindsOf(1))[0]).toBe('twoStepReset')
  }, 30_000)

  it('says plainly that it did not finish, and why, when the store is misconfigured', async () => {
    const failed = await reset({ REDIS_URL: 'not-a-url' }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stdout).toBe('')
    expect(failed?.stderr).toContain('REDIS_URL: must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
    expect(failed?.stderr).toContain(
      "Two-step reset of patient 1 did not finish: the portal's shared store could not be used (the line above says why).\nRun it with the portal's own environment: REDIS_URL for the cluster's Redis, or PORTAL_DATA_DIR for its SQLite folder.",
    )
  }, 30_000)
})
