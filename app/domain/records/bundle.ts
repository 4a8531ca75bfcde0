import type {
  AllergyIntolerance,
  Bundle,
  BundleEntry,
  Composition,
  CompositionSection,
  Condition,
  DocumentReference,
  Encounter,
  Extension,
  MedicationStatement,
  Observation,
  Organization,
  Patient,
  Practitioner,
  Procedure,
  Resource,
} from '@medplum/fhirtypes'
import {
  ACTIVE_ALLERGY,
  ACTIVE_CONDITION,
  ENCOUNTER_CLASS,
  IDENTIFIER,
  NOTHING_RECORDED,
  PATIENT_SUMMARY,
  PRESCRIPTION,
  PROBLEM_LIST_ITEM,
  SECTION_KEYS,
  sectionCode,
  UNCONFIRMED_ALLERGY,
  UNCONFIRMED_CONDITION,
  VITAL_SIGNS,
  type SectionKey,
} from '~/domain/records/codes'
import { newestByName, RECORD_LIMITS, type RecordPatient, type RecordSources } from '~/domain/records/sources'
import { VITAL_CODES, vitalValue } from '~/domain/records/vitals'

/**
 * The portal's builder of the health record (docs/records.md#the-bundle): a FHIR R4 document Bundle
 * shaped like the International Patient Summary, for a hospital whose services have no `$summary`
 * (ADR 117). Every reference is a `urn:uuid:` of an entry; `newId` gives the UUIDs, so the rule
 * stays pure. The sections' narratives are written afterwards, in the page's language (narrative.ts).
 */

/** Where the number of items past the record's limit is kept on a section. */
export const MORE_EXTENSION = 'urn:patient-portal:items-in-all'

export function buildHealthRecord(sources: RecordSources, newId: () => string): Bundle {
  const entries: BundleEntry[] = []
  const add = <T extends Resource>(resource: T): { reference: string } => {
    const fullUrl = `urn:uuid:${newId()}`
    entries.push({ fullUrl, resource })
    return { reference: fullUrl }
  }
  const { patient: p, hospital: h } = sources
  const hospital = add<Organization>({
    resourceType: 'Organization',
    name: h.name,
    ...(h.city ? { address: [{ city: h.city, country: 'IN' }] } : {}),
    ...(h.website ? { telecom: [{ system: 'url', value: h.website }] } : {}),
  })
  const patient = add<Patient>({ resourceType: 'Patient', ...patientOf(p), managingOrganization: hospital })
  const doctors = new Map<number, { reference: string }>()
  const doctor = (d: { id: number; name: string }) => {
    const known = doctors.get(d.id)
    if (known) return known
    const ref = add<Practitioner>({ resourceType: 'Practitioner', name: [{ text: d.name }] })
    doctors.set(d.id, ref)
    return ref
  }

  const told = (field: 'allergies' | 'drugSensitivities' | 'healthConditions' | 'medications' | 'procedures') =>
    newestByName(
      sources.toldAtBooking.flatMap((b) =>
        (b.data[field] ?? []).map((i) => ({ name: i.name, recordedAt: b.recordedAt })),
      ),
    )
  const allergy = (item: { name: string; recordedAt: string }, drug: boolean) =>
    add<AllergyIntolerance>({
      resourceType: 'AllergyIntolerance',
      clinicalStatus: ACTIVE_ALLERGY,
      verificationStatus: UNCONFIRMED_ALLERGY,
      ...(drug ? { type: 'intolerance', category: ['medication'] } : { type: 'allergy' }),
      code: { text: item.name },
      patient,
      recordedDate: item.recordedAt,
      recorder: patient,
      asserter: patient,
    })
  const sections: Record<SectionKey, { reference: string }[]> = {
    allergies: [
      ...told('allergies').map((i) => allergy(i, false)),
      ...told('drugSensitivities').map((i) => allergy(i, true)),
    ],
    problems: told('healthConditions').map((i) =>
      add<Condition>({
        resourceType: 'Condition',
        clinicalStatus: ACTIVE_CONDITION,
        verificationStatus: UNCONFIRMED_CONDITION,
        category: [PROBLEM_LIST_ITEM],
        code: { text: i.name },
        subject: patient,
        recordedDate: i.recordedAt,
        recorder: patient,
        asserter: patient,
      }),
    ),
    medications: told('medications').map((i) =>
      add<MedicationStatement>({
        resourceType: 'MedicationStatement',
        status: 'active',
        medicationCodeableConcept: { text: i.name },
        subject: patient,
        dateAsserted: i.recordedAt,
        informationSource: patient,
      }),
    ),
    procedures: told('procedures').map((i) =>
      add<Procedure>({
        resourceType: 'Procedure',
        status: 'completed',
        code: { text: i.name },
        subject: patient,
        recorder: patient,
        asserter: patient,
        // when the patient told us, not when it was done (which they did not say)
        extension: [{ url: TOLD_ON_EXTENSION, valueDateTime: i.recordedAt }],
      }),
    ),
    vitals: latestVitals(sources).map((v) =>
      add<Observation>({
        resourceType: 'Observation',
        status: 'final',
        category: [VITAL_SIGNS],
        code: { coding: [{ system: 'http://loinc.org', code: v.code.code, display: v.code.display }] },
        subject: patient,
        effectiveDateTime: v.recordedAt,
        performer: [patient],
        ...v.value,
      }),
    ),
    encounters: [],
    documents: [],
  }
  for (const visit of sources.visits.slice(0, RECORD_LIMITS.visits)) {
    const practitioner = doctor(visit.doctor)
    const encounter = add<Encounter>({
      resourceType: 'Encounter',
      identifier: [{ system: IDENTIFIER.appointment, value: String(visit.appointmentId) }],
      status: 'finished',
      class: ENCOUNTER_CLASS[visit.type],
      subject: patient,
      participant: [{ individual: practitioner }],
      period: { start: visit.start, end: visit.end },
      serviceProvider: hospital,
    })
    sections.encounters.push(encounter)
    if (!visit.prescription) continue
    sections.documents.push(
      add<DocumentReference>({
        resourceType: 'DocumentReference',
        status: 'current',
        type: { coding: [PRESCRIPTION] },
        subject: patient,
        date: visit.end,
        author: [practitioner],
        custodian: hospital,
        content: [{ attachment: { contentType: 'application/pdf', creation: visit.end } }],
        context: { encounter: [encounter] },
      }),
    )
  }
  for (const d of sources.documents.slice(0, RECORD_LIMITS.documents))
    sections.documents.push(
      add<DocumentReference>({
        resourceType: 'DocumentReference',
        identifier: [{ system: IDENTIFIER.patientDocument, value: String(d.id) }],
        status: 'current',
        type: { coding: [{ system: IDENTIFIER.patientDocumentKind, code: d.kind }] },
        subject: patient,
        ...(d.createdAt ? { date: d.createdAt } : {}),
        author: [patient],
        content: [{ attachment: { title: d.name, ...(d.createdAt ? { creation: d.createdAt } : {}) } }],
      }),
    )

  const more: Partial<Record<SectionKey, number>> = {
    encounters: sources.visitsTotal,
    documents: sources.documentsTotal + sources.visits.filter((v) => v.prescription).length,
  }
  const composition: Composition = {
    resourceType: 'Composition',
    language: sources.language,
    status: 'final',
    type: { coding: [PATIENT_SUMMARY] },
    subject: patient,
    date: sources.now,
    author: [hospital],
    custodian: hospital,
    title: 'Patient summary',
    section: SECTION_KEYS.map((key) => section(key, sections[key], more[key])),
  }
  const compositionUrl = `urn:uuid:${newId()}`
  return {
    resourceType: 'Bundle',
    language: sources.language,
    identifier: { system: IDENTIFIER.document, value: `urn:uuid:${newId()}` },
    type: 'document',
    timestamp: sources.now,
    entry: [{ fullUrl: compositionUrl, resource: composition }, ...entries],
  }
}

