import { describe, expect, it } from 'vitest'
import { identityMessages, signInMessages } from '~/messages/identity/en'
import {
  otpErrorText,
  passwordChangeErrorText,
  recoveryChannel,
  recoveryErrorText,
  resendErrorText,
} from './forgot-password-error'

const english = { identityMessages, signInMessages }

describe('recoveryErrorText: the forgot-password errors of docs/rules/identity.md#errors', () => {
  it.each([
    [{ status: 404, serverText: 'User not found' }, 'email', 'Email id is not registered'],
    [{ status: 404, serverText: 'User not found' }, 'phone', 'Mobile Number is not registered'],
    [{ status: 423, serverText: 'Account locked' }, 'email', 'Account locked'],
    [{ status: 400, serverText: 'Too soon', errorMessage: 'Too soon' }, 'email', 'Too soon'],
    [{ status: 409, code: 'AL01', errorMessage: 'Already sent', serverText: 'Already sent' }, 'phone', 'Already sent'],
    [{ status: 500 }, 'email', 'Internal Server Application error'],
    [{ status: 0 }, 'email', 'A Problem has Occurred, Please try again later'],
    [{ status: 502, serverText: 'Bad Gateway' }, 'phone', 'A Problem has Occurred, Please try again later'],
  ] as const)('%j (%s) shows %j', (failure, channel, message) => {
    expect(recoveryErrorText(failure, channel, english)).toBe(message)
  })

  it('a resend refused with 404 or 423 shows the text inline as received', () => {
    expect(resendErrorText({ status: 404, serverText: 'User not found' }, 'email', english)).toBe('User not found')
    expect(resendErrorText({ status: 423, serverText: 'Locked' }, 'phone', english)).toBe('Locked')
    expect(resendErrorText({ status: 404 }, 'phone', english)).toBe('Mobile Number is not registered')
  })
})

describe('otpErrorText', () => {
  it.each([
    [null, 'Kindly enter the valid OTP'],
    [
      { status: 400, serverText: 'The OTP has expired. Please request a new one.' },
      'The OTP has expired. Please request a new one.',
    ],
    [{ status: 400 }, 'Kindly enter the valid OTP'],
    [{ status: 500, serverText: 'NullPointerException' }, 'Kindly enter the valid OTP'],
  ] as const)('%j shows %j', (failure, message) => {
    expect(otpErrorText(failure, english)).toBe(message)
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
