import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { RequestHandler, Response as ExpressResponse } from 'express'

/**
 * The CSRF token (ADR 41), a second line behind the origin check: every browser gets a random
 * pre-session cookie on its first page, and every form of the portal carries
 * HMAC(SESSION_SECRET, that cookie) as its first field, `_csrf` (scripted posts send it as
 * `X-CSRF-Token`). A post that carries the cookie must carry its token; one without the cookie
 * carries no session either (a script, a first visit), and the origin check alone decides.
 */
export const CSRF_FIELD = '_csrf'
export const CSRF_HEADER = 'x-csrf-token'
const YEAR_SECONDS = 365 * 24 * 3600
/** Browsers whose token an instance keeps: a few kilobytes at most. */
const KEPT_TOKENS = 2_000

export function csrfCookieName(production: boolean) {
  // __Host-: Secure, path /, no Domain, so no sibling host can set or shadow it
  return production ? '__Host-csrf' : 'csrf'
}

export function csrfToken(secret: string, cookieValue: string) {
  return createHmac('sha256', secret).update(`csrf:${cookieValue}`).digest('base64url')
}

/** The cookie's value in a Cookie header, when it is one the portal made (32 letters of base64url). */
function cookiePattern(name: string) {
  return new RegExp(`(?:^|;\\s*)${name.replace(/[-]/g, '\\-')}=([A-Za-z0-9_-]{32})(?:;|$)`)
}

/** Gives every response the cookie (when the browser has none yet) and the page its token, as `res.locals.csrf`. */
export function csrf({ secret, production }: { secret: string; production: boolean }): RequestHandler {
  const name = csrfCookieName(production)
  // made once: every request reads the cookie
  const pattern = cookiePattern(name)
  // a browser's token is the same on each of its pages: kept, and all forgotten at once past a bound
  const tokens = new Map<string, string>()
  const tokenOf = (value: string) => {
    let token = tokens.get(value)
    if (token === undefined) {
      if (tokens.size >= KEPT_TOKENS) tokens.clear()
      tokens.set(value, (token = csrfToken(secret, value)))
    }
    return token
  }
  return (req, res, next) => {
    let value = pattern.exec(req.get('cookie') ?? '')?.[1]
    res.locals.csrfRequired = value !== undefined
    if (!value) {
      value = randomBytes(24).toString('base64url')
      const secure = production ? '; Secure' : ''
      res.append('Set-Cookie', `${name}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`)
    }
    res.locals.csrfToken = tokenOf(value)
    next()
  }
}

/** The token this request must carry, or undefined when it needs none. */
export function expectedCsrf(res: ExpressResponse): string | undefined {
  return res.locals.csrfRequired === true ? String(res.locals.csrfToken) : undefined
}

export function sameToken(given: string | undefined | null, expected: string) {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
