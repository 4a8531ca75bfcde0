/**
 * The hospital's calendar, as the portal keeps it: days in the hospital's time zone
 * (playwright.config.ts runs the portal with HOSPITAL_TIME_ZONE and the browser with the same
 * timezoneId), computed with Intl, never with a hard-coded offset.
 */

export const HOSPITAL_TIME_ZONE = 'Asia/Kolkata'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: HOSPITAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: HOSPITAL_TIME_ZONE, timeZoneName: 'longOffset' })

/** The hospital's day `days` from today (0 today, 1 tomorrow, -1 yesterday) as YYYY-MM-DD. */
export function hospitalDay(days = 0, now: Date = new Date()): string {
  return addDays(dayFormat.format(now), days)
}

/** A YYYY-MM-DD day `days` later: calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The hospital's offset from UTC at `instant`, as '+05:30'. */
function offsetAt(instant: Date): string {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? ''
  if (name === 'GMT') return '+00:00' // UTC itself
  if (!/^GMT[+-]\d\d:\d\d$/.test(name)) throw new Error(`unexpected time zone name '${name}'`)
  return name.slice(3)
}

const minutes = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)))

/**
 * A wall-clock time of a hospital day with the hospital's offset, as the booking steps hand it
 * over: hospitalDateTime('2026-03-02', '12:00') is '2026-03-02T12:00:00+05:30'.
 */
export function hospitalDateTime(day: string, time: string): string {
  const wallClockAsUtc = Date.parse(`${day}T${time}:00Z`)
  const guess = offsetAt(new Date(wallClockAsUtc))
  const offset = offsetAt(new Date(wallClockAsUtc - minutes(guess) * 60_000))
  return `${day}T${time}:00${offset}`
}
