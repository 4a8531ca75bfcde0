import { describe, expect, it } from 'vitest'
import { signInMessages as english } from '~/messages/identity/en'
import { loginErrorText } from './login-error'

describe('loginErrorText', () => {
  it("turns 'Bad credentials' into 'Invalid username or password'", () => {
    expect(loginErrorText({ status: 401, serverText: 'Bad credentials' }, english)).toBe('Invalid username or password')
  })

  it.each([
    'Your trial has expired',
    'Your account has been deactivated. Please contact the hospital.',
    'Account locked after 5 failed attempts. Try again in 15 minutes.',
    'Try again in an hour',
  ])("shows '%s' as received", (text) => {
    expect(loginErrorText({ status: 423, serverText: text }, english)).toBe(text)
  })

  it('shows the 500 text for a server error without a telling message', () => {
    expect(loginErrorText({ status: 500, serverText: 'NullPointerException' }, english)).toBe(
      'Internal Server Application error',
    )
  })

  it('shows the generic problem for anything else, including unreachable services', () => {
    expect(loginErrorText({ status: 0 }, english)).toBe('A Problem has Occurred, Please try again later')
    expect(loginErrorText({ status: 502, serverText: 'Bad Gateway' }, english)).toBe(
      'A Problem has Occurred, Please try again later',
    )
  })
})
