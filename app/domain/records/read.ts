import type {
  AllergyIntolerance,
  Bundle,
  Composition,
  DocumentReference,
  Encounter,
  Extension,
  Observation,
  Organization,
  Patient,
  Reference,
  Resource,
} from '@medplum/fhirtypes'
import type { VitalField } from '~/domain/booking/medical-info'
import { MORE_EXTENSION, TOLD_ON_EXTENSION } from '~/domain/records/bundle'
import {
  DOCUMENT_KINDS,
  ENCOUNTER_CLASS,
  IDENTIFIER,
  PRESCRIPTION,
  sectionKeyOf,
  type DocumentKind,
  type SectionKey,
  type VisitType,
} from '~/domain/records/codes'
import { vitalFieldOf, vitalText } from '~/domain/records/vitals'

/**
 * The health record as the page shows it, read from the Bundle and nothing else (ADR 117): the page
 * and the file cannot disagree. Every item keeps the `fullUrl` of its entry.
 */

/** The page's parts after About you: the document's sections, with the prescriptions apart from the documents. */
export const PAGE_SECTIONS = [
  'allergies',
  'problems',
  'medications',
  'procedures',
  'vitals',
  'encounters',
  'prescriptions',
  'documents',
] as const
export type PageSection = (typeof PAGE_SECTIONS)[number]

/** Where an item came from: the patient at a booking, a doctor, or the patient's profile. */
export type ItemSource =
  | { by: 'patient'; on: string | null }
  | { by: 'doctor'; doctor: string; on: string | null }
  | { by: 'profile'; on: string | null }
  | { by: 'hospital'; hospital: string }

export type RecordItem = {
  ref: string
  /** what it is, in the patient's or the hospital's words */
  name: string
  kind?: 'allergy' | 'drugSensitivity' | VisitType | DocumentKind | VitalField
  /** when a visit was */
  date?: string
  value?: string
  unit?: string
  source: ItemSource
  appointmentId?: number
  documentId?: number
}

export type RecordSection = { items: RecordItem[]; inAll: number | null }

export type HealthRecordView = {
  patient: { name: string; birthDate: string; medicalRecordNumber: string | null }
  hospital: string
  madeOn: string
  sections: Record<PageSection, RecordSection>
}

