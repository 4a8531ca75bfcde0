import { describe, expect, it } from 'vitest'
import { cleanConsentName, cleanEmail, cleanName, cleanPersonName, isPersonName } from './name-cleaning'

// ADR 53: names in any script; the lengths of docs/rules/identity.md#validation stay
describe('cleanName: letters and marks of any script, digits, spaces, hyphens, apostrophes, dots', () => {
  it.each([
    ['José', 'José'],
    ['Jose\u0301', 'José'], // typed decomposed, sent composed
    ['Anne-Marie', 'Anne-Marie'],
    ["D'Souza", "D'Souza"],
    ['D’Souza', 'D’Souza'],
    ['Ravi K. Kumar', 'Ravi K. Kumar'],
    ['आशा', 'आशा'],
    ['आशा वर्मा', 'आशा वर्मा'],
    ['ಆಶಾ', 'ಆಶಾ'],
    ['Ravi   Kumar', 'Ravi Kumar'],
    ['Ravi\t\nKumar ', 'Ravi Kumar'],
    ['Ravi <script>', 'Ravi script'],
    ['Asha!@#_', 'Asha'],
  ])('%j becomes %j', (raw, cleaned) => {
    expect(cleanName(raw)).toBe(cleaned)
    expect(isPersonName(cleaned)).toBe(true)
  })

  it('cuts at the given length and tells a name from one with other characters', () => {
    expect(cleanName('x'.repeat(60), 50)).toHaveLength(50)
    expect(isPersonName('Asha <b>')).toBe(false)
    expect(isPersonName('Asha_Verma')).toBe(false)
  })
})

describe('cleanConsentName (docs/rules/identity.md#validation, with ADR 53)', () => {
  it.each([
    ['Ravi   Kumar', 'Ravi Kumar'],
    ["O'Brien-Smith", "O'Brien-Smith"],
    ['  Ravi', 'Ravi'],
    ['Ravi 2nd', 'Ravi 2nd'],
    ['ರವಿ ಕುಮಾರ್', 'ರವಿ ಕುಮಾರ್'],
    ['x'.repeat(60), 'x'.repeat(49)],
  ])('%j becomes %j', (raw, cleaned) => {
    expect(cleanConsentName(raw)).toBe(cleaned)
  })
})

describe('cleanPersonName and cleanEmail (docs/rules/identity.md#validation, sign-up)', () => {
  it.each([
    ['Asha', 'Asha'],
    ['As ha', 'As ha'],
    ['Asha!', 'Asha'],
    ["D'Souza", "D'Souza"],
    ['आशा', 'आशा'],
    ['x'.repeat(60), 'x'.repeat(60)],
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
