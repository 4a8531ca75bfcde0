/** What the portal told a doctor (the stand-in's notifications table): booking, cancelling, rescheduling. */
import { standIn } from '../mocks/standin'

export function doctorNotifications(doctorId: number) {
  return standIn
    .db()
    .prepare<[number], { title: string; message: string; appointment_id: number }>(
      'SELECT title, message, appointment_id FROM notifications WHERE doctor_id = ? ORDER BY id',
    )
    .all(doctorId)
}
