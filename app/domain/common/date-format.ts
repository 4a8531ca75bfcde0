import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import { formatDate as intlDate, formatTime as intlTime } from '~/utils/format'
import type { Locale } from '~/utils/locale'

dayjs.extend(utc)

/**
 * Times in the portal's formats (docs/languages.md), in the patient's time zone.
 *
 * dayjs's timezone plugin builds a new Intl formatter for every conversion (about a
 * millisecond each, the largest cost of a dashboard render); here one formatter per zone
 * is kept and only the zone's offset at that instant is asked of it.
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>()

function offsetMinutes(at: Date, timeZone: string): number {
  let formatter = zoneFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    zoneFormatters.set(timeZone, formatter)
  }
  const part = Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, Number(p.value)]))
  const wallClockAsUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!)
  return Math.round((wallClockAsUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000)
}

/** The instant `at` as a dayjs in `timeZone`'s wall-clock time. */
export function inZone(at: string | Date, timeZone: string): Dayjs {
  const date = new Date(at)
  return dayjs(date).utcOffset(offsetMinutes(date, timeZone))
}

/**
 * English keeps '06:30 PM' and '24-Nov-2026'; Hindi and Kannada pages write the time and
 * the month in their language with Intl (ADR 56). The locale defaults to English for a
 * caller that passes none.
 */
export function formatTime(iso: string, timeZone: string, locale: Locale = 'en'): string {
  return locale === 'en' ? inZone(iso, timeZone).format('hh:mm A') : intlTime(locale, new Date(iso), timeZone)
}

export function formatDate(iso: string, timeZone: string, locale: Locale = 'en'): string {
  return locale === 'en' ? inZone(iso, timeZone).format('DD-MMM-YYYY') : intlDate(locale, new Date(iso), timeZone)
}

/** The calendar day (YYYY-MM-DD) that `at` falls on in `timeZone`. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  return inZone(at, timeZone).format('YYYY-MM-DD')
}

/** When the day that `at` falls on in `timeZone` began, as epoch milliseconds. */
export function startOfDayIn(timeZone: string, at: Date = new Date()): number {
  return inZone(at, timeZone).startOf('day').valueOf()
}
