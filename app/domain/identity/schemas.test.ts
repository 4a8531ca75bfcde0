import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { identityMessages as english } from '~/messages/identity/en'
import {
  changePasswordSchema,
  consentSchema,
  newPasswordSchema,
  otpSchema,
  recoverySchema,
  registerSchema,
} from './schemas'

/** The errors an action would reply with, per field, for these form fields. */
function errorsOf(schema: z.ZodTypeAny, fields: Record<string, string>) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  const submission = parseWithZod(form, { schema })
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

const good = { currentPassword: 'Meena@2026', newPassword: 'Fresh@Pass1', confirmPassword: 'Fresh@Pass1' }

describe('change password (docs/rules/identity.md#validation)', () => {
  it.each([
    [{ ...good, currentPassword: '' }, 'currentPassword', 'Please enter mandatory fields'],
    [{ ...good, currentPassword: 'short' }, 'currentPassword', 'At least minimum 8 characters'],
    [{ ...good, newPassword: '' }, 'newPassword', 'Please enter mandatory fields'],
    [{ ...good, newPassword: 'fresh@pass1', confirmPassword: 'fresh@pass1' }, 'newPassword', 'At least one Uppercase'],
    [{ ...good, newPassword: 'FRESH@PASS1' }, 'newPassword', 'At least one Lowercase'],
    [{ ...good, newPassword: 'Fresh@Pass' }, 'newPassword', 'At least one digit'],
    [{ ...good, newPassword: 'FreshPass1' }, 'newPassword', 'At least one Special Characters'],
    [{ ...good, newPassword: 'Fr@1' }, 'newPassword', 'At least minimum 8 characters'],
    [{ ...good, newPassword: 'Fresh @Pass1' }, 'newPassword', 'Whitespace is not allowed in the password'],
    [
      { ...good, newPassword: `Fresh@Pass1${'x'.repeat(120)}` },
      'newPassword',
      'Password must be at most 128 characters',
    ],
    [{ ...good, confirmPassword: 'Fresh@Pass2' }, 'confirmPassword', "Password doesn't match"],
    [{ ...good, confirmPassword: '' }, 'confirmPassword', 'Please enter mandatory fields'],
  ])('%j: %s says %j', (fields, field, message) => {
    expect(errorsOf(changePasswordSchema(english), fields)[field]).toEqual([message])
  })

  it('accepts a good change, and the same pair in the forgot-password step', () => {
    expect(errorsOf(changePasswordSchema(english), good)).toEqual({})
    expect(
      errorsOf(newPasswordSchema(english), { newPassword: 'Fresh@Pass1', confirmPassword: 'Fresh@Pass1' }),
    ).toEqual({})
  })
})

describe('consent (docs/rules/identity.md#validation)', () => {
  const ok = { name: 'Ravi Kumar', relation: 'Self', agree: 'on' }
  it.each([
    [{ ...ok, name: '' }, 'name', 'Please enter the name'],
    [{ ...ok, name: '!!!' }, 'name', 'Please enter the name'],
    [{ ...ok, name: 'R' }, 'name', 'Please lengthen this text to 2 characters or more.'],
    [{ ...ok, name: 'R!' }, 'name', 'Please lengthen this text to 2 characters or more.'],
    [{ ...ok, relation: '' }, 'relation', 'Please choose the relationship'],
    [{ ...ok, relation: 'Neighbour' }, 'relation', 'Please choose the relationship'],
    [{ name: 'Ravi', relation: 'Self' }, 'agree', 'Please tick I Read and Agree to continue'],
  ])('%j: %s says %j', (fields, field, message) => {
    expect(errorsOf(consentSchema(english), fields)[field]).toEqual([message])
  })

  it('sends the cleaned name', () => {
    const form = new FormData()
    form.set('name', '  Ravi   K@umar ')
    form.set('relation', 'Father')
    form.set('agree', 'on')
    const submission = parseWithZod(form, { schema: consentSchema(english) })
    expect(submission.status === 'success' && submission.value.name).toBe('Ravi Kumar')
  })
})

