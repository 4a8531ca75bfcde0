/** Helpers for the appointment integration tests: the stand-in's appointment rows. */
import { standIn } from '../../mocks/standin'

export function appointmentRow(id: number) {
  return standIn
    .db()
    .prepare<[number], { status: string; start_time: string; end_time: string; cancellation_reason: string | null }>(
      'SELECT status, start_time, end_time, cancellation_reason FROM appointments WHERE id = ?',
    )
    .get(id)
}
