import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { getEnv } from '~/utils/env.server'
import { keptAnswers } from '~/utils/kept-answers'
import { cookieValue } from '~/utils/session/cookie-value'
import { sessionDeviceId } from '~/utils/session/device-sessions.server'

/**
 * The device cookie (ADR 88, ADR 96): a random id this browser keeps, so the portal can tell a
 * sign-in from a browser the account has used before from one it hasn't. The id is minted by the
 * server and signed with the session secret (`<id>.<signature>`): a value another site fixed in the
 * browser, or one the browser made up, fails the signature and is replaced, never adopted. It holds
 * nothing else, is not read from the browser's traits (no fingerprint) and outlives sign-out like
 * the language does; it says nothing about the patient.
 */
export const DEVICE_COOKIE_DAYS = 400

const name = () => (getEnv().NODE_ENV === 'production' ? '__Host-device' : 'device')
const ID = /^[A-Za-z0-9_-]{22}$/

const signing = (secret: string) => ({
  secret,
  // a browser's id is checked on every signed-in page: its signature is worked out once while it is in use
  signatureOf: keptAnswers(
    (id: string) => createHmac('sha256', secret).update(`device:${id}`).digest('base64url').slice(0, 22),
    2000,
  ),
})
let signer: ReturnType<typeof signing> | undefined

function signatureOf(id: string) {
  const secret = getEnv().SESSION_SECRET
  if (signer?.secret !== secret) signer = signing(secret)
  return signer.signatureOf(id)
}

/** The cookie's value for a device id: the id and its signature. */
export const signedDeviceId = (id: string) => `${id}.${signatureOf(id)}`

/** The device id a signed cookie value holds, or null when it is unsigned, badly signed or not an id. */
export function verifiedDeviceId(value: string | null | undefined): string | null {
  const [id, signature, ...rest] = (value ?? '').split('.')
  if (!id || !signature || rest.length || !ID.test(id)) return null
  const expected = Buffer.from(signatureOf(id))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}

/** The browser's device id, or null when it has none or a value the portal did not sign. */
export function deviceIdOf(request: Request): string | null {
  return verifiedDeviceId(cookieValue(request.headers.get('Cookie'), name()))
}

export const newDeviceId = () => randomBytes(16).toString('base64url')

/** The Set-Cookie value that keeps `id` in this browser, signed. */
export function deviceCookie(id: string): string {
  const secure = getEnv().NODE_ENV === 'production' ? '; Secure' : ''
  return `${name()}=${signedDeviceId(id)}; Path=/; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; SameSite=Lax; HttpOnly${secure}`
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
