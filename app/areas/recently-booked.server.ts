import type { AppointmentType } from '~/domain/booking/care-service'
import { recentlyBooked } from '~/domain/booking/doctor-filters'
import { doctorName } from '~/domain/common/doctor-name'
import { listBookedDoctors } from '~/services/doctor.server'
import { optional } from '~/utils/calls/optional-call.server'
import { getEnv } from '~/utils/env.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import { getStore } from '~/utils/shared-store/index.server'

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
