import { describe, expect, it } from 'vitest'
import { signInMessages as english } from '~/messages/identity/en'
import { loginErrorText } from './login-error'

describe('loginErrorText', () => {
  const neutral =
    'Invalid username or password. After several wrong tries, sign-in pauses for a while: try again later or reset your password.'

  it("turns 'Bad credentials' into the portal's text", () => {
    expect(loginErrorText({ status: 401, serverText: 'Bad credentials' }, english)).toBe(neutral)
  })

  it('shows the lock as it shows a wrong password, so the lock never tells a username is a patient', () => {
    expect(
      loginErrorText(
        { status: 423, serverText: 'Account locked after 5 failed attempts. Try again in 15 minutes.' },
        english,
      ),
    ).toBe(neutral)
    expect(loginErrorText({ status: 400, serverText: 'Too many failed attempts' }, english)).toBe(neutral)
  })

  it.each([
    'Your trial has expired',
    'Your account has been deactivated. Please contact the hospital.',
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
