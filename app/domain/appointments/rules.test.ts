import { describe, expect, it } from 'vitest'
import { canCancel, canChange, cutCancelReason, rescheduleDayRange } from './rules'

// a fixed clock: the appointment starts at 12:00:00Z; `at(m)` is m minutes before the start
const START = '2026-03-10T12:00:00.000Z'
const at = (minutesBefore: number) => Date.parse(START) - minutesBefore * 60_000
const scheduled = { startTime: START, status: 'SCHEDULED' }

describe('reschedule and cancel (more than 5 minutes before)', () => {
  it.each([
    [6, true],
    [5.01, true],
    [5, false], // exactly 5 minutes before: too late
    [4, false],
    [-1, false],
  ])('%s minutes before the start: menu enabled %s', (minutes, enabled) => {
    expect(canChange(scheduled, at(minutes))).toBe(enabled)
  })

  it('is only for SCHEDULED', () => {
    for (const status of ['RUNNING', 'CLOSED', 'CANCELED'])
      expect(canChange({ startTime: START, status }, at(60))).toBe(false)
  })

  it.each([
    [16, true],
    [15, false], // the join window opens: 'Cannot cancel this appointment.'
    [14, false],
    [6, false],
  ])('cancel %s minutes before the start: %s', (minutes, allowed) => {
    expect(canCancel(scheduled, at(minutes))).toBe(allowed)
  })
})

describe('reschedule dates and cancel reason', () => {
  it('allows from today to 7 days after the appointment day', () => {
    expect(rescheduleDayRange('2026-03-10', '2026-03-28')).toEqual({ min: '2026-03-10', max: '2026-04-04' })
  })

  it('cuts the reason at 100 characters', () => {
    expect(cutCancelReason('x'.repeat(150))).toHaveLength(100)
    expect(cutCancelReason('  Feeling better  ')).toBe('Feeling better')
  })
})
