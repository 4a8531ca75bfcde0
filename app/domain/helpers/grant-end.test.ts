import { describe, expect, it } from 'vitest'
import { addMonths, endOf, isCalendarDay, latestEnd } from './grant-end'

describe("a helper's end", () => {
  it('adds whole months, a day the month lacks becoming its last', () => {
    expect(addMonths('2026-11-28', 1)).toBe('2026-12-28')
    expect(addMonths('2026-11-28', 6)).toBe('2027-05-28')
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2027-08-31', 18)).toBe('2029-02-28')
  })

  it('gives the end of each choice from today', () => {
    expect(endOf('1m', undefined, '2026-11-28')).toEqual({ endsAt: '2026-12-28' })
    expect(endOf('6m', '2030-01-01', '2026-11-28')).toEqual({ endsAt: '2027-05-28' })
    expect(endOf('18m', undefined, '2026-11-28')).toEqual({ endsAt: '2028-05-28' })
  })

  it('takes a chosen day after today, up to 18 months from it', () => {
    expect(latestEnd('2026-11-28')).toBe('2028-05-28')
    expect(endOf('date', '2026-11-29', '2026-11-28')).toEqual({ endsAt: '2026-11-29' })
    expect(endOf('date', '2028-05-28', '2026-11-28')).toEqual({ endsAt: '2028-05-28' })
  })

  it('says what is wrong with a chosen day', () => {
    expect(endOf('date', undefined, '2026-11-28')).toEqual({ problem: 'missing' })
    expect(endOf('date', '2027-02-30', '2026-11-28')).toEqual({ problem: 'invalid' })
    expect(endOf('date', 'tomorrow', '2026-11-28')).toEqual({ problem: 'invalid' })
    expect(endOf('date', '2026-11-28', '2026-11-28')).toEqual({ problem: 'past' })
    expect(endOf('date', '2028-05-29', '2026-11-28')).toEqual({ problem: 'too-far' })
  })

  it('knows a real calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2027-02-29')).toBe(false)
    expect(isCalendarDay('2027-2-3')).toBe(false)
  })
})
