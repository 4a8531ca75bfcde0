import type { CodeableConcept, Coding } from '@medplum/fhirtypes'

/**
 * The codes of the health record (docs/records.md#codes): the sections of the International Patient
 * Summary (IPS) and its neighbours, the LOINC codes and UCUM units of the booking form's vitals, and
 * the identifier systems of the hospital's own numbers.
 */

export const LOINC = 'http://loinc.org'
export const UCUM = 'http://unitsofmeasure.org'

/** The document's type: "Patient summary Document". */
export const PATIENT_SUMMARY: Coding = { system: LOINC, code: '60591-5', display: 'Patient summary Document' }

/** The record's sections, in the order the document and the page show them. */
export const SECTIONS = {
  allergies: { code: '48765-2', display: 'Allergies and adverse reactions Document', required: true },
  problems: { code: '11450-4', display: 'Problem list - Reported', required: true },
  medications: { code: '10160-0', display: 'History of Medication use Narrative', required: true },
  procedures: { code: '47519-4', display: 'History of Procedures Document', required: false },
  vitals: { code: '8716-3', display: 'Vital signs', required: false },
  encounters: { code: '46240-8', display: 'History of Hospitalizations+Outpatient visits Narrative', required: false },
  // LOINC has no section code for a list of documents: the portal's own system names it
  documents: { system: 'urn:patient-portal:record-section', code: 'documents', display: 'Documents', required: false },
} as const satisfies Record<string, { system?: string; code: string; display: string; required: boolean }>
export type SectionKey = keyof typeof SECTIONS
export const SECTION_KEYS = Object.keys(SECTIONS) as SectionKey[]

const systemOf = (key: SectionKey): string => {
  const section = SECTIONS[key]
  return 'system' in section ? section.system : LOINC
}

export const sectionCode = (key: SectionKey): CodeableConcept => ({
  coding: [{ system: systemOf(key), code: SECTIONS[key].code, display: SECTIONS[key].display }],
})

/** The section a Composition section is, by its code, or null for one the portal does not show. */
export function sectionKeyOf(code: CodeableConcept | undefined): SectionKey | null {
  return (
    SECTION_KEYS.find((key) =>
      code?.coding?.some((c) => c.system === systemOf(key) && c.code === SECTIONS[key].code),
    ) ?? null
  )
}

/** An empty section says why (IPS: emptyReason from list-empty-reason). */
export const NOTHING_RECORDED: CodeableConcept = {
  coding: [
    { system: 'http://terminology.hl7.org/CodeSystem/list-empty-reason', code: 'unavailable', display: 'Unavailable' },
  ],
}

/** What the patient told us is theirs, not a clinician's: unconfirmed. */
export const UNCONFIRMED_ALLERGY: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification', code: 'unconfirmed' }],
}
export const ACTIVE_ALLERGY: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' }],
}
export const UNCONFIRMED_CONDITION: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'unconfirmed' }],
}
export const ACTIVE_CONDITION: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
}
export const PROBLEM_LIST_ITEM: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'problem-list-item' }],
}
export const VITAL_SIGNS: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }],
}

/** A visit's class: in the hospital (ambulatory) or online (virtual). */
export const ENCOUNTER_CLASS = {
  PHYSICAL_VISIT: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
  ONLINE_CONSULTATION: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'VR', display: 'virtual' },
} as const satisfies Record<string, Coding>
export type VisitType = keyof typeof ENCOUNTER_CLASS

/** A prescription document: "Prescription for medication". */
export const PRESCRIPTION: Coding = { system: LOINC, code: '57833-6', display: 'Prescription for medication' }

/**
 * The hospital's own numbers, as identifier systems under one URN (docs/records.md#identifiers):
 * national systems (ABHA numbers, NRCES profiles) replace them once the hospital issues them.
 */
export const IDENTIFIER = {
  document: 'urn:ietf:rfc:3986',
  medicalRecordNumber: 'urn:patient-portal:medical-record-number',
  appointment: 'urn:patient-portal:appointment',
  patientDocument: 'urn:patient-portal:document',
  patientDocumentKind: 'urn:patient-portal:document-kind',
} as const

/** The kinds of document the profile holds (the patient service's fileType). */
export const DOCUMENT_KINDS = ['GOVT', 'ADDRESS', 'MEDICALHISTORY'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]