describe('registration (docs/rules/identity.md#validation)', () => {
  const schema = registerSchema('2026-03-10', english)
  const ok = {
    firstName: 'Lata',
    lastName: 'Rao',
    dateOfBirth: '1994-02-03',
    gender: 'FEMALE',
    email: 'lata.rao@example.com',
    phoneNumber: '9123456780',
  }
  it.each([
    [{ ...ok, firstName: 'L' }, 'firstName', 'Please lengthen this text to 2 characters or more'],
    [{ ...ok, firstName: 'L!' }, 'firstName', 'Please lengthen this text to 2 characters or more'],
    [{ ...ok, lastName: '' }, 'lastName', 'Please lengthen this text to 2 characters or more'],
    [{ ...ok, lastName: 'x'.repeat(51) }, 'lastName', 'Please shorten this text to 50 characters or less'],
    [{ ...ok, dateOfBirth: '' }, 'dateOfBirth', 'Please select DOB'],
    [{ ...ok, dateOfBirth: '03/02/1994' }, 'dateOfBirth', 'Please select DOB'],
    [{ ...ok, dateOfBirth: '2026-03-11' }, 'dateOfBirth', 'Date of birth cannot be in the future'],
    [{ ...ok, gender: '' }, 'gender', 'Select the gender value'],
    [{ ...ok, gender: 'UNKNOWN' }, 'gender', 'Select the gender value'],
    [{ ...ok, email: 'lata' }, 'email', 'Please enter valid email address'],
    [{ ...ok, email: '' }, 'email', 'Please enter valid email address'],
    [{ ...ok, email: `${'l'.repeat(45)}@example.com` }, 'email', 'Please enter valid email address'],
    [{ ...ok, phoneNumber: '912345678' }, 'phoneNumber', 'Please enter 10 digit Mobile Number'],
    [{ ...ok, phoneNumber: '91234567801' }, 'phoneNumber', 'Please enter 10 digit Mobile Number'],
    [{ ...ok, phoneNumber: '91234-5678' }, 'phoneNumber', 'Please enter 10 digit Mobile Number'],
  ])('%j: %s says %j', (fields, field, message) => {
    expect(errorsOf(schema, fields)[field]).toEqual([message])
  })

  it('strips and lower-cases', () => {
    const form = new FormData()
    for (const [k, v] of Object.entries({ ...ok, firstName: 'Lá-ta!', email: ' Lata.Rao@Example.com' })) form.set(k, v)
    const submission = parseWithZod(form, { schema })
    expect(submission.status).toBe('success')
    if (submission.status === 'success') {
      // ADR 53: letters of any script and hyphens stay, other symbols go
      expect(submission.value.firstName).toBe('Lá-ta')
      expect(submission.value.email).toBe('lata.rao@example.com')
    }
  })
})

describe('forgot password inputs (docs/rules/identity.md#validation)', () => {
  it.each([
    [{ emailOrMobile: '' }, 'Please enter valid email address or Mobile Number'],
    [{ emailOrMobile: '12345' }, 'Please enter valid email address or Mobile Number'],
    [{ emailOrMobile: 'asha@' }, 'Please enter valid email address or Mobile Number'],
  ])('%j says %j', (fields, message) => {
    expect(errorsOf(recoverySchema(english), fields).emailOrMobile).toEqual([message])
  })

  it.each(['', '12345', '1234567', 'abcdef'])('OTP %j says Please enter OTP', (otp) => {
    expect(errorsOf(otpSchema(english), { otp }).otp).toEqual(['Please enter OTP'])
  })

  it('accepts an e-mail, a mobile number and a 6-digit code', () => {
    expect(errorsOf(recoverySchema(english), { emailOrMobile: 'asha@example.com' })).toEqual({})
    expect(errorsOf(recoverySchema(english), { emailOrMobile: '9876543210' })).toEqual({})
    expect(errorsOf(otpSchema(english), { otp: '012345' })).toEqual({})
  })
})
