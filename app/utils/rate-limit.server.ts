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

/** Counts one hit; limited once the window holds more than `points`. */
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

/** Whether `key` has used up its window already, without counting a hit. */
export async function peek(limit: Limit, key: string): Promise<RateLimitState> {
  return inStore(async () => {
    const res = await limiterFor(limit).get(key)
    const count = res?.consumedPoints ?? 0
    if (!res || count < limit.points) return { limited: false, retryAfterSeconds: 0, count }
    return { limited: true, retryAfterSeconds: seconds(res.msBeforeNext), count }
  })
}

/**
 * A count of failures: `blockedFor` says how long `key` must wait (0: go on), `fail` counts one,
 * `reset` forgets them (a success).
 */
export function failures(limit: Limit, key: string) {
  return {
    blockedFor: async () => {
      const state = await peek(limit, key)
      return state.limited ? state.retryAfterSeconds : 0
    },
    fail: () => hit(limit, key),
    reset: () => clear(limit, key),
  }
}

export async function clear(limit: Limit, key: string) {
  await inStore(() => limiterFor(limit).delete(key))
}
