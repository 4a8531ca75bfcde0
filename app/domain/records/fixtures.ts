import type { RecordSources } from '~/domain/records/sources'

/**
 * Record sources for the rules' tests: a patient who told us things at two bookings (one name
 * repeated in other letters), with a visit, its prescription and a document; and one with nothing.
 */
export const toldTwice: RecordSources = {
  now: '2026-11-28T10:00:00.000Z',
  language: 'en',
  hospital: { id: 1, name: 'Sunrise Multispeciality Hospital', city: 'Bengaluru', website: 'https://sunrise.example' },
  patient: {
    id: 1,
    firstName: 'Asha',
    lastName: 'Verma',
    dateOfBirth: '1990-04-12',
    gender: 'FEMALE',
    phoneNumber: '9876543210',
    medicalRecordNumber: 'SMH-000101',
  },
  toldAtBooking: [
    {
      appointmentId: 6,
      recordedAt: '2026-10-01T05:00:00.000Z',
      data: {
        allergies: [{ name: 'penicillin' }],
        healthConditions: [{ name: 'Mild hypertension' }],
        medications: [{ name: 'Amlodipine 5 mg' }],
        vitals: [
          { name: 'bloodPressure', unit: 'mmHg', value: '150/95' },
          { name: 'weight', unit: 'kgs', value: '61' },
        ],
      },
    },
    {
      appointmentId: 4,
      recordedAt: '2026-11-12T05:00:00.000Z',
      data: {
        allergies: [{ name: 'Penicillin' }],
        drugSensitivities: [{ name: 'Ibuprofen' }],
        procedures: [{ name: 'Appendectomy' }],
        vitals: [
          { name: 'bloodPressure', unit: 'mmHg', value: '130/85' },
          { name: 'respirationRate', unit: '%', value: '98' },
          { name: 'temperature', unit: '%', value: '98.6' },
        ],
      },
    },
  ],
  visits: [
    {
      appointmentId: 4,
      start: '2026-11-21T09:30:00.000Z',
      end: '2026-11-21T09:45:00.000Z',
      type: 'ONLINE_CONSULTATION',
      doctor: { id: 2, name: 'Dr. Priya Raman' },
      prescription: true,
    },
  ],
  visitsTotal: 1,
  documents: [{ id: 7, name: 'aadhaar.pdf', kind: 'GOVT', createdAt: '2026-09-01T08:00:00.000Z' }],
  documentsTotal: 1,
}

export const toldNothing: RecordSources = {
  ...toldTwice,
  patient: { id: 2, firstName: 'Ravi', lastName: 'Kumar', dateOfBirth: '1985-09-30', gender: 'MALE' },
  toldAtBooking: [],
  visits: [],
  visitsTotal: 0,
  documents: [],
  documentsTotal: 0,
}

/** UUIDs in order, so a Bundle is the same at every run. */
export function countingIds() {
  let n = 0
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`
}
