import type { Locale } from './locale'

/**
 * Dates, times, numbers and rupees for the patient's language, with Intl (ADR 56). Every language
 * is the Indian variant: Indian digit grouping (12,34,567) and month names in the language.
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

/** '24 November 2026', '24 नवंबर 2026', 'ನವೆಂಬರ್ 24, 2026' */
export const formatDate = (locale: Locale, date: Date, timeZone: string) =>
  dateTime(locale, timeZone, { day: 'numeric', month: 'long', year: 'numeric' }).format(date)

/** 'Tuesday, 24 November 2026' in the language: a day's heading */
export const formatDay = (locale: Locale, date: Date, timeZone: string) =>
  dateTime(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date)

/** '6:30 pm' in the language's own way of writing it */
export const formatTime = (locale: Locale, date: Date, timeZone: string) =>
  dateTime(locale, timeZone, { hour: 'numeric', minute: '2-digit' }).format(date)

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
