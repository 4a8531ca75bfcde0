import { PENDING_MS } from '~/domain/security/flow'
import { getEnv } from '~/utils/env.server'
import type { SessionData } from '~/utils/session/record.server'

/**
 * A session's clocks (ADR 39, ADR 75): it ends after SESSION_IDLE_MINUTES without the patient's
 * own request, or SESSION_MAX_HOURS after sign-in, whichever comes first; its last action is
 * written at most every SESSION_LAST_ACTION_WRITE_SECONDS; and the store keeps each record a while.
 */

/** Kept for anonymous sessions that only carry an alert to the next page. */
const ALERT_ONLY_TTL_MS = 15 * 60_000
/** An ended session's record stays this long (unusable), so the next page can say why it ended. */
export const ENDED_RECORD_MS = 60 * 60_000

export const idleEndOf = (data: SessionData) => data.lastSeen + getEnv().SESSION_IDLE_MINUTES * 60_000
export const absoluteEndOf = (data: SessionData) => data.createdAt + getEnv().SESSION_MAX_HOURS * 3_600_000

/** When a signed-in session stops being usable: idle, or at its absolute end, whichever comes first. */
export const endOf = (data: SessionData) => Math.min(idleEndOf(data), absoluteEndOf(data))

/** The live session's data, or null when it holds no token or is past its idle or absolute end. */
export function liveData(data: SessionData, now: number) {
  return data.token && now < endOf(data) ? data : null
}

/** Whether the last action, at `now`, is to be written: one store write per interval, not one a request. */
export const lastActionDue = (data: SessionData, now: number) =>
  now - data.lastSeen >= getEnv().SESSION_LAST_ACTION_WRITE_SECONDS * 1000

/** How long the store keeps a record. */
export function ttlOf(data: SessionData, now: number) {
  if (!data.token) return data.pending ? PENDING_MS : ALERT_ONLY_TTL_MS
  return Math.max(1, endOf(data) - now + ENDED_RECORD_MS)
}
