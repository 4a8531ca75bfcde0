import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput } from '../../errors.ts'

/**
 * /doctor-service, the booking search (docs/rules/booking.md#service-calls): doctors by care service and mode, a
 * doctor's photo, the patient's recently booked doctors. Its filter values are the hospital
 * service's specialities and the config service's conditions.
 */

interface DoctorRow {
  id: number
  prefix: string
  first_name: string
  last_name: string
  gender: string
  experience_years: number
  about: string | null
  has_photo: number
  status: string
}

const DOCTOR_COLUMNS = `d.id, d.prefix, d.first_name, d.last_name, d.gender, d.experience_years, d.about,
  d.photo IS NOT NULL AS has_photo, d.status`

/** A doctor as the doctor service sends it (docs/rules/booking.md#data); `dtos` prepares its queries once. */
function doctorDtos(db: Database) {
  const query = <T>(sql: string) => db.prepare<[number], T>(sql)
  const languages = query<{ id: number; name: string }>(
    'SELECT l.id, l.name FROM doctor_languages dl JOIN languages l ON l.id = dl.language_id WHERE dl.doctor_id = ? ORDER BY l.id',
  )
  const keywords = query<{ id: number; keyword: string }>(
    'SELECT c.id, c.name AS keyword FROM doctor_conditions dc JOIN conditions c ON c.id = dc.condition_id WHERE dc.doctor_id = ? ORDER BY c.id',
  )
  const specialities = query<{ id: number; title: string }>(
    'SELECT s.id, s.title FROM doctor_specialities ds JOIN specialities s ON s.id = ds.speciality_id WHERE ds.doctor_id = ? ORDER BY s.id',
  )
  const durations = query<{ slot_minutes: number }>(
    'SELECT DISTINCT slot_minutes FROM doctor_schedules WHERE doctor_id = ? ORDER BY slot_minutes',
  )
  const careServices = query<{ id: number }>(
    'SELECT care_service_id AS id FROM doctor_care_services WHERE doctor_id = ? ORDER BY care_service_id',
  )
  const fees = query<{
    consultation_mode: string
    fixed_fee: number | null
    from_fee: number | null
    to_fee: number | null
  }>('SELECT * FROM doctor_fees WHERE doctor_id = ? ORDER BY consultation_mode')
  return (d: DoctorRow) => ({
    id: d.id,
    prefix: d.prefix,
    firstName: d.first_name,
    lastName: d.last_name,
    gender: d.gender,
    experienceYears: d.experience_years,
    aboutDoctor: d.about,
    photoStatus: d.has_photo ? 'ADDED' : 'NOT_ADDED',
    status: d.status,
    languages: languages.all(d.id),
    keywords: keywords.all(d.id),
    doctorSpecialities: specialities.all(d.id).map((s) => ({ hospitalSpeciality: s })),
    slotDuration: durations.all(d.id).map((r) => r.slot_minutes),
    doctorCareServices: careServices.all(d.id).map((careService) => ({ careService })),
    feesDTO: fees.all(d.id).map((f) => ({
      consultationMode: f.consultation_mode,
      fixedConsultationFees: f.fixed_fee,
      fromConsultationFees: f.from_fee,
      toConsultationFees: f.to_fee,
    })),
  })
}

/** The doctor offers the care service bound twice as the query's last two values (null: any care service). */
const IN_CARE_SERVICE =
  '(? IS NULL OR EXISTS (SELECT 1 FROM doctor_care_services s WHERE s.doctor_id = d.id AND s.care_service_id = ?))'

const listQuery = z.object({
  'care-service-id': z.coerce.number().int().positive(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'),
  'consultation-mode': z.enum(['ONLINE', 'PHYSICAL']),
  // optional, beyond the services' contract (ADR 65): only this doctor, for a page about one doctor
  'doctor-id': z.coerce.number().int().positive().optional(),
})

const recentQuery = z.object({
  'appointment-type': z.enum(['ONLINE_CONSULTATION', 'PHYSICAL_VISIT']),
  // optional, beyond the services' contract (ADR 65): each doctor once, with the newest appointment, of one care service
  'latest-per-doctor': z.enum(['true', 'false']).optional(),
  'care-service-id': z.coerce.number().int().positive().optional(),
})

export function doctorRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)
  const doctorDto = doctorDtos(db)

  /**
   * Doctors of the caller's hospital who offer the care service and charge a fee in that mode, in id order (the
   * list's "Date" order). INACTIVE doctors stay in the list with their status, as the real service does:
   * the portal is the one that refuses to book them.
   */
  app.get('/doctors/', auth, (c) => {
    const q = parseInput(listQuery, c.req.query())
    const rows = db
      .prepare<[number, number, string, number | null, number | null], DoctorRow>(
        `SELECT ${DOCTOR_COLUMNS} FROM doctors d
         WHERE d.hospital_id = ?
           AND EXISTS (SELECT 1 FROM doctor_care_services s WHERE s.doctor_id = d.id AND s.care_service_id = ?)
           AND EXISTS (SELECT 1 FROM doctor_fees f WHERE f.doctor_id = d.id AND f.consultation_mode = ?)
           AND (? IS NULL OR d.id = ?)
         ORDER BY d.id`,
      )
      .all(
        c.get('token').hospital_id,
        q['care-service-id'],
        q['consultation-mode'],
        q['doctor-id'] ?? null,
        q['doctor-id'] ?? null,
      )
    return c.json(rows.map(doctorDto))
  })

  app.get('/doctors/:doctorId{[0-9]+}/images', auth, (c) => {
    const row = db
      .prepare<[number, number], { photo: Buffer | null; photo_mime: string | null }>(
        'SELECT photo, photo_mime FROM doctors WHERE id = ? AND hospital_id = ?',
      )
      .get(Number(c.req.param('doctorId')), c.get('token').hospital_id)
    if (!row?.photo || !row.photo_mime) throw notFound('No image found')
    return c.body(new Uint8Array(row.photo), 200, {
      'Content-Type': row.photo_mime,
      'Cache-Control': 'private, max-age=3600',
    })
  })

  /** The caller's appointments of one type, newest first, each with its doctor (the path id is the patient's). */
  app.get('/doctors/:patientId{[0-9]+}/doctor-appointment-list', auth, (c) => {
    const q = parseInput(recentQuery, c.req.query())
    const careServiceId = q['care-service-id'] ?? null
    const rows = db
      .prepare<[number, string, number | null, number | null], DoctorRow & { appointment_id: number }>(
        q['latest-per-doctor'] === 'true'
          ? `SELECT ${DOCTOR_COLUMNS}, MAX(a.id) AS appointment_id FROM appointments a JOIN doctors d ON d.id = a.doctor_id
             WHERE a.patient_id = ? AND a.type = ? AND ${IN_CARE_SERVICE} GROUP BY d.id ORDER BY appointment_id DESC`
          : `SELECT ${DOCTOR_COLUMNS}, a.id AS appointment_id FROM appointments a JOIN doctors d ON d.id = a.doctor_id
             WHERE a.patient_id = ? AND a.type = ? AND ${IN_CARE_SERVICE} ORDER BY a.id DESC`,
      )
      .all(c.get('token').user_id, q['appointment-type'], careServiceId, careServiceId)
    return c.json(rows.map((row) => ({ ...doctorDto(row), appointmentId: row.appointment_id })))
  })

  return app
}
