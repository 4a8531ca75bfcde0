import type { RequestHandler } from 'express'

/**
 * A fixed-window counter per key, in memory. One portal process per host is
 * the deployment this serves; several behind a balancer would need a shared store.
 */
export function createRateLimiter({
  max,
  windowMs,
  now = Date.now,
}: {
  max: number
  windowMs: number
  now?: () => number
}) {
  const windows = new Map<string, { start: number; count: number }>()

  function hit(key: string): { limited: boolean; retryAfterSeconds: number } {
    const t = now()
    if (windows.size > 10_000) prune(t)
    let entry = windows.get(key)
    if (!entry || t - entry.start >= windowMs) {
      entry = { start: t, count: 0 }
      windows.set(key, entry)
    }
    entry.count += 1
    const retryAfterSeconds = Math.ceil((entry.start + windowMs - t) / 1000)
    return { limited: entry.count > max, retryAfterSeconds }
  }

  function prune(t: number) {
    for (const [key, entry] of windows) if (t - entry.start >= windowMs) windows.delete(key)
  }

  return { hit }
}

/**
 * Counts requests per client address. It does not answer by itself: it tells
 * the route (through res.locals) so the page can say so in the form, with what
 * the patient typed still there.
 */
export function rateLimit(options: { max: number; windowMs: number }): RequestHandler {
  const limiter = createRateLimiter(options)
  return (req, res, next) => {
    const state = limiter.hit(req.ip ?? 'unknown')
    res.locals.rateLimit = state
    if (state.limited) res.setHeader('Retry-After', String(state.retryAfterSeconds))
    next()
  }
}
