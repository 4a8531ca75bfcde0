import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'

dayjs.extend(utc)
dayjs.extend(timezone)

/** Times in the spec's formats, in the patient's time zone (design.md section 9). */
export function formatTime(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('hh:mm A')
}

export function formatDate(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('DD-MMM-YYYY')
}

/** The calendar day (YYYY-MM-DD) that `at` falls on in `timeZone`. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  return dayjs(at).tz(timeZone).format('YYYY-MM-DD')
}
