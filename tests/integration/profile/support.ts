/** Helpers for the profile integration tests: the stand-in's patient and document rows. */
import { standIn } from '../../mocks/standin'

export function patientRow(id = 1) {
  return standIn
    .db()
    .prepare<
      [number],
      {
        first_name: string
        phone_number: string | null
        verification_status: string | null
        photo: Buffer | null
        education: string | null
        city: string | null
        state: string | null
        date_of_birth: string
      }
    >('SELECT * FROM patients WHERE id = ?')
    .get(id)
}

export function documentRows(patientId = 1) {
  return standIn
    .db()
    .prepare<[number], { id: number; file_type: string; name: string; mime: string }>(
      'SELECT id, file_type, name, mime FROM documents WHERE patient_id = ? ORDER BY id',
    )
    .all(patientId)
}

/** A whole, valid profile form as the edit page posts it (Save). */
export const PROFILE_FORM = {
  intent: 'save',
  firstName: 'Asha',
  middleName: '',
  lastName: 'Verma',
  gender: 'FEMALE',
  dateOfBirth: '1990-04-12',
  state: 'Karnataka',
  city: 'Mysuru',
  pinCode: '570001',
  address: 'Lakeview Apartments',
  phoneNumber: '9876543210',
  education: '   Postgraduate  ',
  occupation: 'Teacher',
  medicalHistory: '',
  medicalInformation: '',
  therapy: '',
  online: 'on',
}
