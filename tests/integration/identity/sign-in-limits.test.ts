import { describe, expect, it } from 'vitest'
import { action } from '~/routes/signin'
import { limits } from '~/utils/session/limits.server'
import { hit } from '~/utils/session/rate-limit.server'
import { formErrors } from '../../support/reply'
import { post } from '../../support/requests'
import { run } from '../../support/run'

const signInWith = (username: string, password: string, clientAddress: string) =>
  run(action, post('/signin', { username, password }), { context: { clientAddress } })

const TOO_MANY = /^Too many sign-in attempts\. Please wait \d+ seconds/
const ATTACKER = '203.0.113.66'
const PATIENT = '198.51.100.7'

/** Failures of `username` from many addresses, counted straight into the store (as fast as a botnet). */
async function failuresEverywhere(username: string, count: number) {
  for (let i = 0; i < count; i++) await hit(limits().signInFailuresPerUsername, username)
}

describe('the sign-in throttle (ADR 42)', () => {
  it('blocks a username from one address after 10 failures, before calling the services', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await signInWith('nobody@example.org', 'wrong', ATTACKER)
      expect(await formErrors(response)).toEqual([
        'Invalid username or password. After several wrong tries, sign-in pauses for a while: try again later or reset your password.',
      ])
    }
    const blocked = await signInWith('nobody@example.org', 'wrong', ATTACKER)
    expect(blocked.status).toBe(429)
    expect(await formErrors(blocked)).toEqual([expect.stringMatching(TOO_MANY)])
  })

  it("ten wrong passwords from a stranger's address do not keep the patient out at her own", async () => {
    // the stand-in locks a real account after 5 wrong passwords: an unknown username shows the portal's own count
    for (let i = 0; i < 11; i++) await signInWith('Asha.Nobody', 'wrong', ATTACKER)
    expect((await signInWith('asha.nobody', 'wrong', ATTACKER)).status).toBe(429)
    expect(await formErrors(await signInWith('asha.nobody', 'wrong', PATIENT))).toEqual([
      'Invalid username or password. After several wrong tries, sign-in pauses for a while: try again later or reset your password.',
    ])
    expect((await signInWith('asha', 'Asha@2026', PATIENT)).status).toBe(302)
  })

  it('after very many failures across addresses, an address the patient signed in from still gets in; a new one waits', async () => {
    expect((await signInWith('asha', 'Asha@2026', PATIENT)).status).toBe(302)
    await failuresEverywhere('asha', 100)
    expect((await signInWith('asha', 'Asha@2026', PATIENT)).status).toBe(302)
    const stranger = await signInWith('asha', 'Asha@2026', ATTACKER)
    expect(stranger.status).toBe(429)
    expect(await formErrors(stranger)).toEqual([expect.stringMatching(TOO_MANY)])
  })

  it('failures across addresses beyond the first ten are answered more and more slowly', async () => {
    await failuresEverywhere('slow.nobody', 12)
    const start = Date.now()
    expect(await formErrors(await signInWith('slow.nobody', 'wrong', ATTACKER))).toEqual([
      'Invalid username or password. After several wrong tries, sign-in pauses for a while: try again later or reset your password.',
    ])
    // the 13th failure waits 3 × 250 ms
    expect(Date.now() - start).toBeGreaterThanOrEqual(750)
  })
})
