import { createCookie } from '@remix-run/node'
import { getEnv } from '~/utils/env.server'
import { keptAnswers } from '~/utils/kept-answers'
import { cookieValue } from '~/utils/session/cookie-value'

/**
 * The session's cookie (ADR 39): signed, httpOnly, holding only the random id its record in the
 * shared store is kept under (app/utils/session/record.server.ts).
 */

let cookie: ReturnType<typeof createCookie> | undefined
export function sessionCookie() {
  if (!cookie) {
    const env = getEnv()
    const production = env.NODE_ENV === 'production'
    // __Host-: Secure, path /, no Domain, so no sibling host can set or shadow it
    cookie = createCookie(production ? '__Host-session' : '__session', {
      httpOnly: true,
      sameSite: 'lax',
      secure: production,
      path: '/',
      secrets: [env.SESSION_SECRET],
    })
  }
  return cookie
}

export const sessionCookieName = () => sessionCookie().name

/**
 * What a signed session cookie holds. Its signature (an HMAC) is checked once per value while the
 * browser uses it, not on every page, nor again by every loader of a page.
 */
let signedValue: ((value: string) => Promise<unknown>) | undefined
const heldIn = (value: string) =>
  (signedValue ??= keptAnswers((v: string) => sessionCookie().parse(`${sessionCookieName()}=${v}`), 2000))(value)

/** The id of the request's session (never sent to the browser but in its signed cookie), or null. */
export async function sessionIdOf(request: Request): Promise<string | null> {
  const value = cookieValue(request.headers.get('Cookie'), sessionCookieName())
  const id: unknown = value === undefined ? null : await heldIn(value)
  return typeof id === 'string' && /^[A-Za-z0-9_-]{32}$/.test(id) ? id : null
}
