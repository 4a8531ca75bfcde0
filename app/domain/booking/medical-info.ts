import { fill, type English } from '~/utils/language/texts'

/** The bookingMessages texts in the page's language, for the checks' messages. */
type Notices = English['bookingMessages']

/**
 * Medical info at booking confirmation (docs/rules/booking.md#data and docs/rules/booking.md#validation): the texts of the Basic enquiry, the Patient
 * Vitals and their bounds, and the medical-data payload the appointment service expects.
 */

/** The Basic enquiry texts and their maximum lengths. */
export const MEDICAL_TEXT_MAX = {
  reason: 200,
  allergies: 150,
  drugSensitivities: 150,
  healthConditions: 150,
  medications: 150,
  procedures: 150,
} as const
export type MedicalTextField = keyof typeof MEDICAL_TEXT_MAX
export const MEDICAL_TEXT_FIELDS = Object.keys(MEDICAL_TEXT_MAX) as MedicalTextField[]

/** Input lengths of the vitals ("max N characters" in docs/rules/booking.md#validation); temperature has none, 10 covers 106.000000. */
export const VITAL_MAX_LENGTH = {
  height: 3,
  weight: 3,
  bloodPressure: 7,
  pulse: 3,
  spo2: 4,
  temperature: 10,
  bloodGlucose: 4,
} as const
export type VitalField = keyof typeof VITAL_MAX_LENGTH
export const VITAL_FIELDS = Object.keys(VITAL_MAX_LENGTH) as VitalField[]

/** The inputmode that brings up the right keyboard on a phone. */
export const VITAL_INPUT_MODE: Record<VitalField, 'numeric' | 'decimal' | 'text'> = {
  height: 'decimal',
  weight: 'decimal',
  bloodPressure: 'text',
  pulse: 'numeric',
  spo2: 'text',
  temperature: 'decimal',
  bloodGlucose: 'decimal',
}

/**
 * The character filter of the medical texts: anything but word characters, spaces and common punctuation is
 * removed, and line breaks become spaces (Enter is blocked in the original).
 */
export function cleanMedicalText(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[^\w .,;:'"!?()/&%+\-@#]/g, '')
    .trim()
}

const inRange = (value: number, min: number, max: number, minExclusive = false) =>
  Number.isFinite(value) && (minExclusive ? value > min : value >= min) && value <= max

/** Each vital's rule: true when the (trimmed, non-empty) value is acceptable. */
export const VITAL_RULES: Record<VitalField, (value: string) => boolean> = {
  height: (v) => /^\d+(\.\d+)?$/.test(v) && inRange(Number(v), 0, 300, true),
  // digits, then a dot and any digits, or a dot and digits: no two parts can take the same digits
  weight: (v) => /^(\d+(\.\d*)?|\.\d+)$/.test(v) && inRange(Number(v), 0, Infinity, true),
  bloodPressure: (v) => v.length > 2 && /^\d{2,3}\/\d{2,3}$/.test(v),
  pulse: (v) => /^\d+$/.test(v) && inRange(Number(v), 1, 200),
  spo2: (v) => /^\d+(\.\d+)?%?$/.test(v) && inRange(Number(v.replace(/%$/, '')), 1, 100),
  temperature: (v) => /^\d+(\.\d{1,6})?$/.test(v) && inRange(Number(v), 0, 106),
  bloodGlucose: (v) => /^\d+(\.\d{1,5})?$/.test(v) && inRange(Number(v), 0, 300),
}

/** The message for a vital that breaks its rule, or null (an empty vital is fine: they are all optional). */
export function vitalProblem(field: VitalField, raw: string, m: Notices): string | null {
  const value = raw.trim()
  if (value === '') return null
  if (value.length > VITAL_MAX_LENGTH[field] || !VITAL_RULES[field](value)) return m.vitals[field]
  return null
}

/** The message for a Basic enquiry text that is too long once filtered, or null. */
export function medicalTextProblem(field: MedicalTextField, cleaned: string, m: Notices): string | null {
  return cleaned.length > MEDICAL_TEXT_MAX[field] ? fill(m.tooLong, { max: MEDICAL_TEXT_MAX[field] }) : null
}

/** How each vital travels: the services' names and units (docs/rules/booking.md#data; SpO2 goes as respirationRate). */
const VITAL_PAYLOAD: Record<VitalField, { name: string; unit: string }> = {
  height: { name: 'height', unit: 'cm' },
  weight: { name: 'weight', unit: 'kgs' },
  bloodPressure: { name: 'bloodPressure', unit: 'mmHg' },
  pulse: { name: 'heartRate', unit: 'BPM' },
  spo2: { name: 'respirationRate', unit: '%' },
  // the payload is the services' contract (docs/rules/booking.md#data sends '%' for both); only the labels say °F and mg/dL
  // (ADR 55)
  temperature: { name: 'temperature', unit: '%' },
  bloodGlucose: { name: 'bloodGlucose', unit: '%' },
}

export type MedicalInfo = Partial<Record<MedicalTextField | VitalField, string>>

export type MedicalData = {
  allergies: { name: string }[]
  drugSensitivities: { name: string }[]
  healthConditions: { name: string }[]
  medications: { name: string }[]
  procedures: { name: string }[]
  vitals: { name: string; unit: string; value: string }[]
}

/** The medical-data payload from checked form values; empty entries are left out. */
export function toMedicalData(info: MedicalInfo): MedicalData {
  const list = (field: Exclude<MedicalTextField, 'reason'>) => (info[field] ? [{ name: info[field] }] : [])
  return {
    allergies: list('allergies'),
    drugSensitivities: list('drugSensitivities'),
    healthConditions: list('healthConditions'),
    medications: list('medications'),
    procedures: list('procedures'),
    vitals: VITAL_FIELDS.flatMap((field) => {
      const value = info[field]?.trim().replace(/%$/, '')
      return value ? [{ ...VITAL_PAYLOAD[field], value }] : []
    }),
  }
}

/** Whether there is anything to send as medical data (the reason travels with the booking itself). */
export function hasMedicalData(data: MedicalData): boolean {
  return Object.values(data).some((list) => list.length > 0)
}

/** Documents at confirmation (docs/rules/booking.md#validation): png, jpg, jpeg, pdf; 10 MB each; at most 10 files. */
export const CONSULTATION_DOCUMENTS = {
  maxFiles: 10,
  maxBytes: 10 * 1024 * 1024,
  kinds: ['png', 'jpeg', 'pdf'],
} as const
/** The file picker's accept list (a hint only; the server checks the bytes). */
export const CONSULTATION_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf'

/** The documents' problem, first failure wins, or null; `kind` is what the bytes say (see sniffFileKind). */
export function documentsProblem(
  files: readonly { name: string; size: number; kind: string | null }[],
  m: Notices,
): string | null {
  const limits = CONSULTATION_DOCUMENTS
  if (files.length > limits.maxFiles) return m.documentsTooMany
  for (const file of files) {
    if (file.size === 0) return m.documentsEmpty
    if (file.size > limits.maxBytes) return fill(m.documentTooLarge, { name: file.name })
    if (!file.kind || !(limits.kinds as readonly string[]).includes(file.kind)) return m.documentsType
  }
  return null
}
