import { describe, expect, it } from 'vitest'
import { recordSignInFailure } from '~/flows/identity.server'
import { action } from '~/routes/signin'
import { formErrors } from '../../support/reply'
import { post } from '../../support/requests'
import { run, testContext } from '../../support/run'

const signInWith = (username: string, password: string, clientAddress = testContext.clientAddress) =>
  run(action, post('/signin', { username, password }), { context: { clientAddress } })

describe('failed sign-ins per username (shared store)', () => {
  it('blocks a username after 10 failures within 15 minutes, from any address, before calling the services', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await signInWith('nobody@example.org', 'wrong', `198.51.100.${i}`)
      expect(await formErrors(response)).toEqual(['Invalid username or password'])
    }
    const blocked = await signInWith('nobody@example.org', 'wrong', '198.51.100.99')
    expect(blocked.status).toBe(429)
    expect(await formErrors(blocked)).toEqual([
      expect.stringMatching(/^Too many sign-in attempts\. Please wait \d+ seconds/),
    ])
    const other = await signInWith('asha', 'Asha@2026')
    expect(other.status).toBe(302)
  })

  it('a success clears the count', async () => {
    // counted directly: the stand-in itself locks a real account after 5 wrong passwords
    for (let i = 0; i < 9; i++) await recordSignInFailure('asha')
    expect((await signInWith('asha', 'Asha@2026')).status).toBe(302)
    for (let i = 0; i < 9; i++) await recordSignInFailure('asha')
    expect((await signInWith('asha', 'Asha@2026')).status).toBe(302)
  })
})
