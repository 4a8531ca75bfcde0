import { bookableCareService, type AppointmentType, type Bookable } from '~/domain/booking/care-service'
import { recentlyBooked } from '~/domain/booking/doctor-filters'
import { bookingDayRange } from '~/domain/booking/search'
import { clampDay } from '~/domain/common/days'
import { doctorName } from '~/domain/common/doctor-name'
import { dayIn, formatDay } from '~/domain/common/format'
import { inZone } from '~/domain/common/in-zone'
import { listBookedDoctors } from '~/services/doctor.server'
import { getCareServices } from '~/services/hospital.server'
import { optional } from '~/utils/calls/optional-call.server'
import { getEnv } from '~/utils/env.server'
import type { Locale } from '~/utils/language/locale'
import { parseId } from '~/utils/request/http.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import { getStore } from '~/utils/shared-store/index.server'

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

/** A doctor of the doctor list's Recently Booked strip, as the page shows them. */
export type RecentDoctor = { id: number; name: string; hasPhoto: boolean; specialities: string[] }

/**
 * How long the strip is taken from the shared store (ADR 129): a booking made in the portal shows at once (booking
 * forgets it), one made elsewhere (the hospital's desk) within this, as the doctor list itself (ADR 66); never
 * longer than REFERENCE_CACHE_SECONDS, whose 0 keeps nothing.
 */
export const RECENTLY_BOOKED_MS = 60_000

/** Per patient, one entry per appointment type and care service the strip was shown for. */
type Kept = Record<string, { at: number; doctors: RecentDoctor[] }>
const keyOf = (patientId: number) => `recently-booked:${patientId}`

/**
 * The doctor list's Recently Booked strip (docs/rules/booking.md#states): the doctors of the patient's earlier
 * appointments of the type who offer the care service, newest first; null when the service could not say.
 * Every page of the list shows it, and it changes only when the patient books: kept for a minute per patient in the
 * shared store rather than asked of the doctor service on each page.
 */
export async function recentDoctors(
  patient: SignedInPatient,
  care: { id: number; appointmentType: AppointmentType },
): Promise<RecentDoctor[] | null> {
  const ttlMs = Math.min(RECENTLY_BOOKED_MS, getEnv().REFERENCE_CACHE_SECONDS * 1000)
  if (ttlMs === 0) return askRecentDoctors(patient, care)
  const entry = `${care.appointmentType}:${care.id}`
  const store = getStore()
  const kept = await store.get<Kept>(keyOf(patient.patientId)).catch(() => null)
  const now = Date.now()
  const found = kept?.[entry]
  if (found && now - found.at < ttlMs) return found.doctors
  const doctors = await askRecentDoctors(patient, care)
  if (!doctors) return null
  const stillFresh = Object.entries(kept ?? {}).filter(([, e]) => now - e.at < ttlMs)
  await store
    .set(keyOf(patient.patientId), { ...Object.fromEntries(stillFresh), [entry]: { at: now, doctors } }, ttlMs)
    .catch(() => undefined)
  return doctors
}

async function askRecentDoctors(patient: SignedInPatient, care: { id: number; appointmentType: AppointmentType }) {
  const booked = await optional(listBookedDoctors(patient, care.appointmentType, { careServiceId: care.id }))
  return booked
    ? recentlyBooked(booked, care.id)
        .filter((d) => !d.inactive)
        .map((d) => ({ id: d.id, name: doctorName(d), hasPhoto: d.hasPhoto, specialities: d.specialities }))
    : null
}

/** The patient has booked: the next doctor list asks the service again. */
export async function forgetRecentDoctors(patientId: number) {
  await getStore()
    .delete(keyOf(patientId))
    .catch(() => undefined)
}
