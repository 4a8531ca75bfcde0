import type { RequestHandler } from 'express'
import { limits } from '../app/utils/limits.server.ts'
import { Path } from '../app/utils/paths.ts'
import type { Limit } from '../app/utils/rate-limit.server.ts'
import { rateLimit } from './rate-limit.ts'
import { urlOf } from './request-url.ts'

/**
 * The per-address limits of the signed-out forms, bound to the route Remix will serve whatever
 * the spelling: the key is the path of the URL Remix runs (server/request-url.ts, ADR 72), the
 * way Remix's router reads it: decoded, ignoring case and empty segments (ADR 41).
 */
const limited = new Map<string, () => Limit>(
  [
    [Path.signIn, () => limits().signInPerAddress],
    [Path.forgotPassword, () => limits().forgotPasswordPerAddress],
    [Path.forgotPasswordVerify, () => limits().recoveryCodesPerAddress],
    [Path.guest, () => limits().guestCodesPerAddress],
  ].map(([path, limit]) => [routeKey(path as string), limit as () => Limit]),
)

/** A path as Remix's router sees it; the request URL check has made sure it decodes. */
export function routeKey(pathname: string): string {
  return `/${decodeURIComponent(pathname).split('/').filter(Boolean).join('/')}`.toLowerCase()
}

/** Runs after `requestUrl`, whose URL it keys on. */
export function routeLimits(): RequestHandler {
  const handlers = new Map([...limited].map(([key, limit]) => [key, rateLimit(limit)]))
  return (req, res, next) => {
    if (req.method !== 'POST') return next()
    const handler = handlers.get(routeKey(urlOf(res).pathname))
    return handler ? handler(req, res, next) : next()
  }
}
