import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson, ServiceError } from '../../errors.ts'

const createBody = z.object({
  title: z.string().trim().min(1).max(100),
  message: z.string().trim().min(1).max(500),
  appointment: z.object({ id: z.number().int().positive() }).nullish(),
})
const flagBody = z.object({ status: z.boolean() })
const updateStatusQuery = z.object({
  'patient-id': z.coerce.number({ message: 'patient-id is required' }).int().positive(),
  'appointment-id': z.coerce.number({ message: 'appointment-id is required' }).int().positive(),
})

interface NotificationRow {
  id: number
  title: string
  message: string
  created_at: string
  appointment_id: number | null
}

/**
 * Notifications of patients and doctors (mounted at the root: the paths span patient-service
 * and doctor-service), and the patient status update of spec 2 section 4.
 * Creating a notification also raises the recipient's flag (the red dot).
 */
export function notificationRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  const raiseFlag = (column: 'patient_id' | 'doctor_id', id: number, status: boolean) =>
    db
      .prepare(
        `INSERT INTO notification_flags (${column}, status, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (${column}) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
      )
      .run(id, status ? 1 : 0, deps.now().toISOString())

  const insert = (column: 'patient_id' | 'doctor_id', id: number, body: z.infer<typeof createBody>) => {
    const appointmentId = body.appointment?.id ?? null
    if (appointmentId !== null && !db.prepare('SELECT 1 FROM appointments WHERE id = ?').get(appointmentId))
      throw notFound('Appointment not found')
    const result = db
      .prepare(
        `INSERT INTO notifications (${column}, appointment_id, title, message, created_at) VALUES (?, ?, ?, ?, ?)`,
      )
      .run(id, appointmentId, body.title, body.message, deps.now().toISOString())
    raiseFlag(column, id, true)
    return Number(result.lastInsertRowid)
  }

  // newest first
  app.get('/patient-service/patients/:patientId{[0-9]+}/notification', auth, (c) => {
    const rows = db
      .prepare<[number], NotificationRow>(
        `SELECT id, title, message, created_at, appointment_id FROM notifications
         WHERE patient_id = ? ORDER BY created_at DESC, id DESC`,
      )
      .all(Number(c.req.param('patientId')))
    return c.json(
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        message: r.message,
        time: r.created_at,
        appointment: r.appointment_id === null ? null : { id: r.appointment_id },
      })),
    )
  })

  app.post('/patient-service/patients/:patientId{[0-9]+}/notification', auth, async (c) => {
    const body = parseInput(createBody, await readJson(c.req.raw))
    const id = insert('patient_id', Number(c.req.param('patientId')), body)
    return c.json({ id }, 201)
  })

  /**
   * Spec 2 section 4 leaves the effect "not shown"; the stand-in's choice: a SCHEDULED or RUNNING
   * appointment of a PENDING_DEACTIVATION patient that has ended is closed, and once the patient
   * has no live appointment ahead the account becomes INACTIVE. Answers the patient's status.
   */
  app.patch('/patient-service/patients/update-status', auth, (c) => {
    const query = parseInput(updateStatusQuery, c.req.query())
    const patientId = query['patient-id']
    const appointment = db
      .prepare<[number], { patient_id: number; status: string; end_time: string }>(
        'SELECT patient_id, status, end_time FROM appointments WHERE id = ?',
      )
      .get(query['appointment-id'])
    if (!appointment) throw notFound('Appointment not found')
    if (appointment.patient_id !== patientId)
      throw new ServiceError(403, 'You are not allowed to access this appointment')
    const patient = db.prepare<[number], { status: string }>('SELECT status FROM patients WHERE id = ?').get(patientId)
    if (!patient) throw notFound('Patient not found')
    const now = deps.now().toISOString()
    if (patient.status === 'PENDING_DEACTIVATION') {
      if ((appointment.status === 'SCHEDULED' || appointment.status === 'RUNNING') && appointment.end_time <= now)
        db.prepare(`UPDATE appointments SET status = 'CLOSED', updated_at = ? WHERE id = ?`).run(
          now,
          query['appointment-id'],
        )
      const live = db
        .prepare<[number, string], { n: number }>(
          `SELECT COUNT(*) AS n FROM appointments
           WHERE patient_id = ? AND status IN ('SCHEDULED', 'RUNNING') AND end_time > ?`,
        )
        .get(patientId, now)
      if ((live?.n ?? 0) === 0) db.prepare(`UPDATE patients SET status = 'INACTIVE' WHERE id = ?`).run(patientId)
    }
    const after = db.prepare<[number], { status: string }>('SELECT status FROM patients WHERE id = ?').get(patientId)
    return c.json({ status: after?.status ?? patient.status })
  })

  // a patient's booking, cancel or reschedule tells the doctor (any signed-in patient may)
  const doctorExists = (id: number) => {
    if (!db.prepare('SELECT 1 FROM doctors WHERE id = ?').get(id)) throw notFound('Doctor not found')
  }
  app.post('/doctor-service/doctors/:doctorId{[0-9]+}/notification', auth, async (c) => {
    const body = parseInput(createBody, await readJson(c.req.raw))
    const doctorId = Number(c.req.param('doctorId'))
    doctorExists(doctorId)
    return c.json({ id: insert('doctor_id', doctorId, body) }, 201)
  })

  app.post('/doctor-service/doctors/:doctorId{[0-9]+}/notification-flag', auth, async (c) => {
    const body = parseInput(flagBody, await readJson(c.req.raw))
    const doctorId = Number(c.req.param('doctorId'))
    doctorExists(doctorId)
    raiseFlag('doctor_id', doctorId, body.status)
    return c.json({ status: body.status })
  })

  return app
}
