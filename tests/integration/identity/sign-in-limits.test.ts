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
const WRONG =
  'Invalid username or password. After several wrong tries, sign-in pauses for a while: try again later or reset your password.'

/** Failures of `username` from many addresses, counted straight into the store (as fast as a botnet). */
async function failuresEverywhere(username: string, count: number) {
  for (let i = 0; i < count; i++) await hit(limits().signInFailuresPerUsername, username)
}

describe('the sign-in throttle (ADR 42)', () => {
  it('blocks a username from an address it signed in from after 10 failures, before calling the services', async () => {
    expect((await signInWith('asha', 'Asha@2026', PATIENT)).status).toBe(302)
    // the services lock after 5: their lock reads as a wrong password too
    for (let i = 0; i < 10; i++) expect(await formErrors(await signInWith('asha', 'wrong', PATIENT))).toEqual([WRONG])
    const blocked = await signInWith('asha', 'wrong', PATIENT)
    expect(blocked.status).toBe(429)
    expect(await formErrors(blocked)).toEqual([expect.stringMatching(TOO_MANY)])
  })

  it('gives strangers their tries again once the patient signs in, as the services forget their count', async () => {
    expect((await signInWith('asha', 'Asha@2026', PATIENT)).status).toBe(302)
    for (let i = 0; i < 2; i++) expect(await formErrors(await signInWith('asha', 'wrong', ATTACKER))).toEqual([WRONG])
    expect((await signInWith('asha', 'wrong', ATTACKER)).status).toBe(429)
    expect((await signInWith('asha', 'Asha@2026', PATIENT)).status).toBe(302)
    expect(await formErrors(await signInWith('asha', 'wrong', ATTACKER))).toEqual([WRONG])
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
