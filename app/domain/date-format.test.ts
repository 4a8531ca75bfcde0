import { describe, expect, it } from 'vitest'
import { dayIn, formatDate, formatTime } from './date-format'

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
