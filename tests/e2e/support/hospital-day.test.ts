import { describe, expect, it } from 'vitest'
import { addDays, hospitalDateTime, hospitalDay } from './hospital-day.ts'

describe("the hospital's day (Asia/Kolkata, UTC+05:30)", () => {
  it('is the day in Kolkata, not the UTC day', () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in Kolkata
    const lateUtc = new Date('2026-03-01T20:00:00Z')
    expect(hospitalDay(0, lateUtc)).toBe('2026-03-02')
    expect(hospitalDay(1, lateUtc)).toBe('2026-03-03')
    expect(hospitalDay(-1, lateUtc)).toBe('2026-03-01')
    // 18:00 UTC is 23:30 the same day in Kolkata
    expect(hospitalDay(0, new Date('2026-03-01T18:00:00Z'))).toBe('2026-03-01')
  })

  it('counts calendar days across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })

  it("writes a wall-clock time with the hospital's offset", () => {
    expect(hospitalDateTime('2026-03-02', '12:00')).toBe('2026-03-02T12:00:00+05:30')
    expect(hospitalDateTime('2026-03-02', '00:15')).toBe('2026-03-02T00:15:00+05:30')
    expect(Date.parse(hospitalDateTime('2026-03-02', '00:15'))).toBe(Date.parse('2026-03-01T18:45:00Z'))
  })
})
