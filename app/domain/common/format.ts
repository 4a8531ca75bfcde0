import type { Locale } from '~/utils/language/locale'

/**
 * Dates, times, numbers and rupees as the portal writes them (docs/languages.md, ADR 56): every
 * function takes the language first, then the value, then the patient's time zone.
 *
 * A page's dates and times (`formatDate`, `formatTime`) keep the hospital's English formats
 * ('06:30 PM', '24-Nov-2026'); Hindi and Kannada pages write them in the language's own way
 * (`formatLanguageDate`, `formatLanguageTime`, with Intl). Every language is the Indian variant:
 * Indian digit grouping (12,34,567) and month names in the language.
 */
const dateLocale: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', kn: 'kn-IN' }

/**
 * CLDR groups Kannada numbers in thousands (1,234,567); the rupee amounts of an Indian hospital are
 * grouped in lakhs in every language, so Kannada numbers use the Indian English pattern. The digits
 * are the same: Kannada and Hindi pages write numbers in Latin digits.
 */
const numberLocale: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', kn: 'en-IN' }

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined
  if (!f) cache.set(key, (f = make()))
  return f
}

const dateTime = (locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  formatter(
    `d|${locale}|${timeZone}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(dateLocale[locale], { ...options, timeZone }),
  )

/**
 * The wall clock of a zone at an instant, from one Intl formatter per zone (dayjs's timezone plugin
 * built a new one for every conversion, the largest cost of a dashboard render). Plain Intl keeps
 * dayjs out of the browser files of every page that only writes dates. Asking the formatter is still
 * dear (a tenth of a dashboard's own work), so a zone's offset is asked once per quarter hour of UTC
 * and kept: today's clocks change only on a quarter hour, and a quarter hour whose two ends differ
 * (a change off the quarter hour, as in the past) is asked instant by instant.
 */
type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

const QUARTER_HOUR_MS = 15 * 60_000
/** Offsets kept, by zone and quarter hour; emptied when full (a page asks for a few dozen). */
const offsets = new Map<string, number>()
const KEPT_OFFSETS = 10_000

function askedWallClock(at: number, timeZone: string): WallClock {
  const clock = formatter(
    `z|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  )
  return Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, Number(p.value)])) as WallClock
}

/** How far the zone's wall clock is ahead of UTC at `at` (milliseconds, whole seconds), as Intl says. */
function askedOffsetMs(at: number, timeZone: string): number {
  const c = askedWallClock(at, timeZone)
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(at / 1000) * 1000
}

function offsetMs(at: number, timeZone: string): number {
  const quarter = Math.floor(at / QUARTER_HOUR_MS)
  const key = `${timeZone}|${quarter}`
  const kept = offsets.get(key)
  if (kept !== undefined) return kept
  const start = askedOffsetMs(quarter * QUARTER_HOUR_MS, timeZone)
  // the clocks changed inside this quarter hour: this instant's own offset, not kept
  if (askedOffsetMs((quarter + 1) * QUARTER_HOUR_MS - 1000, timeZone) !== start) return askedOffsetMs(at, timeZone)
  if (offsets.size >= KEPT_OFFSETS) offsets.clear()
  offsets.set(key, start)
  return start
}

function wallClock(at: Date, timeZone: string): WallClock {
  const shifted = new Date(Math.floor(at.getTime() / 1000) * 1000 + offsetMs(at.getTime(), timeZone))
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  }
}

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at`, in minutes. */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  return Math.round(offsetMs(at.getTime(), timeZone) / 60_000)
}

const two = (n: number) => String(n).padStart(2, '0')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** A page's time: '06:30 PM' in English, the language's own way otherwise. */
export function formatTime(locale: Locale, at: string | Date, timeZone: string): string {
  if (locale !== 'en') return formatLanguageTime(locale, at, timeZone)
  const { hour, minute } = wallClock(new Date(at), timeZone)
  return `${two(hour % 12 || 12)}:${two(minute)} ${hour < 12 ? 'AM' : 'PM'}`
}

/** A page's date: '24-Nov-2026' in English, the language's own way otherwise. */
export function formatDate(locale: Locale, at: string | Date, timeZone: string): string {
  if (locale !== 'en') return formatLanguageDate(locale, at, timeZone)
  const { year, month, day } = wallClock(new Date(at), timeZone)
  return `${two(day)}-${MONTHS[month - 1]}-${year}`
}

/** '24 November 2026', '24 नवंबर 2026', 'ನವೆಂಬರ್ 24, 2026' */
export const formatLanguageDate = (locale: Locale, at: string | Date, timeZone: string) =>
  dateTime(locale, timeZone, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(at))

/** '6:30 pm' in the language's own way of writing it */
export const formatLanguageTime = (locale: Locale, at: string | Date, timeZone: string) =>
  dateTime(locale, timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(at))

/** 'Tuesday, 24 November 2026' in the language: a day's heading */
export const formatDay = (locale: Locale, at: string | Date, timeZone: string) =>
  dateTime(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(at))

/** 12,34,567 */
export const formatNumber = (locale: Locale, n: number) =>
  formatter(`n|${locale}`, () => new Intl.NumberFormat(numberLocale[locale])).format(n)

/** ₹1,500 or ₹12,34,567.50: paise only when there are any */
export const formatRupees = (locale: Locale, amount: number) =>
  formatter(
    `r|${locale}|${Number.isInteger(amount)}`,
    () =>
      new Intl.NumberFormat(numberLocale[locale], {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  ).format(amount)

/** The calendar day (YYYY-MM-DD) that `at` falls on in `timeZone`. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  const { year, month, day } = wallClock(at, timeZone)
  return `${year}-${two(month)}-${two(day)}`
}

/** When the day that `at` falls on in `timeZone` began, as epoch milliseconds (at that instant's offset). */
export function startOfDayIn(timeZone: string, at: Date = new Date()): number {
  const { year, month, day } = wallClock(at, timeZone)
  return Date.UTC(year, month - 1, day) - zoneOffsetMinutes(at, timeZone) * 60_000
}
