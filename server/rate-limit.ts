import type { RequestHandler } from 'express'
import { createRateLimiter } from '../app/utils/rate-limit.server.ts'

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
