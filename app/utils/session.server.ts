import { createCookieSessionStorage, redirect, type SessionStorage } from '@remix-run/node'
import type { Alert } from '~/domain/common/alert'
import { readClaims, type PatientClaims } from '~/domain/identity/claims'
import { guardDestination } from '~/domain/identity/guard'
import { sessionMessages } from '~/messages/common/session'
import { getEnv } from '~/utils/env.server'
import { Path } from './paths'

/**
 * The cookie session: the only place the backend token lives. httpOnly, so no
 * script can read it; no Max-Age, so it ends with the browser.
 */
type SessionData = { token: string; lastSeen: number; consentGiven?: boolean }
type FlashData = { alert: Alert }

export const SESSION_COOKIE = '__session'

let storage: SessionStorage<SessionData, FlashData> | undefined

function cookieSessions() {
  if (!storage) {
    const env = getEnv()
    storage = createCookieSessionStorage<SessionData, FlashData>({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        sameSite: 'lax',
        secure: env.NODE_ENV === 'production',
        path: '/',
        secrets: [env.SESSION_SECRET],
      },
    })
  }
  return storage
}

export function getSession(request: Request) {
  return cookieSessions().getSession(request.headers.get('Cookie'))
}

export type SignedInPatient = PatientClaims & { token: string }

/** Starts a session for a freshly issued token; returns the Set-Cookie value. */
export async function startSession(request: Request, token: string) {
  const session = await getSession(request)
  session.set('token', token)
  session.set('lastSeen', Date.now())
  session.unset('consentGiven')
  return cookieSessions().commitSession(session)
}

/** A redirect that replaces the session with one holding only an alert for the next page. */
export async function redirectWithAlert(request: Request | null, to: string, alert: Alert, init: ResponseInit = {}) {
  const session = request ? await getSession(request) : await cookieSessions().getSession()
  session.flash('alert', alert)
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await cookieSessions().commitSession(session))
  return redirect(to, { ...init, headers })
}

/** Ends the session and sends the patient to sign in with 'Session expired. Login again'. */
export function endSessionExpired() {
  return redirectWithAlert(null, Path.signIn, { type: 'error', message: sessionMessages.expired })
}

/** Logout: the session cookie is destroyed and the browser told to forget this site. */
export async function endSession(request: Request) {
  const session = await getSession(request)
  return redirect(Path.signIn, {
    headers: {
      'Set-Cookie': await cookieSessions().destroySession(session),
      'Clear-Site-Data': '"cache", "cookies", "storage"',
    },
  })
}

/** The signed-in patient's claims, or null; never redirects. */
export async function getPatient(request: Request): Promise<SignedInPatient | null> {
  const session = await getSession(request)
  const token = session.get('token')
  if (!token || isIdle(session.get('lastSeen'))) return null
  const claims = readClaims(token)
  return claims ? { ...withSessionState(claims, session), token } : null
}

/**
 * The guard of spec 1 section 2, run by every signed-in loader and action:
 * no session goes to /signin, a temporary password to /resetpassword, a first
 * login to /UserConsentForm.
 */
export async function requirePatient(request: Request): Promise<SignedInPatient> {
  const session = await getSession(request)
  const token = session.get('token')
  if (!token) throw redirect(Path.signIn)
  if (isIdle(session.get('lastSeen'))) {
    throw await redirectWithAlert(null, Path.signIn, {
      type: 'info',
      message: sessionMessages.idle(getEnv().SESSION_IDLE_MINUTES),
    })
  }
  const tokenClaims = readClaims(token)
  if (!tokenClaims)
    throw redirect(Path.signIn, { headers: { 'Set-Cookie': await cookieSessions().destroySession(session) } })
  const claims = withSessionState(tokenClaims, session)
  if (claims.expiresAt !== undefined && claims.expiresAt <= Date.now()) throw await endSessionExpired()
  const destination = guardDestination(claims, new URL(request.url).pathname)
  if (destination) throw redirect(destination)
  return { ...claims, token }
}

/**
 * Keeps the idle timer of a live session running: called for every response
 * by entry.server, unless the response already sets the session cookie.
 */
export async function refreshSessionCookie(request: Request, responseHeaders: Headers) {
  if (!request.headers.get('Cookie')?.includes(`${SESSION_COOKIE}=`)) return
  if (responseHeaders.get('Set-Cookie')?.includes(`${SESSION_COOKIE}=`)) return
  const session = await getSession(request)
  if (!session.get('token') || isIdle(session.get('lastSeen'))) return
  session.set('lastSeen', Date.now())
  responseHeaders.append('Set-Cookie', await cookieSessions().commitSession(session))
}

/** Reads (and so clears) the alert meant for this page. */
export async function takeAlert(request: Request) {
  const session = await getSession(request)
  const alert = session.get('alert') ?? null
  const headers = new Headers()
  if (alert) headers.append('Set-Cookie', await cookieSessions().commitSession(session))
  return { alert, headers }
}

/**
 * The token keeps saying FIRST_TIME_LOGIN after the consent step until the next sign-in; the
 * session remembers that the consent was given (ADR 8).
 */
function withSessionState(claims: PatientClaims, session: { get(key: 'consentGiven'): boolean | undefined }) {
  return session.get('consentGiven') ? { ...claims, loginStatus: 'NEXT_LOGIN' as const } : claims
}

/** After the consent step: the Set-Cookie value of a session that knows the consent is given. */
export async function markConsentGiven(request: Request) {
  const session = await getSession(request)
  session.set('consentGiven', true)
  session.set('lastSeen', Date.now())
  return cookieSessions().commitSession(session)
}

function isIdle(lastSeen: number | undefined) {
  if (lastSeen === undefined) return true
  return Date.now() - lastSeen > getEnv().SESSION_IDLE_MINUTES * 60_000
}
