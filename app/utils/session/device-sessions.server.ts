import { liveData } from '~/utils/session/clock.server'
import { publicHandle } from '~/utils/session/handle.server'
import { patientKey, sessionsByUseKey } from '~/utils/session/patient-sessions.server'
import {
  endSessionById,
  readSession,
  sessionUnder,
  updateSession,
  updateSessionById,
  type NewSignIn,
  type SessionDevice,
} from '~/utils/session/record.server'
import { sessionCookieName, sessionIdOf } from '~/utils/session/session-cookie.server'
import { inStore } from '~/utils/shared-store/index.server'

/**
 * The devices screen's side of the session store (docs/security.md#your-devices, ADR 88): a
 * patient's live sessions on every instance, the browser each came from, signing them out, and the
 * new-sign-in notice. Sessions are found through the patient's own set of ids; the screen reads only
 * the most recently used of them, through their ranking by last use (ADR 126).
 */

/** One live session of a patient, as the devices screen reads it; `id` never leaves the server. */
export type LiveSession = { id: string; createdAt: number; lastSeen: number; device?: SessionDevice }

/** The session `id` names, when it is a live one of the patient's; else null. */
export async function liveSessionUnder(id: string, patientId: number, now: number): Promise<LiveSession | null> {
  const data = await sessionUnder(id)
  return data?.patientId === patientId && liveData(data, now)
    ? { id, createdAt: data.createdAt, lastSeen: data.lastSeen, device: data.device }
    : null
}

const liveOnly = (sessions: (LiveSession | null)[]) => sessions.filter((s): s is LiveSession => s !== null)

/** Every live session of the patient, on every instance (for actions that end or tell them all). */
export async function liveSessionsOf(patientId: number): Promise<LiveSession[]> {
  const now = Date.now()
  const ids = await inStore((s) => s.members(patientKey(patientId)))
  return liveOnly(await Promise.all(ids.map((id) => liveSessionUnder(id, patientId, now))))
}

/**
 * The patient's `limit` most recently used live sessions and how many live sessions they have, on
 * every instance: `limit` records read, however many sessions there are. A record that ended in a
 * race with its last write, still ranked, is neither listed nor counted.
 */
export async function recentSessionsOf(patientId: number, limit: number) {
  const now = Date.now()
  const top = await inStore((s) => s.topRanked(sessionsByUseKey(patientId), limit))
  const sessions = liveOnly(await Promise.all(top.members.map((id) => liveSessionUnder(id, patientId, now))))
  return { sessions, total: top.total - (top.members.length - sessions.length) }
}

/** The device id the request's live session was started with, for the device cookie; null without one. */
export async function sessionDeviceId(request: Request): Promise<string | null> {
  if (!request.headers.get('Cookie')?.includes(`${sessionCookieName()}=`)) return null
  const current = await readSession(request).catch(() => null)
  return (current && liveData(current.data, Date.now())?.device?.deviceId) ?? null
}

/** The id of the request's own session, to tell "this device" apart (never sent to the browser). */
export const currentSessionId = sessionIdOf

/** The handle of a signed-in request's own session: what its own counts are kept under. */
export async function currentSessionHandle(request: Request): Promise<string> {
  return publicHandle('session', (await sessionIdOf(request)) ?? '')
}

/**
 * Ends sessions of the patient from the devices screen, on every instance: what stays under each
 * id, for good, is that it was signed out elsewhere (the guard then shows the session-expired
 * message). Ids not the patient's are ignored.
 */
export async function signOutSessions(patientId: number, ids: readonly string[]) {
  const own = new Set(await inStore((s) => s.members(patientKey(patientId))))
  for (const id of ids.filter((id) => own.has(id))) await endSessionById(id, patientId, 'signed-out-elsewhere')
}

/** Tells the patient's other live sessions, once each, that a browser new to the account signed in. */
export async function tellOtherSessions(patientId: number, except: string | null, notice: NewSignIn) {
  const others = (await liveSessionsOf(patientId)).filter((session) => session.id !== except)
  for (const { id } of others)
    await updateSessionById(id, (data) => (data.token ? { ...data, newSignIn: notice } : null))
}

/** Reads (and so clears) the new sign-in this session is to be told of. */
export async function takeNewSignIn(request: Request): Promise<NewSignIn | null> {
  if (!(await readSession(request))?.data.newSignIn) return null
  let notice = null as NewSignIn | null
  const written = await updateSession(request, ({ newSignIn, ...rest }) => {
    notice = newSignIn ?? null
    return newSignIn ? rest : null
  })
  return written ? notice : null
}
