import { describe, expect, it } from 'vitest'
import { cleanConsentName, cleanEmail, cleanPersonName } from './name-cleaning'

describe('cleanConsentName (spec 1 section 5)', () => {
  it.each([
    ['Ravi   Kumar', 'Ravi Kumar'],
    ['Ravi\t\nKumar', 'Ravi Kumar'],
    ["O'Brien-Smith", 'OBrienSmith'],
    ['Ravi <script>', 'Ravi script'],
    ['  Ravi', 'Ravi'],
    ['Ravi 2nd', 'Ravi 2nd'],
    ['x'.repeat(60), 'x'.repeat(49)],
  ])('%j becomes %j', (raw, cleaned) => {
    expect(cleanConsentName(raw)).toBe(cleaned)
  })
})

describe('cleanPersonName and cleanEmail (spec 1 section 5, sign-up)', () => {
  it.each([
    ['Asha', 'Asha'],
    ['As ha', 'Asha'],
    ['Asha!', 'Asha'],
    ["D'Souza", 'DSouza'],
  ])('name %j becomes %j', (raw, cleaned) => {
    expect(cleanPersonName(raw)).toBe(cleaned)
  })

  it.each([
    ['  Lata.Rao@Example.COM ', 'lata.rao@example.com'],
    ['lata<>rao@example.com', 'latarao@example.com'],
    ['lata+tag@example.com', 'lata+tag@example.com'],
  ])('e-mail %j becomes %j', (raw, cleaned) => {
    expect(cleanEmail(raw)).toBe(cleaned)
  })
})
