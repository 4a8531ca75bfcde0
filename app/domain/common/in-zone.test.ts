import { describe, expect, it } from 'vitest'
import { inZone } from './in-zone'

describe('inZone', () => {
  it("reads the instant on the zone's wall clock, on both sides of a daylight-saving change", () => {
    expect(inZone('2026-11-22T00:00:00Z', 'Asia/Kolkata').format('YYYY-MM-DD HH:mm')).toBe('2026-11-22 05:30')
    expect(inZone('2026-03-08T06:59:00Z', 'America/New_York').format('HH:mm')).toBe('01:59')
    expect(inZone('2026-03-08T07:00:00Z', 'America/New_York').format('HH:mm')).toBe('03:00')
  })
})
