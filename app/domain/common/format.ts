import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import type { Locale } from '~/utils/locale'

dayjs.extend(utc)

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

/** A page's time: '06:30 PM' in English, the language's own way otherwise. */
export function formatTime(locale: Locale, at: string | Date, timeZone: string): string {
  return locale === 'en' ? inZone(at, timeZone).format('hh:mm A') : formatLanguageTime(locale, at, timeZone)
}

/** A page's date: '24-Nov-2026' in English, the language's own way otherwise. */
export function formatDate(locale: Locale, at: string | Date, timeZone: string): string {
  return locale === 'en' ? inZone(at, timeZone).format('DD-MMM-YYYY') : formatLanguageDate(locale, at, timeZone)
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
  return inZone(at, timeZone).format('YYYY-MM-DD')
}

/** When the day that `at` falls on in `timeZone` began, as epoch milliseconds. */
export function startOfDayIn(timeZone: string, at: Date = new Date()): number {
  return inZone(at, timeZone).startOf('day').valueOf()
}
