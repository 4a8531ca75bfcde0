import type { Database } from 'better-sqlite3'
import { insertRows } from './rows.ts'

/**
 * What asha told us when booking, as the portal posts it (the health record's demo, docs/records.md):
 * two past visits, with a repeated allergy in other letters and a vital told twice,
 * so the record shows repeats merged and the newest value kept. Her profile's documents stay as the
 * profile's tests expect them (none); ravi has told nothing, and his record shows every section empty.
 */
export function seedHealthRecord(db: Database): void {
  const bookedAt = (appointmentId: number) => {
    const row = db
      .prepare<[number], { created_at: string }>('SELECT created_at FROM appointments WHERE id = ?')
      .get(appointmentId)
    if (!row) throw new Error(`appointment ${appointmentId} is not seeded`)
    return row.created_at
  }
  const told = (appointmentId: number, data: object) => ({
    appointment_id: appointmentId,
    data: JSON.stringify({
      allergies: [],
      drugSensitivities: [],
      healthConditions: [],
      medications: [],
      procedures: [],
      vitals: [],
      ...data,
    }),
    created_at: bookedAt(appointmentId),
  })
  insertRows(db, 'appointment_medical_data', [
    told(6, {
      allergies: [{ name: 'penicillin' }],
      healthConditions: [{ name: 'Mild hypertension' }],
      medications: [{ name: 'Amlodipine 5 mg daily' }],
      vitals: [
        { name: 'bloodPressure', unit: 'mmHg', value: '148/94' },
        { name: 'weight', unit: 'kgs', value: '62' },
        { name: 'height', unit: 'cm', value: '160' },
      ],
    }),
    told(4, {
      allergies: [{ name: 'Penicillin' }],
      drugSensitivities: [{ name: 'Ibuprofen' }],
      medications: [{ name: 'Amlodipine 5 mg daily' }],
      procedures: [{ name: 'Appendectomy' }],
      vitals: [
        { name: 'bloodPressure', unit: 'mmHg', value: '132/86' },
        { name: 'heartRate', unit: 'BPM', value: '76' },
        { name: 'respirationRate', unit: '%', value: '98' },
        { name: 'temperature', unit: '%', value: '98.4' },
      ],
    }),
  ])
}
