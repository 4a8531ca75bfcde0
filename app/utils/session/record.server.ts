import { randomBytes } from 'node:crypto'
import type { DeviceWords } from '~/domain/account/device'
import type { Alert } from '~/domain/common/alert'
import type { HelperScope } from '~/domain/helpers/scopes'
import type { Pending } from '~/domain/security/flow'
import { getEnv } from '~/utils/env.server'
import {
  forgetInRequest,
  oncePerRequest,
  scopeOf,
  type RequestScope,
} from '~/utils/observability/request-context.server'
import { ENDED_RECORD_MS, ttlOf } from '~/utils/session/clock.server'
import { fileUnderPatient, removeFromPatient } from '~/utils/session/patient-sessions.server'
import { sessionCookie, sessionIdOf } from '~/utils/session/session-cookie.server'
import { inStore } from '~/utils/shared-store/index.server'

/**
 * A session's record in the shared store (ADR 39). The browser holds only a random id (192 bits)
 * in an httpOnly cookie (session-cookie.server.ts); the token and the session's state live in the store.
 *
 * Every write is a compare-and-set over the record as read (ADR 94): a request that read the
 * session before it ended can't write it back. An ended session leaves a tombstone under its id
 * for as long as a session can live, and no write ever lands on a missing id, so an ended id is
 * refused for good.
 */
export type SessionData = {
  /** Raised by every write, so no two writes leave the same record. */
  version?: number
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
  /**
   * Between the password and the second step (docs/two-step.md): the services' token waits here,
   * not as `token`, so nothing but the second-step page can use it.
   */
  pending?: Pending & { token: string }
  /** When this session last passed the second step (turning it off needs a fresh one). */
  secondStepAt?: number
  /** A signed-in patient was sent a mobile code (to turn it on, or to confirm it is them): to which number, when. */
  codeSent?: CodeSent
  /**
   * The helper is acting for a patient (docs/helpers.md): the patient service's delegated token for
   * one grant, checked against the live grant on every request. `token` above stays the helper's own.
   */
  acting?: ActingFor
}

/** Whom a helper's session acts for, and with what (set by /switch, dropped when the grant ends). */
export type ActingFor = {
  grantId: number
  patientId: number
  token: string
  /** The patient's given name and initial: "Asha R.". */
  shortName: string
  scopes: HelperScope[]
  /** The helper's own name, as the patient's activity shows who acted. */
  helperName: string
}

/** The browser a session was started from, as words, the coarse network and the device cookie's id. */
export type SessionDevice = DeviceWords & { place: string | null; deviceId: string }
export type NewSignIn = DeviceWords & { at: number }
export type CodeSent = { phone: string; at: number }

/** What stays under an ended session's id: nothing usable; `elsewhere` when the devices screen ended it. */
export type Tombstone = { ended: 'signed-out' | 'signed-out-elsewhere'; at: number }
type Stored = SessionData | Tombstone

/** A live (not ended) record with its id; `data` is exactly what the store returned, for the compare. */
export type SessionRecord = { id: string; data: SessionData }

const isTombstone = (stored: Stored): stored is Tombstone => 'ended' in stored

/** How long an ended id stays refused: longer than any session can live. */
const tombstoneMs = () => getEnv().SESSION_MAX_HOURS * 3_600_000 + ENDED_RECORD_MS
/** A write that lost to another is made again over the newer record, this many times at most. */
const WRITE_TRIES = 3

const sessionKey = (id: string) => `session:${id}`

/** The record under `id` as the store holds it now (never the request's kept copy); an outage's page in the scope's language. */
const storedUnder = (id: string, scope?: RequestScope) => inStore((s) => s.get<Stored>(sessionKey(id)), scope?.locale)

/** The session record under `id` as the store holds it now; null when there is none or it has ended. */
export const sessionUnder = (id: string): Promise<SessionData | null> =>
  storedUnder(id).then((stored) => (stored && !isTombstone(stored) ? stored : null))

/** What the request's session id names: read once per request (a write makes the next read fresh). */
async function readStored(request: Request): Promise<{ id: string; stored: Stored } | null> {
  const id = await sessionIdOf(request)
  if (!id) return null
  const scope = scopeOf(request)
  const stored = await oncePerRequest(scope, sessionKey(id), () => storedUnder(id, scope))
  return stored ? { id, stored } : null
}

/** The request's session record, or whether it was ended from the patient's devices screen, in one read; else null. */
export async function readSessionOrEnd(request: Request): Promise<SessionRecord | 'signed-out-elsewhere' | null> {
  const read = await readStored(request)
  if (!read) return null
  if (!isTombstone(read.stored)) return { id: read.id, data: read.stored }
  return read.stored.ended === 'signed-out-elsewhere' ? 'signed-out-elsewhere' : null
}

