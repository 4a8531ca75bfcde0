/**
 * Hospital-time helpers. The hospital is in Asia/Kolkata, which has had a fixed UTC+05:30
 * offset with no daylight saving since 1945, so plain arithmetic is exact and needs no tz data.
 */
const OFFSET_MS = (5 * 60 + 30) * 60_000

/** The calendar day (YYYY-MM-DD) in the hospital at this instant. */
export function hospitalDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant of a wall-clock time (HH:MM) on a hospital day. */
export function atHospitalTime(day: string, hhmm: string): Date {
  return new Date(`${day}T${hhmm}:00+05:30`)
}

/** A calendar day shifted by whole days (works on the date only, so no offset issues). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export function addMinutes(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * 60_000)
}

/** Round up to the next whole minute (seed times look like real bookings). */
export function ceilToMinute(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / 60_000) * 60_000)
}
