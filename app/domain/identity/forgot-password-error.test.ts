import { describe, expect, it } from 'vitest'
import { identityMessages, signInMessages } from '~/messages/identity/en'
import { passwordChangeErrorText, recoveryChannel, recoveryErrorText } from './forgot-password-error'

const english = { identityMessages, signInMessages }

describe('recoveryErrorText: forgot password, for the answers that tell nothing', () => {
  it.each([
    [{ status: 400, errorMessage: 'email must be an e-mail address' }, 'email must be an e-mail address'],
    [{ status: 500 }, 'Internal Server Application error'],
    [{ status: 0 }, 'A Problem has Occurred, Please try again later'],
    [{ status: 502 }, 'A Problem has Occurred, Please try again later'],
  ] as const)('%j shows %j', (failure, message) => {
    expect(recoveryErrorText(failure, english)).toBe(message)
  })
})

describe('passwordChangeErrorText: 400 shows errorMessage, 404 shows error', () => {
  it.each([
    [
      { status: 400, errorMessage: 'The current password is incorrect', error: 'Bad Request' },
      'The current password is incorrect',
    ],
    [{ status: 404, errorMessage: 'Patient not found', error: 'Not Found' }, 'Not Found'],
    [{ status: 500 }, 'Internal Server Application error'],
    [{ status: 0 }, 'A Problem has Occurred, Please try again later'],
  ])('%j shows %j', (failure, message) => {
    expect(passwordChangeErrorText(failure, english)).toBe(message)
  })
})

describe('recoveryChannel: an e-mail pattern or exactly 10 digits', () => {
  it.each([
    ['asha@example.com', 'email'],
    ['9876543210', 'phone'],
    [' 9876543210 ', 'phone'],
    ['987654321', null],
    ['98765432101', null],
    ['98765-43210', null],
    ['asha@', null],
    ['asha', null],
    [`${'a'.repeat(45)}@ex.com`, null],
  ])('%j is %s', (input, channel) => {
    expect(recoveryChannel(input)).toBe(channel)
  })
})
