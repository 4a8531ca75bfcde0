import { describe, expect, it } from 'vitest'
import * as en from '~/messages/booking/en'
import * as hi from '~/messages/booking/hi'
import * as kn from '~/messages/booking/kn'
import {
  cleanMedicalText,
  documentsProblem,
  hasMedicalData,
  MEDICAL_TEXT_FIELDS,
  MEDICAL_TEXT_MAX,
  medicalTextProblem,
  toMedicalData,
  vitalProblem,
  type VitalField,
} from './medical-info'

const notices = en.bookingMessages

const messages = {
  height: 'Please enter a height greater than 0 and at most 300 cm.',
  weight: 'Please enter a weight greater than 0, with digits and a dot only.',
  bloodPressure: 'Please Enter valid Blood Pressure',
  pulse: 'Please enter a pulse rate from 1 to 200, digits only.',
  spo2: 'Please enter an SpO2 from 1 to 100 (a % sign may follow).',
  temperature: 'Please enter a temperature from 0 to 106 °F (up to 6 decimals).',
  bloodGlucose: 'Please enter a blood glucose from 0 to 300 (up to 5 decimals).',
} satisfies Record<VitalField, string>

// [field, value, accepted]: every bound of docs/rules/booking.md#validation, both sides
const cases: [VitalField, string, boolean][] = [
  // height: at most 3 characters, greater than 0, at most 300
  ['height', '', true],
  ['height', '1', true],
  ['height', '170', true],
  ['height', '300', true],
  ['height', '301', false],
  ['height', '0', false],
  ['height', '0.5', true],
  ['height', '1000', false],
  ['height', '-5', false],
  ['height', 'abc', false],
  // weight: at most 3 characters, greater than 0, digits and a dot only
  ['weight', '70', true],
  ['weight', '999', true],
  ['weight', '1000', false],
  ['weight', '0', false],
  ['weight', '0.0', false],
  ['weight', '.5', true],
  ['weight', '7.5', true],
  ['weight', '7,5', false],
  ['weight', '1.2.3', false],
  ['weight', '.', false],
  ['weight', '-1', false],
  // blood pressure: at most 7 characters, 2 to 3 digits each side
  ['bloodPressure', '120/80', true],
  ['bloodPressure', '99/60', true],
  ['bloodPressure', '180/110', true],
  ['bloodPressure', '1200/80', false],
  ['bloodPressure', '120/8', false],
  ['bloodPressure', '9/60', false],
  ['bloodPressure', '12', false],
  ['bloodPressure', '120', false],
  ['bloodPressure', '120-80', false],
  ['bloodPressure', '120/80/1', false],
  // pulse: at most 3 characters, digits only, 1 to 200
  ['pulse', '1', true],
  ['pulse', '72', true],
  ['pulse', '200', true],
  ['pulse', '201', false],
  ['pulse', '0', false],
  ['pulse', '7.5', false],
  ['pulse', '1000', false],
  // SpO2: at most 4 characters, 1 to 100, an optional trailing %
  ['spo2', '1', true],
  ['spo2', '98', true],
  ['spo2', '98%', true],
  ['spo2', '100', true],
  ['spo2', '100%', true],
  ['spo2', '101', false],
  ['spo2', '0', false],
  ['spo2', '%98', false],
  ['spo2', '98.5%', false],
  // temperature: numeric, up to 6 decimals, 0 to 106
  ['temperature', '0', true],
  ['temperature', '98.6', true],
  ['temperature', '106', true],
  ['temperature', '106.000001', false],
  ['temperature', '106.1', false],
  ['temperature', '98.123456', true],
  ['temperature', '98.1234567', false],
  ['temperature', '-1', false],
  ['temperature', 'hot', false],
  // blood glucose: at most 4 characters, up to 5 decimals, 0 to 300
  ['bloodGlucose', '0', true],
  ['bloodGlucose', '110', true],
  ['bloodGlucose', '300', true],
  ['bloodGlucose', '301', false],
  ['bloodGlucose', '5.55', true],
  ['bloodGlucose', '1000', false],
  ['bloodGlucose', '12345', false],
  ['bloodGlucose', 'x', false],
]

describe('vitalProblem', () => {
  it.each(cases)('%s %j accepted: %s', (field, value, accepted) => {
    expect(vitalProblem(field, value, notices)).toBe(accepted ? null : messages[field])
  })

  it('reads the value trimmed, and an empty or blank vital is fine (they are optional)', () => {
    expect(vitalProblem('pulse', ' 72 ', notices)).toBeNull()
    for (const field of Object.keys(messages) as VitalField[]) expect(vitalProblem(field, '   ', notices)).toBeNull()
  })
})

