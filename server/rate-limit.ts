import type { RequestHandler } from 'express'
import type { ServerHooks } from '../app/entry.server.tsx'

type Limit = ReturnType<ServerHooks['addressLimits']>[number]['limit']

/**
 * Counts requests per client address in the shared store. It does not answer by itself: it
 * tells the route (through res.locals) so the page can say so in the form, with what the patient
 * typed still there. A store that can't be reached counts nothing here: the page itself then
 * answers that the service is unavailable.
 */
export function rateLimit(hit: ServerHooks['hit'], limit: Limit): RequestHandler {
  return (req, res, next) => {
    hit(limit, req.ip ?? 'unknown').then(
      (state) => {
        res.locals.rateLimit = state
        if (state.limited) res.setHeader('Retry-After', String(state.retryAfterSeconds))
        next()
      },
      () => next(),
    )
  }
}
