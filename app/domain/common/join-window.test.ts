import { describe, expect, it } from 'vitest'
import { isJoinWindowOpen } from './join-window'

// a fixed clock: the appointment starts at 12:00:00Z; `at(m)` is m minutes before the start
const START = '2026-03-10T12:00:00.000Z'
const at = (minutesBefore: number) => Date.parse(START) - minutesBefore * 60_000
const scheduled = { startTime: START, status: 'SCHEDULED' }

describe('join window (15 minutes)', () => {
  it.each([
    [16, false],
    [15.01, false],
    [15, true], // exactly 15 minutes before
    [14, true],
    [0, true],
    [-30, true], // already running late
  ])('%s minutes before the start: %s', (minutes, open) => {
    expect(isJoinWindowOpen(scheduled, at(minutes))).toBe(open)
  })

  it('is never open for CLOSED or CANCELED, and is for RUNNING', () => {
    expect(isJoinWindowOpen({ startTime: START, status: 'CLOSED' }, at(1))).toBe(false)
    expect(isJoinWindowOpen({ startTime: START, status: 'CANCELED' }, at(1))).toBe(false)
    expect(isJoinWindowOpen({ startTime: START, status: 'RUNNING' }, at(-5))).toBe(true)
  })
})
