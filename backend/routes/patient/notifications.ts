import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson, ServiceError } from '../../errors.ts'
import { insertNotification, notificationBody } from '../../notifications.ts'

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
 * /patient-service: the patient's notifications and the patient status update
 * (docs/rules/appointments.md#service-calls). Creating a notification also raises the patient's flag (the red dot).
 */
export function notificationRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  // newest first
  app.get('/patients/:patientId{[0-9]+}/notification', auth, (c) => {
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

  app.post('/patients/:patientId{[0-9]+}/notification', auth, async (c) => {
    const body = parseInput(notificationBody, await readJson(c.req.raw))
    const id = insertNotification(deps, 'patient_id', Number(c.req.param('patientId')), body)
    return c.json({ id }, 201)
  })

  /**
   * The services' contract leaves the effect "not shown" (docs/rules/appointments.md#states); the stand-in's choice: a SCHEDULED or RUNNING
   * appointment of a PENDING_DEACTIVATION patient that has ended is closed, and once the patient
   * has no live appointment ahead the account becomes INACTIVE. Answers the patient's status.
   */
  app.patch('/patients/update-status', auth, (c) => {
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

  return app
}