describe('cleanMedicalText', () => {
  it.each([
    ['Headache since Monday, 3 days.', 'Headache since Monday, 3 days.'],
    ['Penicillin (rash) & ibuprofen - mild; 50% better?', 'Penicillin (rash) & ibuprofen - mild; 50% better?'],
    ['line one\nline two', 'line one line two'],
    ['<script>alert(1)</script>', 'scriptalert(1)/script'],
    ['pain {10/10} ~ bad`', 'pain 10/10  bad'],
    ['  padded  ', 'padded'],
  ])('%j becomes %j', (input, output) => {
    expect(cleanMedicalText(input)).toBe(output)
  })
})

describe('medicalTextProblem', () => {
  it('allows the reason up to 200 characters and the other texts up to 150', () => {
    expect(MEDICAL_TEXT_MAX).toEqual({
      reason: 200,
      allergies: 150,
      drugSensitivities: 150,
      healthConditions: 150,
      medications: 150,
      procedures: 150,
    })
    for (const field of MEDICAL_TEXT_FIELDS) {
      const max = MEDICAL_TEXT_MAX[field]
      expect(medicalTextProblem(field, 'a'.repeat(max), notices)).toBeNull()
      expect(medicalTextProblem(field, 'a'.repeat(max + 1), notices)).toBe(`Please enter at most ${max} characters.`)
    }
  })
})

describe('toMedicalData', () => {
  it('sends each text as one named entry and the vitals with the services’ names and units, leaving out blanks', () => {
    const data = toMedicalData({
      reason: 'Rash',
      allergies: 'Peanuts',
      healthConditions: 'Asthma',
      medications: '',
      height: '170',
      bloodPressure: '120/80',
      pulse: '72',
      spo2: '98%',
      temperature: '98.6',
      bloodGlucose: '',
    })
    expect(data).toEqual({
      allergies: [{ name: 'Peanuts' }],
      drugSensitivities: [],
      healthConditions: [{ name: 'Asthma' }],
      medications: [],
      procedures: [],
      vitals: [
        { name: 'height', unit: 'cm', value: '170' },
        { name: 'bloodPressure', unit: 'mmHg', value: '120/80' },
        { name: 'heartRate', unit: 'BPM', value: '72' },
        { name: 'respirationRate', unit: '%', value: '98' },
        // the payload's units of docs/rules/booking.md#data (ADR 55)
        { name: 'temperature', unit: '%', value: '98.6' },
      ],
    })
    expect(hasMedicalData(data)).toBe(true)
  })

  it('has nothing to send when only the reason is given', () => {
    expect(hasMedicalData(toMedicalData({ reason: 'Rash' }))).toBe(false)
  })
})

describe('documentsProblem', () => {
  const MB = 1024 * 1024
  it.each([
    [[], null],
    [[{ size: 10, kind: 'png' }], null],
    [[{ size: 10 * MB, kind: 'pdf' }], null],
    [[{ size: 10, kind: 'jpeg' }], null],
    [Array.from({ length: 10 }, () => ({ size: 1, kind: 'png' })), null],
    [Array.from({ length: 11 }, () => ({ size: 1, kind: 'png' })), 'You can add at most 10 files.'],
    [[{ size: 10 * MB + 1, kind: 'pdf' }], 'f.pdf is larger than 10 MB. Each file must be 10 MB or smaller.'],
    [[{ size: 0, kind: null }], 'A chosen file is empty.'],
    [[{ size: 10, kind: 'heic' }], 'Only png, jpg, jpeg and pdf files are allowed.'],
    [[{ size: 10, kind: null }], 'Only png, jpg, jpeg and pdf files are allowed.'],
  ] as [{ size: number; kind: string | null }[], string | null][])('%j: %s', (files, problem) => {
    expect(
      documentsProblem(
        files.map((f) => ({ ...f, name: 'f.pdf' })),
        notices,
      ),
    ).toBe(problem)
  })
})

describe('the messages in Hindi and Kannada', () => {
  it('fill in the limit and the file name', () => {
    expect(medicalTextProblem('reason', 'a'.repeat(201), hi.bookingMessages as typeof en.bookingMessages)).toBe(
      'कृपया ज़्यादा से ज़्यादा 200 अक्षर लिखें।',
    )
    expect(
      documentsProblem(
        [{ name: 'scan.pdf', size: 11 * 1024 * 1024, kind: 'pdf' }],
        kn.bookingMessages as typeof en.bookingMessages,
      ),
    ).toBe('scan.pdf 10 MB ಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ. ಪ್ರತಿ ಫೈಲ್ 10 MB ಅಥವಾ ಅದಕ್ಕಿಂತ ಚಿಕ್ಕದಾಗಿರಬೇಕು.')
  })
})
