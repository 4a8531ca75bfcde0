import type { MedicalData } from '~/domain/booking/medical-info'
import type { DocumentKind, VisitType } from '~/domain/records/codes'
import type { Locale } from '~/utils/language/locale'

/**
 * What a health record is made of (docs/records.md#sources), as the hospital's services answer it:
 * the patient, the hospital, what the patient told us at each booking, the completed visits and the
 * profile's documents. Both builders, the portal's and the hospital's `$summary`, start from this.
 */
export type RecordSources = {
  /** when the record is made (ISO) */
  now: string
  language: Locale
  hospital: { id: number; name: string; city?: string | null; website?: string | null }
  patient: RecordPatient
  /** the medical data of each booking, as it was sent: newest kept where a name repeats */
  toldAtBooking: { appointmentId: number; recordedAt: string; data: ToldData }[]
  /** the completed visits, newest first (at most RECORD_LIMITS.visits) */
  visits: RecordVisit[]
  /** how many completed visits there are in all */
  visitsTotal: number
  /** the profile's documents (at most RECORD_LIMITS.documents) */
  documents: RecordDocument[]
  documentsTotal: number
}

/** The medical-data payload of a booking, its vitals' values as another system may send them. */
export type ToldData = Omit<Partial<MedicalData>, 'vitals'> & {
  vitals?: { name: string; unit?: string | null; value: string | number }[]
}

/**
 * Whom the record is about: the patient's profile, or for a helper reading it (docs/helpers.md) the
 * patient's given name and initial alone, as the grant names them: identity and contact details are
 * never a helper's.
 */
export type RecordPatient =
  | {
      id: number
      firstName: string
      middleName?: string | null
      lastName?: string | null
      dateOfBirth: string
      gender: string
      phoneNumber?: string | null
      email?: string | null
      medicalRecordNumber?: string | null
    }
  | { id: number; shortName: string }

export type RecordVisit = {
  appointmentId: number
  start: string
  end: string
  type: VisitType
  doctor: { id: number; name: string }
  /** a completed consultation has a prescription report */
  prescription: boolean
}

export type RecordDocument = { id: number; name: string; kind: DocumentKind; createdAt?: string | null }

/**
 * How much of a list that grows the record holds (ADR 117): the newest this many, and the page and
 * the file both say how many more there are and where to find them.
 */
export const RECORD_LIMITS = { visits: 20, documents: 20, bookings: 20 } as const

/** Names compared as a patient would: case and spacing do not make a new item. */
export const sameName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * Each name once, the newest telling kept: items in the order the newest bookings give them.
 * `recordedAt` is ISO, so newest first is a text comparison.
 */
export function newestByName<T extends { name: string; recordedAt: string }>(items: readonly T[]): T[] {
  const byName = new Map<string, T>()
  for (const item of [...items].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt))) {
    const key = sameName(item.name)
    if (key !== '' && !byName.has(key)) byName.set(key, item)
  }
  return [...byName.values()]
}
