import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { getStore, inStore } from '~/utils/shared-store/index.server'

/**
 * Every limit and attempt counter of the portal, counted in the shared store (rate-limiter-flexible
 * on SQLite or Redis), so several instances share one count. A limit is a fixed window of
 * `points` hits per `durationSeconds` for one key (a client address, a username, a patient).
 */
export type Limit = { name: string; points: number; durationSeconds: number }
/** `count`: the hits in the window so far, this one included. */
export type RateLimitState = { limited: boolean; retryAfterSeconds: number; count: number }

const limiters = new Map<string, RateLimiterAbstract>()
function limiterFor({ name, points, durationSeconds }: Limit) {
  const id = `${name}:${points}:${durationSeconds}`
  let limiter = limiters.get(id)
  if (!limiter) {
    limiter = getStore().limiter({ keyPrefix: name, points, durationSeconds })
    limiters.set(id, limiter)
  }
  return limiter
}

/** Forgets the limiters (tests and the server close the store they count in). */
export function resetLimiters() {
  limiters.clear()
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * Counts one hit, first and atomically (one upsert in SQLite, one script in Redis); limited once the
 * count, this hit included, is over `points`.
 */
export async function hit(limit: Limit, key: string): Promise<RateLimitState> {
  return inStore(async () => {
    try {
      const res = await limiterFor(limit).consume(key)
      return { limited: false, retryAfterSeconds: seconds(res.msBeforeNext), count: res.consumedPoints }
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes)
        return { limited: true, retryAfterSeconds: seconds(outcome.msBeforeNext), count: outcome.consumedPoints }
      throw outcome
    }
  })
}

/** The key's window as it stands, counting nothing: `count` 0 when the window is over or never began. */
export async function peek(limit: Limit, key: string): Promise<RateLimitState> {
  return inStore(async () => {
    const res = await limiterFor(limit).get(key)
    const count = res?.consumedPoints ?? 0
    return { limited: count > limit.points, retryAfterSeconds: seconds(res?.msBeforeNext ?? 0), count }
  })
}

/**
 * One attempt, counted before it is made (ADR 74): the count is raised in the store first, in one
 * atomic step, and the attempt is refused when the new count is over the limit. So a burst sent at
 * once can't pass a check before any of it is counted: at most `points` get through, on one
 * instance or many. `giveBack` undoes this count (the attempt turned out to be no failure: the
 * services were down); `reset` forgets the key's count (a success the rule forgives failures for).
 */
type Attempt = RateLimitState & { giveBack: () => Promise<void>; reset: () => Promise<void> }

export async function attempt(limit: Limit, key: string): Promise<Attempt> {
  const state = await hit(limit, key)
  return {
    ...state,
    giveBack: () => inStore(() => limiterFor(limit).reward(key, 1)).then(() => undefined),
    reset: () => forget(limit, key),
  }
}

/** Forgets the key's count in the limit. */
export async function forget(limit: Limit, key: string): Promise<void> {
  await inStore(() => limiterFor(limit).delete(key))
}
