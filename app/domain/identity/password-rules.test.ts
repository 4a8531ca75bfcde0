import { describe, expect, it } from 'vitest'
import { identityMessages } from '~/messages/identity/en'
import { newPasswordProblem } from './password-rules'

describe('newPasswordProblem: docs/rules/identity.md#validation, in its order', () => {
  it.each([
    // each row breaks one rule and every rule after it, so the order shows
    ['', 'At least one Uppercase'],
    ['abc', 'At least one Uppercase'],
    ['ABC', 'At least one Lowercase'],
    ['Abc', 'At least one digit'],
    ['Abc1', 'At least one Special Characters'],
    ['Ab1@', 'At least minimum 8 characters'],
    ['Ab1@xyz', 'At least minimum 8 characters'],
    ['Ab1@ xyzw', 'Whitespace is not allowed in the password'],
    ['Ab1@\txyzw', 'Whitespace is not allowed in the password'],
    [`Ab1@${'x'.repeat(125)}`, 'Password must be at most 128 characters'],
  ])('%j gives %j', (password, message) => {
    expect(newPasswordProblem(password, identityMessages.password)).toBe(message)
  })

  it.each(['Ab1@xyzw', 'Strong#Pass9', `Ab1@${'x'.repeat(124)}`, 'ÄÖÜäöü1!Aa'])('accepts %j', (password) => {
    expect(newPasswordProblem(password, identityMessages.password)).toBeNull()
  })
})
