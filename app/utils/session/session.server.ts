import { redirect } from '@remix-run/node'
import type { Alert } from '~/domain/common/alert'
import type { Actor } from '~/domain/helpers/scopes'
import { readClaims, type PatientClaims } from '~/domain/identity/claims'
import { pendingOver } from '~/domain/security/flow'
import { defaultLocale } from '~/utils/language/locale'
import { textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { scopeOf, type RequestScope } from '~/utils/observability/request-context.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { absoluteEndOf, idleEndOf, liveData } from '~/utils/session/clock.server'
import { patientKey } from '~/utils/session/patient-sessions.server'
import {
  endSessionById,
  endSessionOver,
  readSession,
  readSessionOrEnd,
  replaceSession,
  sessionUnder,
  startOver,
  type ActingFor,
  type SessionData,
  type SessionDevice,
} from '~/utils/session/record.server'
import { sessionCookie, sessionIdOf } from '~/utils/session/session-cookie.server'
import { inStore } from '~/utils/shared-store/index.server'

/**
 * Server-side sessions (ADR 39): signing in and out, the signed-in patient, and the state the
 * guard reads. Logout ends a session everywhere and a copied cookie dies with it; the server
 * enforces the idle timeout and an absolute lifetime; a new id is issued at sign-in, after the
 * consent step and after a password change. An ended session stays ended (ADR 94).
 */

/**
 * The signed-in patient: the token's claims and the token; every call made on the patient's behalf
 * takes it. While a helper acts for a patient (docs/helpers.md) it is the patient's id with the
 * services' delegated token, and `actor` names the helper; absent when patients act for themselves.
 * `scope` is the request's (ADR 131): its calls take the request's id and time budget from it.
 */
export type SignedInPatient = PatientClaims & { token: string; actor?: Actor; scope?: RequestScope }

/** Who holds a token in a request: the token, and the request's scope. */
type Holder = Pick<SignedInPatient, 'token' | 'scope'>

/**
 * Sign-in: always a new, empty session for the fresh token (the old one ends), knowing the
 * browser it came from; returns the Set-Cookie value.
 */
export async function startSession(request: Request, token: string, device?: SessionDevice) {
  const now = Date.now()
  const patientId = readClaims(token)?.patientId
  return startOver(request, { token, patientId, createdAt: now, lastSeen: now, ...(device ? { device } : {}) })
}

/** Ends every session of the patient that holds `token`, on every instance. */
async function endSessionsHolding({ token, scope }: Holder) {
  const patientId = readClaims(token)?.patientId
  if (patientId === undefined) return
  for (const id of await inStore((s) => s.members(patientKey(patientId))))
    if ((await sessionUnder(id))?.token === token) await endSessionById(id, patientId, 'signed-out', scope)
}

/**
 * The services say this token has expired: every session holding it ends, and the patient goes
 * to sign in with 'Session expired. Login again'.
 */
export async function endSessionExpired(holder: Holder, locale = holder.scope?.locale ?? defaultLocale) {
  await endSessionsHolding(holder)
  return redirectWithAlert(null, Path.signIn, { type: 'error', message: textsOf(locale, 'sessionMessages').expired })
}

/**
 * Logout: the session ends on the server and the browser is told to forget this site.
 * `ended(patientId)` runs once a signed-in session is gone (the account activity records it).
 */
export async function endSession(request: Request, ended?: (patientId: number) => Promise<void>) {
  const current = await readSession(request)
  if (current) await endSessionById(current.id, current.data.patientId, 'signed-out', scopeOf(request))
  if (current?.data.token && current.data.patientId !== undefined) await ended?.(current.data.patientId)
  return redirect(Path.signIn, {
    headers: {
      'Set-Cookie': await sessionCookie().serialize('', { maxAge: 0 }),
      'Clear-Site-Data': '"cache", "cookies", "storage"',
    },
  })
}

/**
 * Ends the patient's sessions on every instance (a password change or reset); `keep` names one to
 * spare; `scope`, the request's, forgets its own when it ends.
 */
export async function endPatientSessions(
  patientId: number,
  { keep, scope }: { keep?: Request; scope?: RequestScope } = {},
) {
  const kept = keep ? await sessionIdOf(keep) : null
  const ids = await inStore((s) => s.members(patientKey(patientId)))
  for (const id of ids.filter((id) => id !== kept)) await endSessionById(id, patientId, 'signed-out', scope)
}

/**
 * Signs the patient out on every instance (an inactive account, a temporary password just
 * replaced) and sends this browser to sign in with `alert`.
 */
export async function signOutEverywhere(
  { patientId, scope }: Pick<SignedInPatient, 'patientId' | 'scope'>,
  alert: Alert,
) {
  await endPatientSessions(patientId, { scope })
  return redirectWithAlert(null, Path.signIn, alert)
}

/** The signed-in patient's claims, or null; never redirects. */
export async function getPatient(request: Request): Promise<SignedInPatient | null> {
  const current = await readSession(request)
  const data = current && liveData(current.data, Date.now())
  const claims = data?.token ? readClaims(data.token) : null
  return data?.token && claims
    ? { ...withSessionState(claims, data), token: data.token, scope: scopeOf(request) }
    : null
}

/** What the request's session holds, as the guard reads it (`requirePatient`, app/areas/identity/guard.server.ts). */
export type SessionCheck =
  | { state: 'none' }
  /** past its idle or absolute end (`by`, the one reached first), ended by this request */
  | { state: 'ended'; patientId?: number; by: 'idle' | 'absolute' }
  /** a token whose claims cannot be read: the session ends */
  | { state: 'unreadable' }
  /** signed out from another of the patient's devices (the devices screen) */
  | { state: 'signed-out-elsewhere' }
  /** the password passed, the second step not yet: only the second-step page opens */
  | { state: 'pending' }
  /** `patient` is the account signed in; `acting`, whom it acts for, still to be checked against the live grant */
  | { state: 'live'; patient: SignedInPatient; acting?: ActingFor }

/** Reads the request's session for the guard; one past its end, or with an unreadable token, ends. */
export async function checkSession(request: Request): Promise<SessionCheck> {
  const scope = scopeOf(request)
  const current = await readSessionOrEnd(request)
  if (current === 'signed-out-elsewhere') return { state: 'signed-out-elsewhere' }
  if (!current) return { state: 'none' }
  const { data } = current
  if (data.pending) {
    if (!pendingOver(data.pending, Date.now())) return { state: 'pending' }
    await endSessionOver(current, scope)
    return { state: 'none' }
  }
  if (!data.token) return { state: 'none' }
  if (!liveData(data, Date.now())) {
    // only the request that ends it says so: the end is recorded once, on any instance
    if (!(await endSessionOver(current, scope))) return { state: 'none' }
    const by = absoluteEndOf(data) <= idleEndOf(data) ? 'absolute' : 'idle'
    return { state: 'ended', patientId: data.patientId, by }
  }
  const tokenClaims = readClaims(data.token)
  if (!tokenClaims) {
    await endSessionOver(current, scope)
    return { state: 'unreadable' }
  }
  const patient = { ...withSessionState(tokenClaims, data), token: data.token, scope }
  return data.acting ? { state: 'live', patient, acting: data.acting } : { state: 'live', patient }
}

/**
 * The token keeps saying FIRST_TIME_LOGIN after the consent step until the next sign-in; the
 * session remembers that the consent was given (ADR 8).
 */
function withSessionState(claims: PatientClaims, data: SessionData) {
  return data.consentGiven ? { ...claims, loginStatus: 'NEXT_LOGIN' as const } : claims
}

/** After the consent step: a new session id that knows the consent is given; the Set-Cookie value. */
export async function markConsentGiven(request: Request) {
  const started = await replaceSession(request, (old) =>
    old?.token ? { ...old, consentGiven: true, lastSeen: Date.now() } : null,
  )
  return started ?? sessionCookie().serialize('', { maxAge: 0 })
}

/**
 * After a voluntary password change: every other session of the patient ends, and this browser
 * goes on under a new session id, showing `alert` next.
 */
export async function redirectAfterPasswordChange(request: Request, patientId: number, to: string, alert: Alert) {
  await endPatientSessions(patientId, { keep: request })
  const cookie = await replaceSession(request, (old) => (old?.token ? { ...old, lastSeen: Date.now(), alert } : null))
  if (!cookie) return redirectWithAlert(null, Path.signIn, alert)
  return redirect(to, { headers: { 'Set-Cookie': cookie } })
}