export function readHealthRecord(bundle: Bundle): HealthRecordView {
  const byUrl = new Map<string, Resource>()
  for (const e of bundle.entry ?? []) if (e.fullUrl && e.resource) byUrl.set(e.fullUrl, e.resource)
  const resolve = <T extends Resource>(ref: Reference<T> | undefined) =>
    (ref?.reference ? byUrl.get(ref.reference) : undefined) as T | undefined
  const composition = bundle.entry?.[0]?.resource as Composition
  const patient = resolve<Patient>(composition.subject as Reference<Patient>)
  const hospital = resolve<Organization>(composition.custodian)
  const byPatient = (ref: Reference | undefined) => resolve(ref)?.resourceType === 'Patient'
  // a practitioner's or a patient's name as the hospital wrote it
  const nameOf = (ref: Reference | undefined) => {
    const r = resolve(ref)
    return r?.resourceType === 'Practitioner' || r?.resourceType === 'Patient' ? (r.name?.[0]?.text ?? '') : ''
  }
  const orgName = (ref: Reference | undefined) => {
    const r = resolve(ref)
    return r?.resourceType === 'Organization' ? (r.name ?? '') : ''
  }
  const told = (on: string | undefined): ItemSource => ({ by: 'patient', on: on ?? null })

  const sections = Object.fromEntries(
    PAGE_SECTIONS.map((s): [PageSection, RecordSection] => [s, { items: [], inAll: null }]),
  ) as Record<PageSection, RecordSection>
  for (const section of composition.section ?? []) {
    const key = sectionKeyOf(section.code)
    if (!key) continue
    const inAll = section.extension?.find((e: Extension) => e.url === MORE_EXTENSION)?.valueInteger ?? null
    for (const entry of section.entry ?? []) {
      const resource = resolve(entry)
      if (!resource || !entry.reference) continue
      const item = readItem(key, entry.reference, resource)
      if (item) sections[item.section].items.push(item.item)
    }
    if (inAll !== null) sections[key].inAll = inAll
  }
  return {
    patient: {
      name: patient?.name?.[0]?.text ?? '',
      birthDate: patient?.birthDate ?? '',
      medicalRecordNumber: patient?.identifier?.find((i) => i.system === IDENTIFIER.medicalRecordNumber)?.value ?? null,
    },
    hospital: hospital?.name ?? '',
    madeOn: bundle.timestamp ?? composition.date,
    sections,
  }

  function readItem(key: SectionKey, ref: string, r: Resource): { section: PageSection; item: RecordItem } | null {
    const item = (section: PageSection, fields: Omit<RecordItem, 'ref'>) => ({ section, item: { ref, ...fields } })
    switch (r.resourceType) {
      case 'AllergyIntolerance':
        return item('allergies', {
          name: r.code?.text ?? '',
          kind: isDrugSensitivity(r) ? 'drugSensitivity' : 'allergy',
          source: byPatient(r.asserter) ? told(r.recordedDate) : doctorSource(r.recorder, r.recordedDate),
        })
      case 'Condition':
        return item('problems', {
          name: r.code?.text ?? '',
          source: byPatient(r.asserter) ? told(r.recordedDate) : doctorSource(r.recorder, r.recordedDate),
        })
      case 'MedicationStatement':
        return item('medications', {
          name: r.medicationCodeableConcept?.text ?? '',
          source: byPatient(r.informationSource)
            ? told(r.dateAsserted)
            : doctorSource(r.informationSource, r.dateAsserted),
        })
      case 'Procedure': {
        const on = r.extension?.find((e) => e.url === TOLD_ON_EXTENSION)?.valueDateTime
        return item('procedures', {
          name: r.code?.text ?? '',
          source: byPatient(r.asserter) ? told(on) : doctorSource(r.recorder, on),
        })
      }
      case 'Observation':
        return readVital(r)
      case 'Encounter':
        return item('encounters', readVisit(r))
      case 'DocumentReference':
        return key === 'documents' ? readDocument(r) : null
      default:
        return null
    }

    function doctorSource(by: Reference | undefined, on: string | undefined): ItemSource {
      return { by: 'doctor', doctor: nameOf(by), on: on ?? null }
    }
    function readVital(o: Observation) {
      const field = vitalFieldOf(o)
      if (!field) return null
      return item('vitals', {
        name: o.code.coding?.[0]?.display ?? '',
        kind: field,
        value: vitalText(o),
        unit: o.valueQuantity?.unit ?? o.component?.[0]?.valueQuantity?.unit,
        source: byPatient(o.performer?.[0])
          ? told(o.effectiveDateTime)
          : doctorSource(o.performer?.[0], o.effectiveDateTime),
      })
    }
    function readVisit(e: Encounter): Omit<RecordItem, 'ref'> {
      const type = (Object.keys(ENCOUNTER_CLASS) as VisitType[]).find((t) => ENCOUNTER_CLASS[t].code === e.class.code)
      return {
        name: nameOf(e.participant?.[0]?.individual),
        kind: type,
        date: e.period?.start,
        source: { by: 'hospital', hospital: orgName(e.serviceProvider) },
        appointmentId: numberOf(e.identifier?.find((i) => i.system === IDENTIFIER.appointment)?.value),
      }
    }
    function readDocument(d: DocumentReference) {
      const on = d.date ?? d.content[0]?.attachment.creation ?? null
      if (d.type?.coding?.some((c) => c.system === PRESCRIPTION.system && c.code === PRESCRIPTION.code)) {
        const visit = resolve(d.context?.encounter?.[0])
        return item('prescriptions', {
          name: nameOf(d.author?.[0]),
          source: { by: 'doctor', doctor: nameOf(d.author?.[0]), on },
          appointmentId:
            visit?.resourceType === 'Encounter'
              ? numberOf(visit.identifier?.find((i) => i.system === IDENTIFIER.appointment)?.value)
              : undefined,
        })
      }
      const kind = d.type?.coding?.find((c) => c.system === IDENTIFIER.patientDocumentKind)?.code
      return item('documents', {
        name: d.content[0]?.attachment.title ?? '',
        kind: DOCUMENT_KINDS.find((k) => k === kind),
        source: { by: 'profile', on },
        documentId: numberOf(d.identifier?.find((i) => i.system === IDENTIFIER.patientDocument)?.value),
      })
    }
  }
}

const isDrugSensitivity = (a: AllergyIntolerance) => a.category?.includes('medication') ?? false

const numberOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined)
