import { describe, expect, it } from 'vitest'
import { formatDate, formatDay, formatNumber, formatRupees, formatTime } from './format'

const evening = new Date('2026-11-24T13:05:00Z') // 6:35 pm in Bengaluru
const zone = 'Asia/Kolkata'

describe('formats per language', () => {
  it('writes month and day names in the language', () => {
    expect(formatDate('en', evening, zone)).toBe('24 November 2026')
    expect(formatDate('hi', evening, zone)).toBe('24 नवंबर 2026')
    expect(formatDate('kn', evening, zone)).toBe('ನವೆಂಬರ್ 24, 2026')
    expect(formatDay('hi', evening, zone)).toBe('मंगलवार, 24 नवंबर 2026')
    expect(formatDay('kn', evening, zone)).toBe('ಮಂಗಳವಾರ, ನವೆಂಬರ್ 24, 2026')
  })

  it("tells the time in the patient's zone", () => {
    expect(formatTime('en', evening, zone)).toBe('6:35 pm')
    expect(formatTime('en', evening, 'UTC')).toBe('1:05 pm')
  })

  it('groups numbers and rupees the Indian way in every language', () => {
    for (const locale of ['en', 'hi', 'kn'] as const) {
      expect(formatNumber(locale, 1234567)).toBe('12,34,567')
      expect(formatRupees(locale, 1500)).toBe('₹1,500')
      expect(formatRupees(locale, 1234567.5)).toBe('₹12,34,567.50')
    }
  })
})
