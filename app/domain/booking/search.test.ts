import { describe, expect, it } from 'vitest'
import { bookingDayRange, slotProblem, splitAbout } from './search'

describe('bookingDayRange', () => {
  it('runs from today to one year ahead', () => {
    expect(bookingDayRange('2026-03-10')).toEqual({ min: '2026-03-10', max: '2027-03-10' })
  })
})

describe('splitAbout', () => {
  it('keeps a text of 200 characters whole', () => {
    const text = 'a'.repeat(200)
    expect(splitAbout(text)).toEqual({ shown: text, rest: '' })
  })

  it('cuts a longer text near 200 at a word boundary, losing nothing', () => {
    const text = `${'word '.repeat(50)}end`
    const { shown, rest } = splitAbout(text)
    expect(shown.length).toBeLessThanOrEqual(200)
    expect(shown.length).toBeGreaterThan(170)
    expect(shown + rest).toBe(text)
  })

  it('cuts at 200 exactly when there is no space near', () => {
    const text = 'x'.repeat(250)
    expect(splitAbout(text).shown).toHaveLength(200)
  })
})

describe('slotProblem', () => {
  const slots = [{ start: '2026-03-10T07:00:00.000Z' }, { start: '2026-03-10T07:30:00.000Z' }]
  const now = Date.parse('2026-03-10T06:30:00.000Z')
  it.each([
    [null, 'noSlot'],
    ['', 'noSlot'],
    ['not a time', 'noSlot'],
    ['2026-03-10T06:00:00.000Z', 'past'],
    ['2026-03-10T06:30:00.000Z', 'past'],
    ['2026-03-10T07:00:00.000Z', null],
    ['2026-03-10T12:30:00+05:30', null],
    ['2026-03-10T08:00:00.000Z', 'taken'],
  ])('%s -> %s', (start, problem) => {
    expect(slotProblem(start, slots, now)).toBe(problem)
  })
})
