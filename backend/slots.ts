import type { Database } from 'better-sqlite3'
import { addDays, atHospitalTime, hospitalDay } from './time.ts'

/**
 * Free slots: the one place the stand-in computes them (reschedule and booking both read it).
 * A doctor's weekly hours (doctor_schedules, hospital wall-clock time) cut into slots of the
 * schedule's length, minus every live (not CANCELED) appointment of that doctor that overlaps,
 * minus slots that have already started. An INACTIVE doctor has none.
 */
export type ConsultationMode = 'PHYSICAL' | 'ONLINE'

export interface Slot {
  /** unique per doctor: the start in whole minutes since the epoch */
  id: number
  start: string
  end: string
  duration: number
}

interface ScheduleRow {
  weekday: number
  start_time: string
  end_time: string
  slot_minutes: number
}

export interface FreeSlotQuery {
  doctorId: number
  /** first and last calendar day (YYYY-MM-DD) in `timeZone`, inclusive */
  startDay: string
  endDay: string
  mode: ConsultationMode
  now: Date
  /** IANA zone the days are counted in; default the hospital's */
  timeZone?: string
  /** an appointment whose own slot counts as free (the one being rescheduled) */
  ignoreAppointmentId?: number
}

const HOSPITAL_TIME_ZONE = 'Asia/Kolkata'
const MAX_DAYS = 400

// building an Intl.DateTimeFormat costs far more than formatting with one, and a week holds hundreds of slots
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar day of an instant in a zone. */
export function dayInZone(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    // en-CA formats as YYYY-MM-DD
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format.format(at)
}

/** Free slots keyed by day (in the query's zone), each list earliest first; days without slots are left out. */
export function freeSlots(db: Database, q: FreeSlotQuery): Record<string, Slot[]> {
  const doctor = db.prepare<[number], { status: string }>('SELECT status FROM doctors WHERE id = ?').get(q.doctorId)
  if (!doctor || doctor.status === 'INACTIVE') return {}
  const timeZone = q.timeZone ?? HOSPITAL_TIME_ZONE
  const schedules = db
    .prepare<[number, string], ScheduleRow>(
      `SELECT weekday, start_time, end_time, slot_minutes FROM doctor_schedules
       WHERE doctor_id = ? AND consultation_mode = ? ORDER BY weekday, start_time`,
    )
    .all(q.doctorId, q.mode)
  // hospital days that can hold an instant of the requested days, whatever the zone
  const first = addDays(q.startDay, -1)
  const last = addDays(q.endDay, 1)
  const from = atHospitalTime(first, '00:00')
  const to = atHospitalTime(addDays(last, 1), '00:00')
  const booked = db
    .prepare<[number, string, string, number], { start_time: string; end_time: string }>(
      `SELECT start_time, end_time FROM appointments
       WHERE doctor_id = ? AND status <> 'CANCELED' AND start_time < ? AND end_time > ? AND id <> ?`,
    )
    .all(q.doctorId, to.toISOString(), from.toISOString(), q.ignoreAppointmentId ?? -1)
    .map((b) => [Date.parse(b.start_time), Date.parse(b.end_time)] as const)

  const result: Record<string, Slot[]> = {}
  let day = first
  for (let i = 0; i < MAX_DAYS && day <= last; i++, day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    for (const s of schedules) {
      if (s.weekday !== weekday) continue
      const open = atHospitalTime(day, s.start_time).getTime()
      const close = atHospitalTime(day, s.end_time).getTime()
      const step = s.slot_minutes * 60_000
      for (let start = open; start + step <= close; start += step) {
        const end = start + step
        if (start < q.now.getTime()) continue
        if (booked.some(([bs, be]) => bs < end && be > start)) continue
        const key = dayInZone(new Date(start), timeZone)
        if (key < q.startDay || key > q.endDay) continue
        ;(result[key] ??= []).push({
          id: start / 60_000,
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
          duration: s.slot_minutes,
        })
      }
    }
  }
  for (const list of Object.values(result)) list.sort((a, b) => a.start.localeCompare(b.start))
  return result
}

/** Whether [start, end) is exactly one free slot of the doctor in that mode. */
export function isFreeSlot(
  db: Database,
  q: { doctorId: number; mode: ConsultationMode; start: Date; end: Date; now: Date; ignoreAppointmentId?: number },
): boolean {
  const day = hospitalDay(q.start)
  const slots = freeSlots(db, { ...q, startDay: day, endDay: day, timeZone: HOSPITAL_TIME_ZONE })
  return (slots[day] ?? []).some((s) => s.start === q.start.toISOString() && s.end === q.end.toISOString())
}
