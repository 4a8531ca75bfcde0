import { z } from 'zod'
import type { Deps } from './config.ts'
import { notFound } from './errors.ts'

/** The notifications' store, shared by the patient service's and the doctor service's routes. */

/** The column of `notifications` and `notification_flags` that names the recipient. */
export type Recipient = 'patient_id' | 'doctor_id'

/** The body of POST .../notification, to a patient or to a doctor. */
export const notificationBody = z.object({
  title: z.string().trim().min(1).max(100),
  message: z.string().trim().min(1).max(500),
  appointment: z.object({ id: z.number().int().positive() }).nullish(),
})

/** The recipient's flag: the bell's red dot. */
export function setNotificationFlag(deps: Pick<Deps, 'db' | 'now'>, recipient: Recipient, id: number, status: boolean) {
  deps.db
    .prepare(
      `INSERT INTO notification_flags (${recipient}, status, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (${recipient}) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
    )
    .run(id, status ? 1 : 0, deps.now().toISOString())
}

/** Stores a notification (404 for an unknown appointment) and raises the recipient's flag; answers its id. */
export function insertNotification(
  deps: Pick<Deps, 'db' | 'now'>,
  recipient: Recipient,
  id: number,
  body: z.infer<typeof notificationBody>,
) {
  const { db } = deps
  const appointmentId = body.appointment?.id ?? null
  if (appointmentId !== null && !db.prepare('SELECT 1 FROM appointments WHERE id = ?').get(appointmentId))
    throw notFound('Appointment not found')
  const result = db
    .prepare(
      `INSERT INTO notifications (${recipient}, appointment_id, title, message, created_at) VALUES (?, ?, ?, ?, ?)`,
    )
    .run(id, appointmentId, body.title, body.message, deps.now().toISOString())
  setNotificationFlag(deps, recipient, id, true)
  return Number(result.lastInsertRowid)
}
