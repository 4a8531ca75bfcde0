import { canCancel, canChange } from '~/domain/appointments/rules'

/**
 * What a text's link page shows and offers (docs/reminders.md#the-link-page), pure: the visit's
 * state in the patient's words, and the buttons the dashboard's time rules allow.
 */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{22}$/

export type LinkVisitState = 'upcoming' | 'confirmed' | 'cancelled' | 'passed'

type Visit = { startTime: string; endTime: string; status: string; confirmedAt?: string | null; canCancel: boolean }

export function linkVisitState(visit: Visit, now: number): LinkVisitState {
  if (visit.status === 'CANCELED') return 'cancelled'
  if (visit.status !== 'SCHEDULED' || Date.parse(visit.startTime) <= now) return 'passed'
  return visit.confirmedAt ? 'confirmed' : 'upcoming'
}

/** The buttons: "I will come" once, cancel and change as the dashboard allows (and cancel while the link may). */
export function linkActions(visit: Visit, now: number) {
  const state = linkVisitState(visit, now)
  const live = state === 'upcoming' || state === 'confirmed'
  return {
    confirm: state === 'upcoming',
    cancel: live && canChange(visit, now),
    change: live && canChange(visit, now),
    calendar: live,
    /** The dashboard's cancel rule (no cancel once the join window is open): refused with its words. */
    cancelRefused: live && canChange(visit, now) && !canCancel(visit, now),
    cancelLocked: !visit.canCancel,
  }
}

/** "Asha V.": the first name and the initial of the last, all that a page opened by a link says of who it is for. */
export function shortName(patient: { firstName: string; lastName?: string | null }) {
  const initial = patient.lastName?.trim().charAt(0)
  return initial ? `${patient.firstName.trim()} ${initial.toUpperCase()}.` : patient.firstName.trim()
}

/** A year of birth as typed: four digits, not in the future; else null. */
export function parseYearOfBirth(raw: unknown, now: number): number | null {
  if (typeof raw !== 'string' || !/^\s*\d{4}\s*$/.test(raw)) return null
  const year = Number(raw.trim())
  return year >= 1900 && year <= new Date(now).getUTCFullYear() ? year : null
}

/** The one page sign-in may lead on to, for "Change the time": that visit's reschedule. */
const RESCHEDULE = /^\/myappointments\/\d+\/reschedule$/

/** "Change the time": sign-in first, then straight to that visit's reschedule. */
export function rescheduleAfterSignIn(appointmentId: number) {
  return `/signin?next=${encodeURIComponent(`/myappointments/${appointmentId}/reschedule`)}`
}

/** Where sign-in leads on to after the dashboard would have come: a visit's reschedule, or nowhere else. */
export function nextAfterSignIn(value: unknown): string | null {
  return typeof value === 'string' && RESCHEDULE.test(value) ? value : null
}
