import { movesIdleClock } from '~/domain/common/idle-clock'
import { scopeOf } from '~/utils/observability/request-context.server'
import { endOf, lastActionDue, liveData } from '~/utils/session/clock.server'
import { readSession, updateSessionById } from '~/utils/session/record.server'
import { sessionCookieName } from '~/utils/session/session-cookie.server'

/**
 * Keeps the idle timer of a live session running: called for every response by entry.server, and
 * moved only by what the patient does, never by a request the page made by itself (ADR 75).
 * The cookie doesn't change; only the server's record does, at most every
 * SESSION_LAST_ACTION_WRITE_SECONDS (the idle end can come that much early, inside the warning's
 * two minutes). Written over the record as it is now: an ended session stays ended (ADR 94).
 */
export async function touchSession(request: Request) {
  if (movesIdleClock(request)) await moveLastAction(request)
}

/**
 * A connected call's poll, though the page sends it by itself: the patient's presence (ADR 108). The
 * caller has checked the call and its bound (the consultation's scheduled end plus a grace).
 */
export const countPresence = (request: Request) => moveLastAction(request)

async function moveLastAction(request: Request) {
  if (!request.headers.get('Cookie')?.includes(`${sessionCookieName()}=`)) return
  const now = Date.now()
  // the request's copy says whether a write is due (the last action only moves on); the write itself
  // is made over the record as it is now
  const current = await readSession(request).catch(() => null)
  if (!current || !liveData(current.data, now) || !lastActionDue(current.data, now)) return
  await updateSessionById(
    current.id,
    (data) => (liveData(data, now) && lastActionDue(data, now) ? { ...data, lastSeen: now } : null),
    scopeOf(request),
  ).catch(() => undefined)
}

/** How long the live session has before its idle or absolute end, in ms (0: none, or ended); read only, never moving it. */
export async function sessionLeftMs(request: Request): Promise<number> {
  const current = await readSession(request)
  const now = Date.now()
  return current && liveData(current.data, now) ? endOf(current.data) - now : 0
}
