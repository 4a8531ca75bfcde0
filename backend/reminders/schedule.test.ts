import { describe, expect, it } from 'vitest'
import { dueReminder, lookAheadMinutes, remindersFor } from './schedule.ts'

const settings = { offsetsMinutes: [1440], callOffsetMinutes: 30 }
const start = new Date('2026-03-11T05:00:00Z')
const minutesBefore = (m: number) => new Date(start.getTime() - m * 60_000)
const visit = (online: boolean, timeSetAt = minutesBefore(3 * 1440)) => ({ start, online, timeSetAt })

describe('the reminders a visit gets', () => {
  it('one day before every visit, and 30 minutes before an online one; a call offset of 0 adds none', () => {
    expect(remindersFor(false, settings)).toEqual([{ offsetMinutes: 1440, kind: 'reminder' }])
    expect(remindersFor(true, settings)).toEqual([
      { offsetMinutes: 1440, kind: 'reminder' },
      { offsetMinutes: 30, kind: 'callSoon' },
    ])
    expect(
      remindersFor(true, { offsetsMinutes: [2880, 120], callOffsetMinutes: 0 }).map((r) => r.offsetMinutes),
    ).toEqual([2880, 120])
    expect(lookAheadMinutes(settings)).toBe(1440)
  })
})

describe('dueReminder', () => {
  it('is none before the first offset, the day-before one from then, and none once the visit has started', () => {
    expect(dueReminder(visit(false), minutesBefore(1441), settings)).toBeNull()
    expect(dueReminder(visit(false), minutesBefore(1440), settings)).toEqual({ offsetMinutes: 1440, kind: 'reminder' })
    expect(dueReminder(visit(false), minutesBefore(1), settings)).toEqual({ offsetMinutes: 1440, kind: 'reminder' })
    expect(dueReminder(visit(false), start, settings)).toBeNull()
  })

  it('is the nearest offset reached: an online visit 20 minutes away gets the call one only', () => {
    expect(dueReminder(visit(true), minutesBefore(31), settings)).toEqual({ offsetMinutes: 1440, kind: 'reminder' })
    expect(dueReminder(visit(true), minutesBefore(20), settings)).toEqual({ offsetMinutes: 30, kind: 'callSoon' })
  })

  it('is none for a time set nearer than the offset: booked this morning for tomorrow 10:30 gets no day-before text', () => {
    expect(dueReminder(visit(false, minutesBefore(1439)), minutesBefore(600), settings)).toBeNull()
    expect(dueReminder(visit(false, minutesBefore(1440)), minutesBefore(600), settings)).toEqual({
      offsetMinutes: 1440,
      kind: 'reminder',
    })
    // booked an hour before an online call: no day-before text, but the call's own one
    expect(dueReminder(visit(true, minutesBefore(60)), minutesBefore(20), settings)).toEqual({
      offsetMinutes: 30,
      kind: 'callSoon',
    })
  })
})
