/**
 * Failed sign-ins per username, in memory (issue 3: sign-in is limited per client address in
 * server/index.ts and per username here). The services lock a real account after 5 failures;
 * this also covers usernames that do not exist, so guessing them costs time too. One portal
 * process per host, as for the per-address limit (ADR 4).
 */
export const SIGNIN_FAILURES_PER_USERNAME = 10
const WINDOW_MS = 15 * 60_000

const failures = new Map<string, { start: number; count: number }>()

/** Seconds to wait before this username may try again, or 0. */
export function signInBlockedFor(username: string, now = Date.now()): number {
  const entry = failures.get(username)
  if (!entry || now - entry.start >= WINDOW_MS) return 0
  return entry.count >= SIGNIN_FAILURES_PER_USERNAME ? Math.ceil((entry.start + WINDOW_MS - now) / 1000) : 0
}

export function recordSignInFailure(username: string, now = Date.now()) {
  if (failures.size > 10_000) {
    for (const [key, entry] of failures) if (now - entry.start >= WINDOW_MS) failures.delete(key)
  }
  const entry = failures.get(username)
  if (!entry || now - entry.start >= WINDOW_MS) failures.set(username, { start: now, count: 1 })
  else entry.count += 1
}

export function clearSignInFailures(username: string) {
  failures.delete(username)
}
