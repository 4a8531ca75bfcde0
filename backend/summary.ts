import { randomUUID } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { shortName } from './helping/rules.ts'

/**
 * The hospital's patient summary (`Patient/$summary`): a FHIR R4 document Bundle shaped like the
 * International Patient Summary, built from the stand-in's tables. The portal reads it as it reads its
 * own (docs/records.md#what-a-hospital-must-offer): the same sections, codes and identifier systems,
 * the newest 20 visits and documents with the count in all, patient-reported items unconfirmed and
 * asserted by the patient. The narratives are in English; the portal writes them in the patient's language.
 * A helper's delegated token gets the clinical record only: the Patient named by the given name and
 * initial, and none of the profile's documents (identity and contact details are never a helper's).
 */

const LOINC = 'http://loinc.org'
const UCUM = 'http://unitsofmeasure.org'
const HL7 = 'http://terminology.hl7.org/CodeSystem'
const LIMIT = 20
const MORE = 'urn:patient-portal:items-in-all'
const TOLD_ON = 'urn:patient-portal:told-on'
const id = (system: string, value: string | number) => ({
  system: `urn:patient-portal:${system}`,
  value: String(value),
})

const SECTIONS: [key: string, system: string, code: string, display: string][] = [
  ['allergies', LOINC, '48765-2', 'Allergies and adverse reactions Document'],
  ['problems', LOINC, '11450-4', 'Problem list - Reported'],
  ['medications', LOINC, '10160-0', 'History of Medication use Narrative'],
  ['procedures', LOINC, '47519-4', 'History of Procedures Document'],
  ['vitals', LOINC, '8716-3', 'Vital signs'],
  ['encounters', LOINC, '46240-8', 'History of Hospitalizations+Outpatient visits Narrative'],
  ['documents', 'urn:patient-portal:record-section', 'documents', 'Documents'],
]

/** The booking form's vitals by the medical-data payload's names (SpO2 travels as respirationRate). */
const VITALS: Record<string, { code: string; display: string; unit: string; ucum: string }> = {
  height: { code: '8302-2', display: 'Body height', unit: 'cm', ucum: 'cm' },
  weight: { code: '29463-7', display: 'Body weight', unit: 'kg', ucum: 'kg' },
  bloodPressure: {
    code: '85354-9',
    display: 'Blood pressure panel with all children optional',
    unit: 'mmHg',
    ucum: 'mm[Hg]',
  },
  heartRate: { code: '8867-4', display: 'Heart rate', unit: 'beats/minute', ucum: '/min' },
  respirationRate: { code: '2708-6', display: 'Oxygen saturation in Arterial blood', unit: '%', ucum: '%' },
  temperature: { code: '8310-5', display: 'Body temperature', unit: '°F', ucum: '[degF]' },
  bloodGlucose: { code: '2339-0', display: 'Glucose [Mass/volume] in Blood', unit: 'mg/dL', ucum: 'mg/dL' },
}

type Told = { name: string; at: string }
type Json = Record<string, unknown>

