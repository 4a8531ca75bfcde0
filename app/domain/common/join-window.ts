/**
 * When an online consultation can be joined (docs/rules/appointments.md#states): the dashboard
 * offers 'Join Call' and the call page lets the patient in by the same rule. Pure arithmetic on
 * instants, so the dashboard can re-check it in the browser.
 */
export const JOIN_WINDOW_MINUTES = 15

const MINUTE = 60_000

/**
 * 'Join Call' is offered once the start is within 15 minutes or already past, unless the
 * appointment is CLOSED or CANCELED. (Only online consultations have a call at all.)
 */
export function isJoinWindowOpen(appointment: { startTime: string; status: string }, now: number): boolean {
  if (appointment.status === 'CLOSED' || appointment.status === 'CANCELED') return false
  return Date.parse(appointment.startTime) - now <= JOIN_WINDOW_MINUTES * MINUTE
}
