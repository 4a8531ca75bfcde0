import { randomUUID } from 'node:crypto'
import type { Bundle } from '@medplum/fhirtypes'
import { doctorName } from '~/domain/common/doctor-name'
import { prescribedAppointments, type PrescriptionFile } from '~/domain/records/attachments'
import { buildHealthRecord } from '~/domain/records/bundle'
import { DOCUMENT_KINDS } from '~/domain/records/codes'
import type { Wording } from '~/domain/records/describe'
import { withNarrative } from '~/domain/records/narrative'
import { RECORD_LIMITS, type RecordPatient, type RecordSources } from '~/domain/records/sources'
import { getMedicalData } from '~/services/appointment/medical-data.server'
import { newestAppointments } from '~/services/appointment/page.server'
import { getPrescriptionReport } from '~/services/consultation.server'
import { getHospital } from '~/services/hospital.server'
import { listPatientDocuments } from '~/services/patient/files.server'
import { getPatientProfile } from '~/services/patient/profile.server'
import { getPatientSummary } from '~/services/patient/summary.server'
import { getEnv } from '~/utils/env.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * The signed-in patient's health record (docs/records.md), one Bundle for the page and the file
 * (ADR 117): the hospital's `Patient/$summary` where it has one (HEALTH_RECORD_BUILDER=hospital), or
 * the portal's own builder over the services' other answers. Either way the narratives are written
 * in the page's language. Only the session's patient: no id comes from the request.
 */
export async function healthRecord(patient: SignedInPatient, wording: Wording): Promise<Bundle> {
  const bundle =
    getEnv().HEALTH_RECORD_BUILDER === 'hospital'
      ? await getPatientSummary(patient)
      : buildHealthRecord(await recordSources(patient, wording.locale), randomUUID)
  return withNarrative(bundle, wording)
}

/**
 * What the portal's builder starts from, asked of the services in two rounds (the bookings' data needs their ids).
 * A helper reading it gets the clinical record only: the patient named as the grant names them, and
 * neither the profile nor its documents (identity and contact details, docs/helpers.md).
 */
export async function recordSources(patient: SignedInPatient, language: Wording['locale']): Promise<RecordSources> {
  const helper = patient.actor
  const [about, hospital, bookings, completed, documents] = await Promise.all([
    helper ? { id: patient.patientId, shortName: helper.patientName } : patientAbout(patient),
    getHospital(patient),
    newestAppointments(patient, RECORD_LIMITS.bookings),
    completedVisits(patient),
    helper
      ? []
      : Promise.all(
          DOCUMENT_KINDS.map(async (kind) => (await listPatientDocuments(patient, kind)).map((d) => ({ ...d, kind }))),
        ),
  ])
  const told = await Promise.all(
    bookings.rows.map(async (a) => {
      const data = await getMedicalData(patient, a.id)
      return data ? [{ appointmentId: a.id, ...data }] : []
    }),
  )
  const allDocuments = documents
    .flat()
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id)
  return {
    now: new Date().toISOString(),
    language,
    hospital: { id: patient.hospitalId, name: hospital.hospitalName, city: hospital.city, website: hospital.website },
    patient: about,
    toldAtBooking: told.flat(),
    visits: completed.rows.map((a) => ({
      appointmentId: a.id,
      start: a.startTime,
      end: a.endTime,
      type: a.type,
      doctor: { id: a.doctor.id, name: doctorName(a.doctor) },
      prescription: a.consultationDTO?.id != null,
    })),
    visitsTotal: completed.total,
    documents: allDocuments.slice(0, RECORD_LIMITS.documents).map((d) => ({
      id: d.id,
      name: d.name,
      kind: d.kind,
      createdAt: d.createdAt,
    })),
    documentsTotal: allDocuments.length,
  }
}

/** The newest completed visits the record holds, and how many there are: a page of the service, never the whole list. */
const completedVisits = (patient: SignedInPatient) => newestAppointments(patient, RECORD_LIMITS.visits, 'CLOSED')

/** The patient's own reading: their profile's identity, as the record's About you shows it. */
async function patientAbout(patient: SignedInPatient): Promise<RecordPatient> {
  const profile = await getPatientProfile(patient)
  return {
    id: profile.id,
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    dateOfBirth: profile.dateOfBirth ?? '',
    gender: profile.gender ?? '',
    phoneNumber: profile.phoneNumber,
    email: profile.email,
    medicalRecordNumber: profile.medicalRecordNumber,
  }
}

/**
 * The record's prescription PDFs, by appointment id, for the download's option: each asked of the
 * consultation service (the appointment names its consultation), read whole to be measured.
 */
export async function prescriptionFiles(
  patient: SignedInPatient,
  bundle: Bundle,
): Promise<Map<number, PrescriptionFile>> {
  const wanted = prescribedAppointments(bundle)
  if (wanted.length === 0) return new Map()
  const consultations = new Map((await completedVisits(patient)).rows.map((a) => [a.id, a.consultationDTO?.id]))
  const files = await Promise.all(
    wanted.map(async (appointmentId) => {
      const consultationId = consultations.get(appointmentId)
      if (consultationId == null) return []
      const bytes = new Uint8Array(await (await getPrescriptionReport(patient, consultationId)).arrayBuffer())
      const file: PrescriptionFile = { data: Buffer.from(bytes).toString('base64'), size: bytes.byteLength }
      return [[appointmentId, file] as const]
    }),
  )
  return new Map(files.flat())
}
