import type { RequestHandler } from 'express'
import type { ServerHooks } from '../app/entry.server.tsx'
import { rateLimit } from './rate-limit.ts'
import { urlOf } from './request-url.ts'

/**
 * The per-address limits of the signed-out forms (the app names them, by route path), bound to
 * the route Remix will serve whatever the spelling: the key is the path of the URL Remix runs
 * (server/request-url.ts, ADR 72), the way Remix's router reads it: decoded, ignoring case and
 * empty segments (ADR 41).
 */

/** A path as Remix's router sees it; the request URL check has made sure it decodes. */
export function routeKey(pathname: string): string {
  return `/${decodeURIComponent(pathname).split('/').filter(Boolean).join('/')}`.toLowerCase()
}

/** Runs after `requestUrl`, whose URL it keys on. The limits are read per request: their sizes are settings. */
export function routeLimits(portal: Pick<ServerHooks, 'addressLimits' | 'hit'>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') return next()
    const key = routeKey(urlOf(res).pathname)
    const found = portal.addressLimits().find(({ path }) => routeKey(path) === key)
    return found ? rateLimit(portal.hit, found.limit)(req, res, next) : next()
  }
}
