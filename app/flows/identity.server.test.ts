import { describe, expect, it } from 'vitest'
import {
  clearSignInFailures,
  recordSignInFailure,
  SIGNIN_FAILURES_PER_USERNAME,
  signInBlockedFor,
} from './identity.server'

describe('failed sign-ins per username', () => {
  it(`blocks a username after ${SIGNIN_FAILURES_PER_USERNAME} failures for the rest of 15 minutes`, () => {
    const t0 = 1_000_000
    for (let i = 0; i < SIGNIN_FAILURES_PER_USERNAME - 1; i++) recordSignInFailure('guess', t0)
    expect(signInBlockedFor('guess', t0)).toBe(0)
    recordSignInFailure('guess', t0)
    expect(signInBlockedFor('guess', t0 + 60_000)).toBe(14 * 60)
    expect(signInBlockedFor('other', t0)).toBe(0)
    expect(signInBlockedFor('guess', t0 + 15 * 60_000)).toBe(0)
  })

  it('a success clears the count', () => {
    const t0 = 5_000_000
    for (let i = 0; i < SIGNIN_FAILURES_PER_USERNAME; i++) recordSignInFailure('clear-me', t0)
    clearSignInFailures('clear-me')
    expect(signInBlockedFor('clear-me', t0)).toBe(0)
  })
})
