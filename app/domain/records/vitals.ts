import type { Observation, ObservationComponent, Quantity } from '@medplum/fhirtypes'
import type { VitalField } from '~/domain/booking/medical-info'
import { LOINC, UCUM } from '~/domain/records/codes'

/**
 * The booking form's vitals as FHIR vital signs (docs/records.md#vitals): each one's LOINC code and UCUM
 * unit, keyed by the name the medical-data payload gives it (SpO2 travels as respirationRate, ADR 55).
 */
type VitalCode = { field: VitalField; code: string; display: string; unit: string; ucum: string }

export const VITAL_CODES: Record<string, VitalCode> = {
  height: { field: 'height', code: '8302-2', display: 'Body height', unit: 'cm', ucum: 'cm' },
  weight: { field: 'weight', code: '29463-7', display: 'Body weight', unit: 'kg', ucum: 'kg' },
  bloodPressure: {
    field: 'bloodPressure',
    code: '85354-9',
    display: 'Blood pressure panel with all children optional',
    unit: 'mmHg',
    ucum: 'mm[Hg]',
  },
  heartRate: { field: 'pulse', code: '8867-4', display: 'Heart rate', unit: 'beats/minute', ucum: '/min' },
  respirationRate: {
    field: 'spo2',
    code: '2708-6',
    display: 'Oxygen saturation in Arterial blood',
    unit: '%',
    ucum: '%',
  },
  temperature: { field: 'temperature', code: '8310-5', display: 'Body temperature', unit: '°F', ucum: '[degF]' },
  bloodGlucose: {
    field: 'bloodGlucose',
    code: '2339-0',
    display: 'Glucose [Mass/volume] in Blood',
    unit: 'mg/dL',
    ucum: 'mg/dL',
  },
}

/** The blood pressure's parts. */
export const SYSTOLIC = { code: '8480-6', display: 'Systolic blood pressure' }
export const DIASTOLIC = { code: '8462-4', display: 'Diastolic blood pressure' }

const quantity = (value: number, vital: VitalCode): Quantity => ({
  value,
  unit: vital.unit,
  system: UCUM,
  code: vital.ucum,
})

/**
 * The value part of a vital's Observation from the payload's text, or null for a value that is no
 * number (the portal checks them at booking; another system may not have).
 */
export function vitalValue(
  name: string,
  raw: string | number,
): Pick<Observation, 'valueQuantity' | 'component'> | null {
  const vital = VITAL_CODES[name]
  if (!vital) return null
  const text = String(raw).trim().replace(/%$/, '')
  if (vital.field === 'bloodPressure') {
    const parts = /^(\d{2,3})\/(\d{2,3})$/.exec(text)
    if (!parts) return null
    const component = (part: typeof SYSTOLIC, value: string): ObservationComponent => ({
      code: { coding: [{ system: LOINC, ...part }] },
      valueQuantity: quantity(Number(value), vital),
    })
    return { component: [component(SYSTOLIC, parts[1] ?? ''), component(DIASTOLIC, parts[2] ?? '')] }
  }
  const value = Number(text)
  return text !== '' && Number.isFinite(value) ? { valueQuantity: quantity(value, vital) } : null
}

/** A vital's value as the page writes it: '120/80', '98.6'. */
export function vitalText(observation: Observation): string {
  if (observation.valueQuantity) return String(observation.valueQuantity.value)
  const part = (code: string) => observation.component?.find((c) => c.code.coding?.[0]?.code === code)
  return `${part(SYSTOLIC.code)?.valueQuantity?.value}/${part(DIASTOLIC.code)?.valueQuantity?.value}`
}

/** Which booking-form vital an Observation is, by its LOINC code. */
export function vitalFieldOf(observation: Observation): VitalField | null {
  const code = observation.code.coding?.find((c) => c.system === LOINC)?.code
  return Object.values(VITAL_CODES).find((v) => v.code === code)?.field ?? null
}
