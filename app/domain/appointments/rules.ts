import { addDays } from '../common/days'
import { isJoinWindowOpen } from '../common/join-window'

/**
 * The dashboard's time rules (docs/rules/appointments.md#states and docs/rules/appointments.md#limits). Pure arithmetic on instants, no
 * date library, so the page can re-check them in the browser every 10 seconds.
 */
export const CHANGE_CUTOFF_MINUTES = 5
export const JOIN_RECHECK_MS = 10_000
export const RESCHEDULE_DAYS_AFTER = 7
export const CANCEL_REASON_MAX = 100

const MINUTE = 60_000

type Timed = { startTime: string; status: string }

/** Reschedule and Cancel are enabled only for SCHEDULED, and only more than 5 minutes before the start. */
export function canChange(appointment: Timed, now: number): boolean {
  return appointment.status === 'SCHEDULED' && Date.parse(appointment.startTime) - now > CHANGE_CUTOFF_MINUTES * MINUTE
}

/** Cancel goes through only when the menu allows it and the join window is not open. */
export function canCancel(appointment: Timed, now: number): boolean {
  return canChange(appointment, now) && !isJoinWindowOpen(appointment, now)
}

/** The cancellation reason as sent: cut at 100 characters. */
export function cutCancelReason(reason: string): string {
  return reason.trim().slice(0, CANCEL_REASON_MAX)
}

/** The reschedule date picker's range: from today to 7 days after the current appointment's day. */
export function rescheduleDayRange(today: string, appointmentDay: string): { min: string; max: string } {
  return { min: today, max: addDays(appointmentDay, RESCHEDULE_DAYS_AFTER) }
}
