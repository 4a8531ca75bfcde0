import { bookableCareService, type Bookable } from '~/domain/booking/care-service'
import { bookingDayRange } from '~/domain/booking/search'
import { clampDay } from '~/domain/common/days'
import { dayIn, formatDay } from '~/domain/common/format'
import { inZone } from '~/domain/common/in-zone'
import { getCareServices } from '~/services/hospital.server'
import type { Locale } from '~/utils/language/locale'
import { parseId } from '~/utils/request/http.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * What /selectDoctor and /slots share: the chosen care service (from `careServiceId` in the URL, checked against
 * the hospital's list) and the chosen day (clamped to today..one year ahead in the patient's zone).
 */
export type CareChoice = { id: number; title: string } & Bookable

/** The bookable care service the URL names, or null (unknown id, or one that is not booked with a doctor). */
export async function careChoiceFrom(patient: SignedInPatient, params: URLSearchParams): Promise<CareChoice | null> {
  const id = parseId(params.get('careServiceId'))
  return id === null ? null : careChoice(patient, id)
}

/** The hospital's care service `id`, if it is booked with a doctor. */
export async function careChoice(patient: SignedInPatient, id: number): Promise<CareChoice | null> {
  const service = (await getCareServices(patient)).find((s) => s.id === id)
  const bookable = service ? bookableCareService(service.title) : null
  return service && bookable ? { id: service.id, title: service.title, ...bookable } : null
}

export function chosenDay(params: URLSearchParams, timeZone: string) {
  const today = dayIn(timeZone)
  const range = bookingDayRange(today)
  return { today, range, day: clampDay(params.get('date'), range, today) }
}

/** A slot's instant as local time with the patient's UTC offset (the hand-over to /confirmation). */
export function withOffset(iso: string, timeZone: string): string {
  return inZone(iso, timeZone).format('YYYY-MM-DDTHH:mm:ssZ')
}

/**
 * The slot page's day: 'Tuesday, 24-Nov-2026' in English, the weekday and month in the language
 * otherwise ('मंगलवार, 24 नवंबर 2026'). `day` is a calendar day (YYYY-MM-DD), not an instant: read in UTC.
 */
export function dayHeading(day: string, locale: Locale): string {
  const midnight = `${day}T00:00:00Z`
  return locale === 'en' ? inZone(midnight, 'UTC').format('dddd, DD-MMM-YYYY') : formatDay(locale, midnight, 'UTC')
}
