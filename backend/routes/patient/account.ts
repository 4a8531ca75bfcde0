import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson } from '../../errors.ts'
import { logIn } from '../../login.ts'
import { setNotificationFlag } from '../../notifications.ts'

const loginForm = z.object({
  // the portal lower-cases too; doing it here as well keeps usernames case-insensitive
  username: z.string().trim().min(1, 'Username is required').max(50).toLowerCase(),
  password: z.string().min(1, 'Password is required').max(256),
})

const flagBody = z.object({ status: z.boolean() })
const flagQuery = z.object({ pageSize: z.coerce.number().int().min(1).max(100).default(1) })

interface ProfileRow {
  id: number
  hospital_id: number
  first_name: string
  middle_name: string | null
  last_name: string
  date_of_birth: string
  gender: string
  email: string
  phone_number: string | null
  verification_status: string | null
  occupation: string | null
  education: string | null
  medical_history: string | null
  medical_information: string | null
  therapy: string | null
  medical_record_number: string | null
  house_number: string | null
  building_name: string | null
  street_name: string | null
  city: string | null
  state: string | null
  pin_code: string | null
  status: string
}

/** /patient-service: sign-in, account status, profile, notification flag. */
export function accountRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  const findPatient = (id: number) => {
    const row = db.prepare<[number], ProfileRow>('SELECT * FROM patients WHERE id = ?').get(id)
    if (!row) throw notFound('Patient not found')
    return row
  }

  // multipart/form-data as the portal sends it (url-encoded works too)
  app.post('/login', async (c) => {
    const form = parseInput(loginForm, await c.req.parseBody())
    const token = await logIn(deps, form.username, form.password)
    return c.json({ message: 'Login successful' }, 200, { Authorization: `Bearer ${token}` })
  })

  app.get('/patients/:patientId{[0-9]+}/status', auth, (c) => {
    const patient = findPatient(Number(c.req.param('patientId')))
    return c.json({ status: patient.status })
  })

  app.get('/patients/:patientId{[0-9]+}', auth, (c) => {
    const p = findPatient(Number(c.req.param('patientId')))
    const languages = db
      .prepare<[number], { name: string }>(
        `SELECT l.name FROM patient_languages pl JOIN languages l ON l.id = pl.language_id
         WHERE pl.patient_id = ? ORDER BY l.id`,
      )
      .all(p.id)
    const careServices = db
      .prepare<[number], { id: number; title: string }>(
        `SELECT cs.id, cs.title FROM patient_care_services pcs JOIN care_services cs ON cs.id = pcs.care_service_id
         WHERE pcs.patient_id = ? ORDER BY cs.id`,
      )
      .all(p.id)
    return c.json({
      id: p.id,
      firstName: p.first_name,
      middleName: p.middle_name,
      lastName: p.last_name,
      dateOfBirth: p.date_of_birth,
      gender: p.gender,
      email: p.email,
      phoneNumber: p.phone_number,
      verificationStatus: p.verification_status,
      occupation: p.occupation,
      education: p.education,
      medicalHistory: p.medical_history,
      medicalInformation: p.medical_information,
      therapy: p.therapy,
      medicalRecordNumber: p.medical_record_number,
      houseNumber: p.house_number,
      buildingName: p.building_name,
      streetName: p.street_name,
      city: p.city,
      state: p.state,
      pinCode: p.pin_code,
      hospital: { id: p.hospital_id },
      patientPreferredLanguagesDTOs: languages.map((l) => ({ name: l.name })),
      patientCareServices: careServices.map((cs) => ({ careService: { id: cs.id, title: cs.title } })),
      status: p.status,
    })
  })

  // the bell's red dot; the service keeps one flag per patient, so pageSize only caps the list
  app.get('/patients/:patientId{[0-9]+}/notification-flag', auth, (c) => {
    parseInput(flagQuery, c.req.query())
    const row = db
      .prepare<[number], { status: number }>('SELECT status FROM notification_flags WHERE patient_id = ?')
      .get(Number(c.req.param('patientId')))
    return c.json({ patientNotificationStatusDTOs: [{ status: row?.status === 1 }] })
  })

  app.post('/patients/:patientId{[0-9]+}/notification-flag', auth, async (c) => {
    const body = parseInput(flagBody, await readJson(c.req.raw))
    const patientId = Number(c.req.param('patientId'))
    findPatient(patientId)
    setNotificationFlag(deps, 'patient_id', patientId, body.status)
    return c.json({ status: body.status })
  })

  return app
}
