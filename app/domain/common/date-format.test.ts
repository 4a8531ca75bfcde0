import { describe, expect, it } from 'vitest'
import { dayIn, formatDate, formatTime, startOfDayIn } from './date-format'

describe('date formats', () => {
  const iso = '2026-03-09T20:15:00Z'

  it('shows times as hh:mm A in the given zone', () => {
    expect(formatTime(iso, 'Asia/Kolkata')).toBe('01:45 AM')
    expect(formatTime(iso, 'UTC')).toBe('08:15 PM')
  })

  it('shows dates as DD-MMM-YYYY in the given zone, so the day can differ', () => {
    expect(formatDate(iso, 'Asia/Kolkata')).toBe('10-Mar-2026')
    expect(formatDate(iso, 'America/New_York')).toBe('09-Mar-2026')
  })

  it('tells the calendar day in a zone', () => {
    expect(dayIn('Asia/Kolkata', new Date(iso))).toBe('2026-03-10')
    expect(dayIn('UTC', new Date(iso))).toBe('2026-03-09')
  })
})

describe('zone offsets across daylight saving', () => {
  it('follows the zone on both sides of a change', () => {
    // New York moved from EST (-5) to EDT (-4) at 2026-03-08 07:00 UTC.
    expect(formatTime('2026-03-08T06:59:00Z', 'America/New_York')).toBe('01:59 AM')
    expect(formatTime('2026-03-08T07:00:00Z', 'America/New_York')).toBe('03:00 AM')
  })

  it('handles half-hour and zero offsets', () => {
    expect(formatTime('2026-11-22T00:00:00Z', 'Asia/Kolkata')).toBe('05:30 AM')
    expect(formatTime('2026-11-22T00:00:59Z', 'UTC')).toBe('12:00 AM')
    expect(formatDate('2026-11-21T18:29:00Z', 'Asia/Kolkata')).toBe('21-Nov-2026')
    expect(formatDate('2026-11-21T18:30:00Z', 'Asia/Kolkata')).toBe('22-Nov-2026')
  })
})

describe('startOfDayIn', () => {
  it("gives the instant the zone's day began", () => {
    expect(new Date(startOfDayIn('Asia/Kolkata', new Date('2026-11-22T03:00:00Z'))).toISOString()).toBe(
      '2026-11-21T18:30:00.000Z',
    )
    expect(new Date(startOfDayIn('UTC', new Date('2026-11-22T03:00:00Z'))).toISOString()).toBe(
      '2026-11-22T00:00:00.000Z',
    )
  })
})
