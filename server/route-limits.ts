import type { RequestHandler } from 'express'
import { limits } from '../app/utils/limits.server.ts'
import { Path } from '../app/utils/paths.ts'
import type { Limit } from '../app/utils/rate-limit.server.ts'
import { rateLimit } from './rate-limit.ts'

/**
 * The per-address limits of the signed-out forms, bound to the route Remix will serve whatever
 * the spelling: Remix matches decoded paths, ignoring case and a trailing slash, so the key
 * here is the path the same way (ADR 41). A path that doesn't decode is a 400.
 */
const limited = new Map<string, () => Limit>(
  [
    [Path.signIn, () => limits().signInPerAddress],
    [Path.forgotPassword, () => limits().forgotPasswordPerAddress],
    [Path.forgotPasswordVerify, () => limits().recoveryCodesPerAddress],
    [Path.guest, () => limits().guestCodesPerAddress],
  ].map(([path, limit]) => [routeKey(path as string)!, limit as () => Limit]),
)

/** The path as Remix's router sees it: decoded, in lower case, without empty segments; null if it doesn't decode. */
export function routeKey(rawPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  return `/${decoded.split('/').filter(Boolean).join('/')}`.toLowerCase()
}

export function routeLimits(): RequestHandler {
  const handlers = new Map([...limited].map(([key, limit]) => [key, rateLimit(limit)]))
  return (req, res, next) => {
    if (req.method !== 'POST') return next()
    const key = routeKey(req.path)
    if (key === null) {
      res.status(400).set({ Connection: 'close', 'Cache-Control': 'no-store' }).type('text/plain').send('Bad Request')
      return
    }
    const handler = handlers.get(key)
    return handler ? handler(req, res, next) : next()
  }
}
