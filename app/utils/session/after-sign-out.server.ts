import { randomBytes } from 'node:crypto'
import { isLocale, type Locale } from '~/utils/language/locale'
import { chosenLocale, languageCookie } from '~/utils/language/locale.server'
import { Path } from '~/utils/navigation/paths'
import { deviceCookie } from '~/utils/session/device-cookie.server'
import { sessionDeviceId } from '~/utils/session/device-sessions.server'
import { inStore } from '~/utils/shared-store/index.server'

/**
 * Logout tells the browser to forget every cookie of the site (Clear-Site-Data), and a Set-Cookie
 * in that same answer is forgotten with them. Two cookies say nothing about the patient and must
 * outlive sign-out: the language (ADR 57) and the device id (ADR 88: without it, the next sign-in
 * on this browser would count as a new device). Logout leaves them with a one-use ticket in the
 * shared store, and its redirect passes through /resources/signed-out, which sets them again: the
 * URL carries only the ticket, never the device id.
 *
 * The ticket holds the device id of the session logout ends (the server's record, never the
 * cookie the request sent), and it is spent only by the redirect logout itself answered, a
 * same-origin navigation (ADR 96): a ticket made in one browser and sent as a link to another sets
 * nothing there, so no one can fix a device id in someone else's browser.
 */
type Kept = { lang: Locale | null; deviceId: string | null }

const ticketKey = (ticket: string) => `after-sign-out:${ticket}`
/** The browser follows the redirect at once; a ticket not used by then is of no use to anyone. */
const TICKET_MS = 60_000

/**
 * Where logout sends the browser: straight to sign-in, or through the step that keeps the two
 * cookies. Called while the session is still there.
 */
export async function pathAfterSignOut(request: Request): Promise<string> {
  const kept: Kept = { lang: chosenLocale(request), deviceId: await sessionDeviceId(request) }
  if (!kept.lang && !kept.deviceId) return Path.signIn
  const ticket = randomBytes(18).toString('base64url')
  await inStore((s) => s.set(ticketKey(ticket), kept, TICKET_MS))
  return `${Path.signedOut}?${new URLSearchParams({ ticket })}`
}

/**
 * The Set-Cookie values the ticket keeps; the ticket is spent. None for an unknown or spent
 * ticket, nor for one followed from a link (another site, a typed address): logout's redirect is
 * the only same-origin way to it.
 */
export async function cookiesKeptBy(request: Request): Promise<string[]> {
  const ticket = new URL(request.url).searchParams.get('ticket')
  if (!ticket || !/^[A-Za-z0-9_-]{24}$/.test(ticket)) return []
  const kept = await inStore(async (s) => {
    const value = await s.get<Kept>(ticketKey(ticket))
    if (value) await s.delete(ticketKey(ticket))
    return value
  })
  if (request.headers.get('Sec-Fetch-Site') !== 'same-origin') return []
  const cookies: string[] = []
  if (isLocale(kept?.lang)) cookies.push(languageCookie(kept.lang))
  if (typeof kept?.deviceId === 'string' && /^[A-Za-z0-9_-]{22}$/.test(kept.deviceId))
    cookies.push(deviceCookie(kept.deviceId))
  return cookies
}
