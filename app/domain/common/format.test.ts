import { describe, expect, it } from 'vitest'
import {
  dayIn,
  formatDate,
  formatDay,
  formatLanguageDate,
  formatLanguageTime,
  formatNumber,
  formatRupees,
  formatTime,
  startOfDayIn,
} from './format'

describe('date formats', () => {
  const iso = '2026-03-09T20:15:00Z'

  it('shows times as hh:mm A in the given zone', () => {
    expect(formatTime('en', iso, 'Asia/Kolkata')).toBe('01:45 AM')
    expect(formatTime('en', iso, 'UTC')).toBe('08:15 PM')
  })

  it('shows dates as DD-MMM-YYYY in the given zone, so the day can differ', () => {
    expect(formatDate('en', iso, 'Asia/Kolkata')).toBe('10-Mar-2026')
    expect(formatDate('en', iso, 'America/New_York')).toBe('09-Mar-2026')
  })

  it('tells the calendar day in a zone', () => {
    expect(dayIn('Asia/Kolkata', new Date(iso))).toBe('2026-03-10')
    expect(dayIn('UTC', new Date(iso))).toBe('2026-03-09')
  })
})

describe('zone offsets across daylight saving', () => {
  it('follows the zone on both sides of a change', () => {
    // New York moved from EST (-5) to EDT (-4) at 2026-03-08 07:00 UTC.
    expect(formatTime('en', '2026-03-08T06:59:00Z', 'America/New_York')).toBe('01:59 AM')
    expect(formatTime('en', '2026-03-08T07:00:00Z', 'America/New_York')).toBe('03:00 AM')
  })

  it('handles half-hour and zero offsets', () => {
    expect(formatTime('en', '2026-11-22T00:00:00Z', 'Asia/Kolkata')).toBe('05:30 AM')
    expect(formatTime('en', '2026-11-22T00:00:59Z', 'UTC')).toBe('12:00 AM')
    expect(formatDate('en', '2026-11-21T18:29:00Z', 'Asia/Kolkata')).toBe('21-Nov-2026')
    expect(formatDate('en', '2026-11-21T18:30:00Z', 'Asia/Kolkata')).toBe('22-Nov-2026')
  })
})

describe('the wall clock kept per quarter hour', () => {
  const zones = [
    'Asia/Kolkata',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Europe/London',
    'Pacific/Chatham',
  ]
  /** What Intl itself says, instant by instant. */
  const intl = (at: number, timeZone: string) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(at)
    const part = (type: string) => parts.find((p) => p.type === type)!.value
    const hour = Number(part('hour'))
    return `${part('day')}-${part('month')}-${part('year')} ${String(hour % 12 || 12).padStart(2, '0')}:${part('minute')} ${hour < 12 ? 'AM' : 'PM'}`
  }
  const ours = (at: number, timeZone: string) =>
    `${formatDate('en', new Date(at), timeZone)} ${formatTime('en', new Date(at), timeZone)}`

  it('says what Intl says, minute by minute across changes of clocks, on the quarter hour or not', () => {
    const changes = [
      ['America/New_York', '2026-03-08T07:00:00Z'],
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['Europe/London', '2026-10-25T01:00:00Z'],
      ['Pacific/Chatham', '2026-04-04T14:00:00Z'],
      // changes off the quarter hour: local mean time to a standard offset, and a summer time begun at 00:01
      ['Asia/Kolkata', '1905-12-31T18:38:50Z'],
      ['Asia/Kathmandu', '1919-12-31T18:18:44Z'],
      ['America/Detroit', '1967-06-14T05:01:00Z'],
    ] as const
    for (const [zone, at] of changes) {
      for (let minute = -40; minute <= 40; minute++) {
        const instant = Date.parse(at) + minute * 60_000 + 30_000
        expect(ours(instant, zone), `${zone} ${new Date(instant).toISOString()}`).toBe(intl(instant, zone))
      }
    }
  })

  it('says what Intl says at instants spread over two centuries, historical offsets in seconds too', () => {
    const from = Date.parse('1890-01-01T00:00:00Z')
    const to = Date.parse('2090-01-01T00:00:00Z')
    for (let i = 0; i < 3000; i++) {
      const instant = from + Math.floor(((to - from) * ((i * 7919) % 3000)) / 3000) + i * 1013
      const zone = zones[i % zones.length]!
      expect(ours(instant, zone), `${zone} ${new Date(instant).toISOString()}`).toBe(intl(instant, zone))
    }
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

const evening = new Date('2026-11-24T13:05:00Z') // 6:35 pm in Bengaluru
const zone = 'Asia/Kolkata'

describe('formats per language', () => {
  it('writes month and day names in the language', () => {
    expect(formatLanguageDate('en', evening, zone)).toBe('24 November 2026')
    expect(formatLanguageDate('hi', evening, zone)).toBe('24 नवंबर 2026')
    expect(formatLanguageDate('kn', evening, zone)).toBe('ನವೆಂಬರ್ 24, 2026')
    expect(formatDay('hi', evening, zone)).toBe('मंगलवार, 24 नवंबर 2026')
    expect(formatDay('kn', evening, zone)).toBe('ಮಂಗಳವಾರ, ನವೆಂಬರ್ 24, 2026')
  })

  it("tells the time in the patient's zone", () => {
    expect(formatLanguageTime('en', evening, zone)).toBe('6:35 pm')
    expect(formatLanguageTime('en', evening, 'UTC')).toBe('1:05 pm')
  })

  it('groups numbers and rupees the Indian way in every language', () => {
    for (const locale of ['en', 'hi', 'kn'] as const) {
      expect(formatNumber(locale, 1234567)).toBe('12,34,567')
      expect(formatRupees(locale, 1500)).toBe('₹1,500')
      expect(formatRupees(locale, 1234567.5)).toBe('₹12,34,567.50')
    }
  })
})