/** The request's session record; null when there is none or it has ended. */
export async function readSession(request: Request): Promise<SessionRecord | null> {
  const read = await readSessionOrEnd(request)
  return read === 'signed-out-elsewhere' ? null : read
}

/**
 * Writes `next` only over `read` as the store still holds it: false when another write or the end
 * came first. `scope`, the request's, forgets its kept copy (here and in every write below).
 */
async function writeOver(read: SessionRecord, next: SessionData, scope?: RequestScope): Promise<boolean> {
  const data = { ...next, version: (read.data.version ?? 0) + 1 }
  const ttl = ttlOf(data, Date.now())
  forgetInRequest(scope, sessionKey(read.id))
  return inStore(async (s) => {
    if (!(await s.swap(sessionKey(read.id), read.data, data, ttl))) return false
    await fileUnderPatient(s, read.id, data, ttl)
    return true
  }, scope?.locale)
}

/**
 * Changes the session `id` names: `change` gets the record as the store holds it now and returns
 * the next one, or null to leave it. A write that lost to another is made again over the newer
 * record; an ended or missing record is never written. The record written, or null.
 */
export async function updateSessionById(
  id: string,
  change: (data: SessionData) => SessionData | null,
  scope?: RequestScope,
): Promise<SessionData | null> {
  for (let tries = 0; tries < WRITE_TRIES; tries++) {
    const stored = await storedUnder(id, scope)
    if (!stored || isTombstone(stored)) return null
    const next = change(stored)
    if (!next) return null
    if (await writeOver({ id, data: stored }, next, scope)) return next
  }
  return null
}

/** `updateSessionById` for the request's own session. */
export async function updateSession(request: Request, change: (data: SessionData) => SessionData | null) {
  const id = await sessionIdOf(request)
  return id ? updateSessionById(id, change, scopeOf(request)) : null
}

/** Ends the session `id` names, whatever it holds: its tombstone stays, so its id is refused. */
export async function endSessionById(
  id: string,
  patientId: number | undefined,
  ended: Tombstone['ended'],
  scope?: RequestScope,
) {
  forgetInRequest(scope, sessionKey(id))
  await inStore(async (s) => {
    await s.set(sessionKey(id), { ended, at: Date.now() } satisfies Tombstone, tombstoneMs())
    await removeFromPatient(s, id, patientId)
  }, scope?.locale)
}

/**
 * Ends `read` only if it is still the record read: true for the one request that ended it, so
 * what follows an end (the activity entry) happens once, on any instance.
 */
export async function endSessionOver(read: SessionRecord, scope?: RequestScope): Promise<boolean> {
  forgetInRequest(scope, sessionKey(read.id))
  return inStore(async (s) => {
    const tombstone: Tombstone = { ended: 'signed-out', at: Date.now() }
    if (!(await s.swap(sessionKey(read.id), read.data, tombstone, tombstoneMs()))) return false
    await removeFromPatient(s, read.id, read.data.patientId)
    return true
  }, scope?.locale)
}

/** A new session under a new id (claimed: never over an existing one); the Set-Cookie value that names it. */
export async function createSession(data: SessionData, scope?: RequestScope): Promise<string> {
  const id = randomBytes(24).toString('base64url')
  const record = { ...data, version: 1 }
  const ttl = ttlOf(record, Date.now())
  await inStore(async (s) => {
    if (!(await s.claim(sessionKey(id), record, ttl))) throw new Error('a new session id was already taken')
    await fileUnderPatient(s, id, record, ttl)
  }, scope?.locale)
  return sessionCookie().serialize(id)
}

/**
 * The request's session ends and `make(old)` starts under a new id (sign-in, the consent step, the
 * second step, a password change): the old record is ended over the copy `make` saw, so two
 * requests racing on one session can't both go on. The Set-Cookie value, or null when `make`
 * starts nothing (or keeps losing the race).
 */
export async function replaceSession(
  request: Request,
  make: (old: SessionData | null) => SessionData | null,
): Promise<string | null> {
  const id = await sessionIdOf(request)
  const scope = scopeOf(request)
  for (let tries = 0; tries < WRITE_TRIES; tries++) {
    const stored = id ? await storedUnder(id, scope) : null
    const old = stored && !isTombstone(stored) ? stored : null
    const next = make(old)
    if (!next) return null
    if (id && old && !(await endSessionOver({ id, data: old }, scope))) continue
    return createSession(next, scope)
  }
  return null
}

/** Sign-in: the request's session, whatever it holds, ends, and `data` starts under a new id; the Set-Cookie value. */
export async function startOver(request: Request, data: SessionData): Promise<string> {
  const id = await sessionIdOf(request)
  const scope = scopeOf(request)
  const stored = id ? await storedUnder(id, scope) : null
  if (id && stored) await endSessionById(id, isTombstone(stored) ? undefined : stored.patientId, 'signed-out', scope)
  return createSession(data, scope)
}
