import { recordActivity } from '~/areas/activity.server'
import { doctorCancelNotice } from '~/areas/appointments.server'
import { canCancel } from '~/domain/appointments/rules'
import { LINK_TOKEN } from '~/domain/reminders/link-page'
import {
  cancelLinkedVisit,
  confirmLinkedVisit,
  getLinkedVisit,
  type LinkedVisit,
} from '~/services/appointment/reminder-links.server'
import { ServiceError } from '~/utils/calls/service-error'
import { scopeOf } from '~/utils/observability/request-context.server'
import { limits } from '~/utils/session/limits.server'
import { hit } from '~/utils/session/rate-limit.server'

/**
 * A text's link (docs/reminders.md#the-link-page): what the page may do for someone who is not
 * signed in. It never starts a session: the services answer for the token alone, and what they
 * answer is shown on that one page. Every opening and post counts against the address's limit.
 */
export type { LinkedVisit } from '~/services/appointment/reminder-links.server'

/** Counts this request against its client address's limit; true once over it. */
export async function linkRequestLimited(clientAddress: string): Promise<boolean> {
  return (await hit(limits().reminderLinkPerAddress, clientAddress)).limited
}

/** A token that is not a link's (any 404 of the services) is no visit; junk never reaches them. */
async function unlessInvalid<T>(token: string | undefined, call: (token: string) => Promise<T>): Promise<T | null> {
  if (!token || !LINK_TOKEN.test(token)) return null
  try {
    return await call(token)
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null
    throw error
  }
}

/** The visit the link opens now, or null for a tampered, unknown, moved or ended one (all alike). */
export function visitOfLink(token: string | undefined, request: Request): Promise<LinkedVisit | null> {
  return unlessInvalid(token, (valid) => getLinkedVisit(valid, scopeOf(request)))
}

/** "I will come": the services keep the first time; the patient's activity says it came from a text's link. */
export async function confirmFromLink(token: string | undefined, request: Request) {
  const visit = await unlessInvalid(token, (valid) => confirmLinkedVisit(valid, scopeOf(request)))
  if (visit) await recordActivity(visit.patientId, 'visitConfirmedByLink', request)
  return visit
}

export type CancelOutcome = 'cancelled' | 'invalid' | 'wrongYear' | 'locked' | 'tooLate' | 'notScheduled'

/**
 * Cancel with the year of birth, under the dashboard's time rules (checked here too, since the page
 * may have been open a while). The doctor is told in the words of the dashboard's cancel.
 */
export async function cancelFromLink(
  token: string | undefined,
  yearOfBirth: number,
  request: Request,
): Promise<CancelOutcome> {
  const visit = await visitOfLink(token, request)
  if (!visit || !token) return 'invalid'
  if (!visit.canCancel) return 'locked'
  if (!canCancel(visit, Date.now())) return 'tooLate'
  try {
    await cancelLinkedVisit(token, yearOfBirth, doctorCancelNotice(visit), scopeOf(request))
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    if (error.status === 404) return 'invalid'
    if (error.status === 423) return 'locked'
    if (error.code === 'RL01') return 'wrongYear'
    if (error.status === 400) return 'notScheduled'
    throw error
  }
  await recordActivity(visit.patientId, 'visitCancelledByLink', request)
  return 'cancelled'
}