/** When the patient told us of a procedure (R4's Procedure has no recorded date). */
export const TOLD_ON_EXTENSION = 'urn:patient-portal:told-on'

function section(key: SectionKey, entry: { reference: string }[], inAll?: number): CompositionSection {
  const extension: Extension[] =
    inAll !== undefined && inAll > entry.length ? [{ url: MORE_EXTENSION, valueInteger: inAll }] : []
  return {
    title: key,
    code: sectionCode(key),
    ...(extension.length > 0 ? { extension } : {}),
    ...(entry.length > 0 ? { entry } : { emptyReason: NOTHING_RECORDED }),
  }
}

/** Each vital's newest value over the bookings (a value that is no number is left out). */
function latestVitals(sources: RecordSources) {
  const newest = [...sources.toldAtBooking].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt))
  const seen = new Set<string>()
  return newest.flatMap((booking) =>
    (booking.data.vitals ?? []).flatMap((v) => {
      const code = VITAL_CODES[v.name]
      const value = vitalValue(v.name, v.value)
      if (!code || !value || seen.has(v.name)) return []
      seen.add(v.name)
      return [{ code, value, recordedAt: booking.recordedAt }]
    }),
  )
}

/** The Patient's own details: the whole profile, or a helper's reading, the grant's short name alone. */
function patientOf(p: RecordPatient): Omit<Patient, 'resourceType'> {
  if ('shortName' in p) return { name: [{ text: p.shortName }] }
  return {
    ...(p.medicalRecordNumber
      ? { identifier: [{ system: IDENTIFIER.medicalRecordNumber, value: p.medicalRecordNumber }] }
      : {}),
    name: [
      {
        text: [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' '),
        family: p.lastName || undefined,
        given: [p.firstName, p.middleName].filter((n): n is string => !!n),
      },
    ],
    gender:
      p.gender === 'MALE' ? 'male' : p.gender === 'FEMALE' ? 'female' : p.gender === 'OTHERS' ? 'other' : 'unknown',
    birthDate: p.dateOfBirth,
    telecom: [
      ...(p.phoneNumber ? [{ system: 'phone' as const, value: p.phoneNumber }] : []),
      ...(p.email ? [{ system: 'email' as const, value: p.email }] : []),
    ],
  }
}
