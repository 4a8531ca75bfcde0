import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { notFound } from '../../errors.ts'

/** Dev-only: the doctor's side of a video consultation. */
export function devConsultationRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono()

  // the doctor closes the consultation: the appointment is CLOSED and the guest is out of the call
  app.post('/consultations/:id{[0-9]+}/close', (c) => {
    const id = Number(c.req.param('id'))
    const row = db
      .prepare<[number], { appointment_id: number }>('SELECT appointment_id FROM consultations WHERE id = ?')
      .get(id)
    if (!row) throw notFound('Consultation not found')
    const now = deps.now().toISOString()
    db.transaction(() => {
      db.prepare(
        `UPDATE consultations SET status = 'CLOSED', closed_at = ?, external_join_status = 'NOT_JOINED' WHERE id = ?`,
      ).run(now, id)
      db.prepare(
        `UPDATE appointments SET status = 'CLOSED', doctor_join_status = 'JOINED', updated_at = ? WHERE id = ?`,
      ).run(now, row.appointment_id)
    })()
    return c.json({ id, status: 'CLOSED' })
  })

  return app
}
