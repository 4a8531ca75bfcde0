import { describe, expect, it } from 'vitest'
import {
  addMonths,
  contactHint,
  eighteenthBirthday,
  lastDayProblem,
  renewedLastDay,
  scopesOf,
  shortName,
} from './rules.ts'

describe("the helpers' rules", () => {
  it.each([
    ['2026-03-10', 18, '2027-09-10'],
    ['2026-08-31', 1, '2026-09-30'],
    ['2024-02-29', 12, '2025-02-28'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected)
  })

  it('takes a last day from today to 18 months ahead', () => {
    expect(lastDayProblem('2026-03-10', '2026-03-10')).toBeNull()
    expect(lastDayProblem('2027-09-10', '2026-03-10')).toBeNull()
    expect(lastDayProblem('2027-09-11', '2026-03-10')).toBe('A helper can be given at most 18 months')
    expect(lastDayProblem('2026-03-09', '2026-03-10')).toBe('The end date must be today or later')
  })

  it('renews for the same length, cut at 18 months', () => {
    expect(renewedLastDay(30, '2026-03-10')).toBe('2026-04-09')
    expect(renewedLastDay(600, '2026-03-10')).toBe('2027-09-10')
  })

  it('finds the 18th birthday, 1 March for a child born on 29 February', () => {
    expect(eighteenthBirthday('2014-08-15')).toBe('2032-08-15')
    expect(eighteenthBirthday('2008-02-29')).toBe('2026-03-01')
  })

  it('names the patient by given name and initial, and a contact only in part', () => {
    expect(shortName('Asha', 'verma')).toBe('Asha V.')
    expect(shortName('Asha', '')).toBe('Asha')
    expect(contactHint('SMS', '9876500005')).toBe('mobile ending 005')
    expect(contactHint('EMAIL', 'kiran@example.com')).toBe('e-mail k…@example.com')
  })

  it('reads a scope claim in the one order, dropping words it does not know', () => {
    expect(scopesOf('book see admin')).toEqual(['see', 'book'])
  })
})
