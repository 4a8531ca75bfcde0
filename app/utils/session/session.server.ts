import { randomBytes } from 'node:crypto'
import { createCookie, redirect } from '@remix-run/node'
import type { DeviceWords } from '~/domain/account/device'
import type { Alert } from '~/domain/common/alert'
import { movesIdleClock } from '~/domain/common/idle-clock'
import { readClaims, type PatientClaims } from '~/domain/identity/claims'
import { PENDING_MS, pendingOver, type Pending } from '~/domain/security/flow'
import { getEnv } from '~/utils/env.server'
import { defaultLocale } from '~/utils/language/locale'
import { textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { forgetInRequest, oncePerRequest, requestContext } from '~/utils/observability/request-context.server'
import { inStore } from '~/utils/shared-store/index.server'

/**
 * Server-side sessions (ADR 39). The browser holds only a random id (192 bits) in an httpOnly
 * cookie; the backend token and the session's state live in the shared store, so logout ends a
 * session everywhere and a copied cookie dies with it. The server enforces the idle timeout and
 * an absolute lifetime; a new id is issued at sign-in, after the consent step and after a
 * password change.
 */
type SessionData = {
  token?: string
  patientId?: number
  createdAt: number
  lastSeen: number
  consentGiven?: boolean
  /** Flash: read once by the next page (takeAlert). */
  alert?: Alert
  /** What the devices screen shows of the browser that signed in (never its address). */
  device?: SessionDevice
  /** Read once by the next signed-in page (takeNewSignIn): another browser, new to the account, signed in. */
  newSignIn?: NewSignIn
  /** Signed out from another device: no token; the next page says the session expired. */
  signedOutElsewhere?: true
  /**
   * Between the password and the second step (docs/two-step.md): the services' token waits here,
   * not as `token`, so nothing but the second-step page can use it.
   */
  pending?: Pending & { token: string }
  /** When this session last passed the second step (turning it off needs a fresh one). */
  secondStepAt?: number
  /** A signed-in patient was sent a mobile code (to turn it on, or to confirm it is them): to which number, when. */
  codeSent?: CodeSent
}

/** The browser a session was started from, as words, the coarse network and the device cookie's id. */
export type SessionDevice = DeviceWords & { place: string | null; deviceId: string }
export type NewSignIn = DeviceWords & { at: number }

/** Kept for anonymous sessions that only carry an alert to the next page. */
const ALERT_ONLY_TTL_MS = 15 * 60_000
/** A session's `lastSeen` is written at most this often: one store write a minute, not one a request. */
const TOUCH_EVERY_MS = 60_000
/** An ended session's record stays this long (unusable), so the next page can say why it ended. */
const ENDED_RECORD_MS = 60 * 60_000

let cookie: ReturnType<typeof createCookie> | undefined
function sessionCookie() {
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

const sessionKey = (id: string) => `session:${id}`
const patientKey = (patientId: number) => `patient-sessions:${patientId}`

async function sessionIdOf(request: Request): Promise<string | null> {
  const header = request.headers.get('Cookie')
  // the cookie's signature is checked once per request, however many loaders ask
  const id: unknown = await oncePerRequest(`cookie:${header}`, () => sessionCookie().parse(header))
  return typeof id === 'string' && /^[A-Za-z0-9_-]{32}$/.test(id) ? id : null
}

/** The session record, read from the store once per request (a write in between makes the next read fresh). */
async function readSession(request: Request): Promise<{ id: string; data: SessionData } | null> {
  const id = await sessionIdOf(request)
  if (!id) return null
  const data = await oncePerRequest(sessionKey(id), () => inStore((s) => s.get<SessionData>(sessionKey(id))))
  return data ? { id, data } : null
}

/** When a signed-in session stops being usable: idle, or at its absolute end, whichever comes first. */
function endOf(data: SessionData) {
  return Math.min(idleEndOf(data), absoluteEndOf(data))
}

const idleEndOf = (data: SessionData) => data.lastSeen + getEnv().SESSION_IDLE_MINUTES * 60_000
const absoluteEndOf = (data: SessionData) => data.createdAt + getEnv().SESSION_MAX_HOURS * 3_600_000

/** How long the store keeps a record. */
function ttlOf(data: SessionData, now: number) {
  if (!data.token) return data.pending ? PENDING_MS : ALERT_ONLY_TTL_MS
  return Math.max(1, endOf(data) - now + ENDED_RECORD_MS)
}

async function saveSession(id: string, data: SessionData) {
  forgetInRequest(sessionKey(id))
  const ttl = ttlOf(data, Date.now())
  await inStore(async (s) => {
    await s.set(sessionKey(id), data, ttl)
    if (data.patientId !== undefined) await s.addMember(patientKey(data.patientId), id, ttl)
  })
}

async function deleteSession(id: string, patientId: number | undefined) {
  forgetInRequest(sessionKey(id))
  await inStore(async (s) => {
    await s.delete(sessionKey(id))
    if (patientId !== undefined) await s.removeMember(patientKey(patientId), id)
  })
}

/** A new session under a new id; the Set-Cookie value that names it. */
async function createSession(data: SessionData): Promise<string> {
  const id = randomBytes(24).toString('base64url')
  await saveSession(id, data)
  return sessionCookie().serialize(id)
}

async function replaceSession(request: Request, data: SessionData): Promise<string> {
  const old = await readSession(request)
  if (old) await deleteSession(old.id, old.data.patientId)
  return createSession(data)
}

/** The signed-in patient: the token's claims and the token; every call made on the patient's behalf takes it. */
export type SignedInPatient = PatientClaims & { token: string }

/**
 * Sign-in: always a new, empty session for the fresh token (the old one is deleted), knowing the
 * browser it came from; returns the Set-Cookie value.
 */
export async function startSession(request: Request, token: string, device?: SessionDevice) {
  const now = Date.now()
  return replaceSession(request, {
    token,
    patientId: readClaims(token)?.patientId,
    createdAt: now,
    lastSeen: now,
    ...(device ? { device } : {}),
  })
}

/** A redirect whose next page shows `alert`; `request` null means: leave any session, start an alert-only one. */
export async function redirectWithAlert(request: Request | null, to: string, alert: Alert, init: ResponseInit = {}) {
  const headers = new Headers(init.headers)
  const current = request ? await readSession(request) : null
  if (current) {
    await saveSession(current.id, { ...current.data, alert })
    headers.append('Set-Cookie', await sessionCookie().serialize(current.id))
  } else headers.append('Set-Cookie', await createSession({ createdAt: Date.now(), lastSeen: Date.now(), alert }))
  return redirect(to, { ...init, headers })
}

/**
 * The services say this token has expired: every session holding it ends, and the patient goes
 * to sign in with 'Session expired. Login again'.
 */
export async function endSessionExpired(token: string, locale = requestContext()?.locale ?? defaultLocale) {
  const patientId = readClaims(token)?.patientId
  if (patientId !== undefined) {
    await inStore(async (s) => {
      for (const id of await s.members(patientKey(patientId))) {
        if ((await s.get<SessionData>(sessionKey(id)))?.token === token) {
          forgetInRequest(sessionKey(id))
          await s.delete(sessionKey(id))
          await s.removeMember(patientKey(patientId), id)
        }
      }
    })
  }
  return redirectWithAlert(null, Path.signIn, { type: 'error', message: textsOf(locale, 'sessionMessages').expired })
}

/**
 * Logout: the session is deleted on the server and the browser told to forget this site.
 * `ended(patientId)` runs once a signed-in session is gone (the account activity records it).
 */
export async function endSession(request: Request, ended?: (patientId: number) => Promise<void>) {
  const current = await readSession(request)
  if (current) await deleteSession(current.id, current.data.patientId)
  if (current?.data.token && current.data.patientId !== undefined) await ended?.(current.data.patientId)
  return redirect(Path.signIn, {
    headers: {
      'Set-Cookie': await sessionCookie().serialize('', { maxAge: 0 }),
      'Clear-Site-Data': '"cache", "cookies", "storage"',
    },
  })
}

/** Ends the patient's sessions on every instance (a password change or reset); `keep` names one to spare. */
export async function endPatientSessions(patientId: number, keep?: Request) {
  const kept = keep ? await sessionIdOf(keep) : null
  await inStore(async (s) => {
    const ids = (await s.members(patientKey(patientId))).filter((id) => id !== kept)
    for (const id of ids) {
      forgetInRequest(sessionKey(id))
      await s.removeMember(patientKey(patientId), id)
    }
    await s.delete(...ids.map(sessionKey))
  })
}

/**
 * Signs the patient out on every instance (an inactive account, a temporary password just
 * replaced) and sends this browser to sign in with `alert`.
 */
export async function signOutEverywhere(patientId: number, alert: Alert) {
  await endPatientSessions(patientId)
  return redirectWithAlert(null, Path.signIn, alert)
}

/** The live session's data, or null when there is none or it is past its idle or absolute end. */
function liveData(data: SessionData, now: number) {
  return data.token && now < endOf(data) ? data : null
}

/** The signed-in patient's claims, or null; never redirects. */
export async function getPatient(request: Request): Promise<SignedInPatient | null> {
  const current = await readSession(request)
  const data = current && liveData(current.data, Date.now())
  const claims = data?.token ? readClaims(data.token) : null
  return data?.token && claims ? { ...withSessionState(claims, data), token: data.token } : null
}

/** What the request's session holds, as the guard reads it (`requirePatient`, app/utils/session/guard.server.ts). */
export type SessionCheck =
  | { state: 'none' }
  /** past its idle or absolute end (`by`, the one reached first): the record is deleted */
  | { state: 'ended'; patientId?: number; by: 'idle' | 'absolute' }
  /** a token whose claims cannot be read: the record is deleted */
  | { state: 'unreadable' }
  /** signed out from another of the patient's devices (the devices screen) */
  | { state: 'signed-out-elsewhere' }
  /** the password passed, the second step not yet: only the second-step page opens */
  | { state: 'pending' }
  | { state: 'live'; patient: SignedInPatient }

/** Reads the request's session for the guard; one past its end, or with an unreadable token, is deleted. */
export async function checkSession(request: Request): Promise<SessionCheck> {
  const current = await readSession(request)
  const token = current?.data.token
  if (current?.data.signedOutElsewhere) {
    await deleteSession(current.id, undefined)
    return { state: 'signed-out-elsewhere' }
  }
  if (current?.data.pending) {
    if (!pendingOver(current.data.pending, Date.now())) return { state: 'pending' }
    await deleteSession(current.id, current.data.patientId)
    return { state: 'none' }
  }
  if (!current || !token) return { state: 'none' }
  if (!liveData(current.data, Date.now())) {
    await deleteSession(current.id, current.data.patientId)
    const by = absoluteEndOf(current.data) <= idleEndOf(current.data) ? 'absolute' : 'idle'
    return { state: 'ended', patientId: current.data.patientId, by }
  }
  const tokenClaims = readClaims(token)
  if (!tokenClaims) {
    await deleteSession(current.id, current.data.patientId)
    return { state: 'unreadable' }
  }
  return { state: 'live', patient: { ...withSessionState(tokenClaims, current.data), token } }
}

/**
 * Keeps the idle timer of a live session running: called for every response by entry.server, and
 * moved only by what the patient does, never by a request the page made by itself (ADR 75).
 * The cookie doesn't change; only the server's record does, at most once a minute (the idle
 * end can come up to a minute early, well inside the warning's two minutes).
 */
export async function touchSession(request: Request) {
  if (!movesIdleClock(request)) return
  if (!request.headers.get('Cookie')?.includes(`${sessionCookieName()}=`)) return
  const current = await readSession(request).catch(() => null)
  const now = Date.now()
  if (!current || !liveData(current.data, now) || now - current.data.lastSeen < TOUCH_EVERY_MS) return
  await saveSession(current.id, { ...current.data, lastSeen: now }).catch(() => undefined)
}

/** How long the live session has before its idle or absolute end, in ms (0: none, or ended); read only, never moving it. */
export async function sessionLeftMs(request: Request): Promise<number> {
  const current = await readSession(request)
  const now = Date.now()
  return current && liveData(current.data, now) ? endOf(current.data) - now : 0
}

/** Reads (and so clears) the alert meant for this page. */
export async function takeAlert(request: Request) {
  const current = await readSession(request)
  const alert = current?.data.alert ?? null
  if (current && alert) {
    const rest: SessionData = { ...current.data }
    delete rest.alert
    await saveSession(current.id, rest)
  }
  return alert
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
  const current = await readSession(request)
  if (!current?.data.token) return sessionCookie().serialize('', { maxAge: 0 })
  return replaceSession(request, { ...current.data, consentGiven: true, lastSeen: Date.now() })
}

/**
 * After a voluntary password change: every other session of the patient ends, and this browser
 * goes on under a new session id, showing `alert` next.
 */
export async function redirectAfterPasswordChange(request: Request, patientId: number, to: string, alert: Alert) {
  const current = await readSession(request)
  await endPatientSessions(patientId, request)
  if (!current?.data.token) return redirectWithAlert(null, Path.signIn, alert)
  const cookie = await replaceSession(request, { ...current.data, lastSeen: Date.now(), alert })
  return redirect(to, { headers: { 'Set-Cookie': cookie } })
}

/** One live session of a patient, as the devices screen reads it; `id` never leaves the server. */
export type LiveSession = { id: string; createdAt: number; lastSeen: number; device?: SessionDevice }

/** The patient's live sessions, on every instance. */
export async function liveSessionsOf(patientId: number): Promise<LiveSession[]> {
  const now = Date.now()
  return inStore(async (s) => {
    const sessions: LiveSession[] = []
    for (const id of await s.members(patientKey(patientId))) {
      const data = await s.get<SessionData>(sessionKey(id))
      if (data?.patientId === patientId && liveData(data, now))
        sessions.push({ id, createdAt: data.createdAt, lastSeen: data.lastSeen, device: data.device })
    }
    return sessions
  })
}

/** The device id the request's live session was started with, for the device cookie; null without one. */
export async function sessionDeviceId(request: Request): Promise<string | null> {
  if (!request.headers.get('Cookie')?.includes(`${sessionCookieName()}=`)) return null
  const current = await readSession(request).catch(() => null)
  return (current && liveData(current.data, Date.now())?.device?.deviceId) ?? null
}

/** The id of the request's own session, to tell "this device" apart (never sent to the browser). */
export const currentSessionId = sessionIdOf

/**
 * Ends sessions of the patient from the devices screen, on every instance: the token leaves the
 * store at once; what stays under each id, for the next page only, is that it was signed out
 * elsewhere (the guard then shows the session-expired message). Ids not the patient's are ignored.
 */
export async function signOutSessions(patientId: number, ids: readonly string[]) {
  const now = Date.now()
  await inStore(async (s) => {
    const own = new Set(await s.members(patientKey(patientId)))
    for (const id of ids.filter((id) => own.has(id))) {
      forgetInRequest(sessionKey(id))
      await s.removeMember(patientKey(patientId), id)
      await s.set(sessionKey(id), { createdAt: now, lastSeen: now, signedOutElsewhere: true }, ENDED_RECORD_MS)
    }
  })
}

/** Tells the patient's other live sessions, once each, that a browser new to the account signed in. */
export async function tellOtherSessions(patientId: number, except: string | null, notice: NewSignIn) {
  const others = (await liveSessionsOf(patientId)).filter((session) => session.id !== except)
  await inStore(async (s) => {
    for (const { id } of others) {
      const data = await s.get<SessionData>(sessionKey(id))
      if (data?.token) await s.set(sessionKey(id), { ...data, newSignIn: notice }, ttlOf(data, Date.now()))
    }
  })
}

/** Reads (and so clears) the new sign-in this session is to be told of. */
export async function takeNewSignIn(request: Request): Promise<NewSignIn | null> {
  const current = await readSession(request)
  const notice = current?.data.newSignIn ?? null
  if (current && notice) {
    const rest: SessionData = { ...current.data }
    delete rest.newSignIn
    await saveSession(current.id, rest)
  }
  return notice
}

/**
 * After the password, for a patient with the second step on: a new session that is pending
 * (docs/two-step.md), holding the token where no guard reads it; returns the Set-Cookie value.
 */
export async function startPendingSession(request: Request, token: string, device: SessionDevice, pending: Pending) {
  const now = Date.now()
  return replaceSession(request, {
    patientId: readClaims(token)?.patientId,
    createdAt: now,
    lastSeen: now,
    device,
    pending: { ...pending, token },
  })
}

/** The request's pending session: the patient its token names, its state and device; null when none or over. */
export async function pendingSessionOf(request: Request) {
  const current = await readSession(request)
  const pending = current?.data.pending
  if (!current || !pending || pendingOver(pending, Date.now())) return null
  const claims = readClaims(pending.token)
  if (!claims) return null
  const { token, ...state } = pending
  return { patient: { ...claims, token }, pending: state, device: current.data.device ?? null }
}

/** Saves the pending session's new state (a code sent). */
export async function updatePending(request: Request, pending: Pending) {
  const current = await readSession(request)
  if (!current?.data.pending) return
  await saveSession(current.id, { ...current.data, pending: { ...pending, token: current.data.pending.token } })
}

/**
 * The second step passed: a pending session becomes signed in, a live one fresh; either way under
 * a new session id (as after the consent step). The Set-Cookie value, or null without a session.
 */
export async function passSecondStep(request: Request): Promise<string | null> {
  const current = await readSession(request)
  if (!current) return null
  const now = Date.now()
  const { pending, ...data } = current.data
  if (pending)
    return replaceSession(request, { ...data, token: pending.token, createdAt: now, lastSeen: now, secondStepAt: now })
  if (!liveData(data, now)) return null
  return replaceSession(request, { ...data, lastSeen: now, secondStepAt: now })
}

/** When the live session last passed the second step, if it did. */
export async function secondStepAtOf(request: Request): Promise<number | undefined> {
  return (await readSession(request))?.data.secondStepAt
}

export type CodeSent = { phone: string; at: number }

/** The mobile number this signed-in session was last sent a code to, and when; null when none. */
export async function codeSentOf(request: Request): Promise<CodeSent | null> {
  return (await readSession(request))?.data.codeSent ?? null
}

/** Keeps (or with null forgets) the number this signed-in session was sent a code to. */
export async function setCodeSent(request: Request, codeSent: CodeSent | null) {
  const current = await readSession(request)
  if (!current?.data.token) return
  const { codeSent: _old, ...rest } = current.data
  await saveSession(current.id, codeSent ? { ...rest, codeSent } : rest)
}
