import { randomBytes } from 'node:crypto'
import { getEnv } from '~/utils/env.server'
import { cookieValue } from '~/utils/session/cookie-value'
import { sessionDeviceId } from '~/utils/session/device-sessions.server'

/**
 * The device cookie (ADR 88): a random id this browser keeps, so the portal can tell a sign-in
 * from a browser the account has used before from one it hasn't. It holds nothing else, is made
 * by the server (not read from the browser's traits: no fingerprint) and outlives sign-out like
 * the language does; it says nothing about the patient.
 */
export const DEVICE_COOKIE_DAYS = 400

const name = () => (getEnv().NODE_ENV === 'production' ? '__Host-device' : 'device')

/** The browser's device id, or null when it has none (or a value the portal never made). */
export function deviceIdOf(request: Request): string | null {
  const value = cookieValue(request.headers.get('Cookie'), name())
  return value && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null
}

export const newDeviceId = () => randomBytes(16).toString('base64url')

/** The Set-Cookie value that keeps `id` in this browser. */
export function deviceCookie(id: string): string {
  const secure = getEnv().NODE_ENV === 'production' ? '; Secure' : ''
  return `${name()}=${id}; Path=/; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; SameSite=Lax; HttpOnly${secure}`
}

/**
 * Hands a signed-in browser its session's device id when it doesn't hold it: on the first page
 * after sign-in (the sign-in's own answer carries only the session cookie), and again if the
 * browser lost it. Called for every response by entry.server.
 */
export async function keepDeviceCookie(request: Request, headers: Headers) {
  // never on an answer a cache may keep (an image, a stylesheet)
  if (headers.get('Cache-Control') !== 'no-store') return
  const deviceId = await sessionDeviceId(request)
  if (deviceId && deviceIdOf(request) !== deviceId) headers.append('Set-Cookie', deviceCookie(deviceId))
}
