import { Hono } from 'hono'
import { z } from 'zod'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson } from '../../errors.ts'
import { reseed } from '../../seed/index.ts'

const statusBody = z.object({ status: z.enum(['SCHEDULED', 'RUNNING', 'CLOSED', 'CANCELED']) })

/**
 * Dev-only controls, never called by the portal: what the stand-in "sent" and logged, a reset,
 * and the doctor moving an appointment on (the doctor's chat and video sides: chat.ts, consultation.ts).
 */
export function devStoreRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono()

  app.get('/outbox', (c) =>
    c.json(
      db
        .prepare(
          `SELECT id, channel, recipient AS "to", subject, body, code, created_at AS createdAt
           FROM outbox ORDER BY id DESC`,
        )
        .all(),
    ),
  )

  app.get('/logs', (c) =>
    c.json(
      db
        .prepare(
          `SELECT id, logging_type AS loggingType, portal, log_message AS logMessage,
                  patient_id AS patientId, created_at AS createdAt
           FROM logs ORDER BY id DESC`,
        )
        .all(),
    ),
  )

  // the doctor's side: move an appointment on; CLOSED closes its consultation and tells the patient
  app.post('/appointments/:id{[0-9]+}/status', async (c) => {
    const body = parseInput(statusBody, await readJson(c.req.raw))
    const id = Number(c.req.param('id'))
    const appointment = db
      .prepare<[number], { patient_id: number; doctor_id: number }>(
        'SELECT patient_id, doctor_id FROM appointments WHERE id = ?',
      )
      .get(id)
    if (!appointment) throw notFound('Appointment not found')
    const now = deps.now().toISOString()
    db.transaction(() => {
      db.prepare('UPDATE appointments SET status = ?, updated_at = ? WHERE id = ?').run(body.status, now, id)
      if (body.status === 'RUNNING' || body.status === 'CLOSED') {
        db.prepare(
          `INSERT INTO consultations (appointment_id, status, created_at) VALUES (?, 'OPEN', ?)
           ON CONFLICT (appointment_id) DO NOTHING`,
        ).run(id, now)
      }
      if (body.status === 'CLOSED') {
        db.prepare(`UPDATE appointments SET doctor_join_status = 'JOINED' WHERE id = ?`).run(id)
        db.prepare(`UPDATE consultations SET status = 'CLOSED', closed_at = ? WHERE appointment_id = ?`).run(now, id)
        const doctor = db
          .prepare<[number], { name: string }>(
            `SELECT prefix || ' ' || first_name || ' ' || last_name AS name FROM doctors WHERE id = ?`,
          )
          .get(appointment.doctor_id)
        db.prepare(
          `INSERT INTO notifications (patient_id, appointment_id, title, message, created_at)
           VALUES (?, ?, 'Consultation Completed', ?, ?)`,
        ).run(appointment.patient_id, id, `Your consultation with ${doctor?.name ?? 'your doctor'} is complete`, now)
        db.prepare(
          `INSERT INTO notification_flags (patient_id, status, updated_at) VALUES (?, 1, ?)
           ON CONFLICT (patient_id) DO UPDATE SET status = 1, updated_at = excluded.updated_at`,
        ).run(appointment.patient_id, now)
      }
    })()
    return c.json({ id, status: body.status })
  })

  app.post('/reset', (c) => {
    reseed(db, deps.now())
    return c.body(null, 204)
  })

  return app
}