export function patientSummary(db: Database, patientId: number, now: Date, forHelper = false): Json {
  const entries: { fullUrl: string; resource: Json }[] = []
  const add = (resource: Json) => {
    const fullUrl = `urn:uuid:${randomUUID()}`
    entries.push({ fullUrl, resource })
    return { reference: fullUrl }
  }
  const p = db
    .prepare<[number], Record<string, string | null>>(
      `SELECT p.*, h.name AS hospital_name, h.city AS hospital_city, h.website AS hospital_website
       FROM patients p JOIN hospitals h ON h.id = p.hospital_id WHERE p.id = ?`,
    )
    .get(patientId)
  if (!p) return {}
  const hospital = add({
    resourceType: 'Organization',
    name: p.hospital_name,
    ...(p.hospital_city ? { address: [{ city: p.hospital_city, country: 'IN' }] } : {}),
    ...(p.hospital_website ? { telecom: [{ system: 'url', value: p.hospital_website }] } : {}),
  })
  const given = [p.first_name, p.middle_name].filter((n): n is string => !!n)
  const patient = add({
    resourceType: 'Patient',
    ...(forHelper
      ? { name: [{ text: shortName(p.first_name ?? '', p.last_name ?? '') }] }
      : {
          ...(p.medical_record_number ? { identifier: [id('medical-record-number', p.medical_record_number)] } : {}),
          name: [{ text: [...given, p.last_name].filter(Boolean).join(' '), family: p.last_name ?? undefined, given }],
          gender:
            ({ MALE: 'male', FEMALE: 'female', OTHERS: 'other' } as Record<string, string>)[p.gender ?? ''] ??
            'unknown',
          birthDate: p.date_of_birth,
          telecom: [
            ...(p.phone_number ? [{ system: 'phone', value: p.phone_number }] : []),
            ...(p.email ? [{ system: 'email', value: p.email }] : []),
          ],
        }),
    managingOrganization: hospital,
  })

  const bookings = db
    .prepare<[number, number], { data: string; created_at: string }>(
      `SELECT m.data, m.created_at FROM appointment_medical_data m JOIN appointments a ON a.id = m.appointment_id
       WHERE a.patient_id = ? ORDER BY m.created_at DESC LIMIT ?`,
    )
    .all(patientId, LIMIT)
    .map((row) => ({
      at: row.created_at,
      data: JSON.parse(row.data) as Record<string, { name: string; value?: unknown }[]>,
    }))
  const told = (field: string): Told[] => {
    const seen = new Set<string>()
    return bookings.flatMap((b) =>
      (b.data[field] ?? []).flatMap(({ name }) => {
        const key = name.trim().replace(/\s+/g, ' ').toLowerCase()
        if (key === '' || seen.has(key)) return []
        seen.add(key)
        return [{ name, at: b.at }]
      }),
    )
  }
  const byPatient = { recorder: patient, asserter: patient }
  const allergy = (t: Told, drug: boolean) =>
    add({
      resourceType: 'AllergyIntolerance',
      clinicalStatus: { coding: [{ system: `${HL7}/allergyintolerance-clinical`, code: 'active' }] },
      verificationStatus: { coding: [{ system: `${HL7}/allergyintolerance-verification`, code: 'unconfirmed' }] },
      ...(drug ? { type: 'intolerance', category: ['medication'] } : { type: 'allergy' }),
      code: { text: t.name },
      patient,
      recordedDate: t.at,
      ...byPatient,
    })
  const sections: Record<string, { reference: string }[]> = {
    allergies: [
      ...told('allergies').map((t) => allergy(t, false)),
      ...told('drugSensitivities').map((t) => allergy(t, true)),
    ],
    problems: told('healthConditions').map((t) =>
      add({
        resourceType: 'Condition',
        clinicalStatus: { coding: [{ system: `${HL7}/condition-clinical`, code: 'active' }] },
        verificationStatus: { coding: [{ system: `${HL7}/condition-ver-status`, code: 'unconfirmed' }] },
        category: [{ coding: [{ system: `${HL7}/condition-category`, code: 'problem-list-item' }] }],
        code: { text: t.name },
        subject: patient,
        recordedDate: t.at,
        ...byPatient,
      }),
    ),
    medications: told('medications').map((t) =>
      add({
        resourceType: 'MedicationStatement',
        status: 'active',
        medicationCodeableConcept: { text: t.name },
        subject: patient,
        dateAsserted: t.at,
        informationSource: patient,
      }),
    ),
    procedures: told('procedures').map((t) =>
      add({
        resourceType: 'Procedure',
        status: 'completed',
        code: { text: t.name },
        subject: patient,
        ...byPatient,
        extension: [{ url: TOLD_ON, valueDateTime: t.at }],
      }),
    ),
    vitals: latestVitals(bookings).map(({ name, value, at }) => {
      const vital = VITALS[name]!
      const quantity = (v: string) => ({ value: Number(v), unit: vital.unit, system: UCUM, code: vital.ucum })
      const [systolic, diastolic] = value.split('/')
      return add({
        resourceType: 'Observation',
        status: 'final',
        category: [{ coding: [{ system: `${HL7}/observation-category`, code: 'vital-signs' }] }],
        code: { coding: [{ system: LOINC, code: vital.code, display: vital.display }] },
        subject: patient,
        effectiveDateTime: at,
        performer: [patient],
        ...(name === 'bloodPressure'
          ? {
              component: [
                {
                  code: { coding: [{ system: LOINC, code: '8480-6', display: 'Systolic blood pressure' }] },
                  valueQuantity: quantity(systolic!),
                },
                {
                  code: { coding: [{ system: LOINC, code: '8462-4', display: 'Diastolic blood pressure' }] },
                  valueQuantity: quantity(diastolic!),
                },
              ],
            }
          : { valueQuantity: quantity(value) }),
      })
    }),
    encounters: [],
    documents: [],
  }

  const visits = db
    .prepare<
      [number, number],
      {
        id: number
        start_time: string
        end_time: string
        type: string
        doctor_id: number
        doctor: string
        consultation_id: number | null
      }
    >(
      `SELECT a.id, a.start_time, a.end_time, a.type, d.id AS doctor_id,
              TRIM(d.prefix || ' ' || d.first_name || ' ' || COALESCE(d.last_name, '')) AS doctor, c.id AS consultation_id
       FROM appointments a JOIN doctors d ON d.id = a.doctor_id LEFT JOIN consultations c ON c.appointment_id = a.id
       WHERE a.patient_id = ? AND a.status = 'CLOSED' ORDER BY a.start_time DESC LIMIT ?`,
    )
    .all(patientId, LIMIT)
  const doctors = new Map<number, { reference: string }>()
  for (const v of visits) {
    const doctor = doctors.get(v.doctor_id) ?? add({ resourceType: 'Practitioner', name: [{ text: v.doctor }] })
    doctors.set(v.doctor_id, doctor)
    const encounter = add({
      resourceType: 'Encounter',
      identifier: [id('appointment', v.id)],
      status: 'finished',
      class: {
        system: `${HL7}/v3-ActCode`,
        ...(v.type === 'PHYSICAL_VISIT' ? { code: 'AMB', display: 'ambulatory' } : { code: 'VR', display: 'virtual' }),
      },
      subject: patient,
      participant: [{ individual: doctor }],
      period: { start: v.start_time, end: v.end_time },
      serviceProvider: hospital,
    })
    sections.encounters!.push(encounter)
    if (v.consultation_id === null) continue
    sections.documents!.push(
      add({
        resourceType: 'DocumentReference',
        status: 'current',
        type: { coding: [{ system: LOINC, code: '57833-6', display: 'Prescription for medication' }] },
        subject: patient,
        date: v.end_time,
        author: [doctor],
        custodian: hospital,
        content: [{ attachment: { contentType: 'application/pdf', creation: v.end_time } }],
        context: { encounter: [encounter] },
      }),
    )
  }
  const documents = forHelper
    ? []
    : db
        .prepare<[number, number], { id: number; name: string; file_type: string; created_at: string }>(
          `SELECT id, name, file_type, created_at FROM documents WHERE patient_id = ? AND file_type <> 'CONSULTATION'
           ORDER BY created_at DESC, id DESC LIMIT ?`,
        )
        .all(patientId, LIMIT)
  for (const d of documents)
    sections.documents!.push(
      add({
        resourceType: 'DocumentReference',
        identifier: [id('document', d.id)],
        status: 'current',
        type: { coding: [{ system: 'urn:patient-portal:document-kind', code: d.file_type }] },
        subject: patient,
        date: d.created_at,
        author: [patient],
        content: [{ attachment: { title: d.name, creation: d.created_at } }],
      }),
    )
  const count = (sql: string) => db.prepare<[number], { n: number }>(sql).get(patientId)?.n ?? 0
  const inAll: Record<string, number> = {
    encounters: count(`SELECT COUNT(*) AS n FROM appointments WHERE patient_id = ? AND status = 'CLOSED'`),
    documents:
      (forHelper
        ? 0
        : count(`SELECT COUNT(*) AS n FROM documents WHERE patient_id = ? AND file_type <> 'CONSULTATION'`)) +
      visits.filter((v) => v.consultation_id !== null).length,
  }

  const composition = {
    resourceType: 'Composition',
    language: 'en',
    status: 'final',
    type: { coding: [{ system: LOINC, code: '60591-5', display: 'Patient summary Document' }] },
    subject: patient,
    date: now.toISOString(),
    author: [hospital],
    custodian: hospital,
    title: 'Patient summary',
    section: SECTIONS.map(([key, system, code, display]) => {
      const entry = sections[key] ?? []
      const more = inAll[key]
      return {
        title: display,
        code: { coding: [{ system, code, display }] },
        ...(more !== undefined && more > entry.length ? { extension: [{ url: MORE, valueInteger: more }] } : {}),
        text: { status: 'generated', div: narrative(entry.length) },
        ...(entry.length > 0
          ? { entry }
          : {
              emptyReason: {
                coding: [{ system: `${HL7}/list-empty-reason`, code: 'unavailable', display: 'Unavailable' }],
              },
            }),
      }
    }),
  }
  return {
    resourceType: 'Bundle',
    language: 'en',
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${randomUUID()}` },
    type: 'document',
    timestamp: now.toISOString(),
    entry: [{ fullUrl: `urn:uuid:${randomUUID()}`, resource: composition }, ...entries],
  }
}

const narrative = (count: number) =>
  `<div xmlns="http://www.w3.org/1999/xhtml"><p>${count === 0 ? 'None recorded' : `${count} entries`}</p></div>`

/** Each vital's newest value over the bookings, newest first; a value that is no number is left out. */
function latestVitals(bookings: { at: string; data: Record<string, { name: string; value?: unknown }[]> }[]) {
  const seen = new Set<string>()
  return bookings.flatMap((b) =>
    (b.data.vitals ?? []).flatMap(({ name, value }) => {
      const text = String(value ?? '')
        .trim()
        .replace(/%$/, '')
      const ok =
        name === 'bloodPressure' ? /^\d{2,3}\/\d{2,3}$/.test(text) : text !== '' && Number.isFinite(Number(text))
      if (!VITALS[name] || !ok || seen.has(name)) return []
      seen.add(name)
      return [{ name, value: text, at: b.at }]
    }),
  )
}
