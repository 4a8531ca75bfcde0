import { describe, expect, it } from 'vitest'
import { dayInZone, freeSlots, isFreeSlot } from './slots.ts'
import { makeStandIn, NOW } from './test-support.ts'

// NOW is 11:30 in the hospital on Tuesday 10 March 2026. Doctor 1 (Arjun Mehta) works
// 09:00-13:00 PHYSICAL and 17:00-21:00 ONLINE every day in 30-minute slots; asha's online
// appointment 1 with him runs 11:40-12:10 and appointment 3 is on 13 March at 18:00.
describe('free slots', () => {
  it('cuts the working hours into slots of the schedule length, in hospital time', () => {
    const { db } = makeStandIn()
    const slots = freeSlots(db, { doctorId: 1, startDay: '2026-03-11', endDay: '2026-03-11', mode: 'ONLINE', now: NOW })
    expect(Object.keys(slots)).toEqual(['2026-03-11'])
    const day = slots['2026-03-11']!
    expect(day).toHaveLength(8)
    expect(day[0]).toEqual({
      id: Date.parse('2026-03-11T11:30:00.000Z') / 60_000,
      start: '2026-03-11T11:30:00.000Z', // 17:00 IST
      end: '2026-03-11T12:00:00.000Z',
      duration: 30,
    })
    expect(day.at(-1)?.start).toBe('2026-03-11T15:00:00.000Z') // 20:30 IST, ends at 21:00
  })

  it('leaves out slots already started and slots overlapping a live appointment of the doctor', () => {
    const { db } = makeStandIn()
    const today = freeSlots(db, {
      doctorId: 1,
      startDay: '2026-03-10',
      endDay: '2026-03-10',
      mode: 'PHYSICAL',
      now: NOW,
    })
    // 11:30 and 12:00 overlap appointment 1 (11:40-12:10); before 11:30 is past
    expect(today['2026-03-10']?.map((s) => s.start)).toEqual(['2026-03-10T07:00:00.000Z']) // 12:30 IST
    const thirteenth = freeSlots(db, {
      doctorId: 1,
      startDay: '2026-03-13',
      endDay: '2026-03-13',
      mode: 'ONLINE',
      now: NOW,
    })
    expect(thirteenth['2026-03-13']?.map((s) => s.start)).not.toContain('2026-03-13T12:30:00.000Z')
    expect(thirteenth['2026-03-13']).toHaveLength(7)
  })

  it('frees the slot again once the appointment is cancelled, and can ignore the appointment being moved', () => {
    const { db } = makeStandIn()
    const query = { doctorId: 1, startDay: '2026-03-13', endDay: '2026-03-13', mode: 'ONLINE', now: NOW } as const
    expect(freeSlots(db, { ...query, ignoreAppointmentId: 3 })['2026-03-13']).toHaveLength(8)
    db.prepare(`UPDATE appointments SET status = 'CANCELED' WHERE id = 3`).run()
    expect(freeSlots(db, query)['2026-03-13']).toHaveLength(8)
  })

  it('keys days in the requested time zone', () => {
    const { db } = makeStandIn()
    // doctor 12 works around the clock; in UTC the hospital's 00:00-05:30 belongs to the day before
    const slots = freeSlots(db, {
      doctorId: 12,
      startDay: '2026-03-12',
      endDay: '2026-03-12',
      mode: 'ONLINE',
      now: NOW,
      timeZone: 'UTC',
    })
    const day = slots['2026-03-12']!
    expect(day[0]?.start).toBe('2026-03-12T00:00:00.000Z')
    expect(day.every((s) => s.start.startsWith('2026-03-12'))).toBe(true)
    expect(dayInZone(new Date('2026-03-11T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-12')
  })

  it('gives an inactive doctor no slots, and checks a single slot exactly', () => {
    const { db } = makeStandIn()
    expect(
      freeSlots(db, { doctorId: 13, startDay: '2026-03-11', endDay: '2026-03-20', mode: 'ONLINE', now: NOW }),
    ).toEqual({})
    const slot = { doctorId: 1, mode: 'ONLINE', now: NOW } as const
    const start = new Date('2026-03-11T11:30:00.000Z')
    expect(isFreeSlot(db, { ...slot, start, end: new Date('2026-03-11T12:00:00.000Z') })).toBe(true)
    expect(isFreeSlot(db, { ...slot, start, end: new Date('2026-03-11T12:15:00.000Z') })).toBe(false)
    expect(
      isFreeSlot(db, {
        ...slot,
        start: new Date('2026-03-11T11:45:00.000Z'),
        end: new Date('2026-03-11T12:15:00.000Z'),
      }),
    ).toBe(false)
  })
})
