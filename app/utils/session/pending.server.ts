import { readClaims } from '~/domain/identity/claims'
import { pendingOver, type Pending } from '~/domain/security/flow'
import { scopeOf } from '~/utils/observability/request-context.server'
import { liveData } from '~/utils/session/clock.server'
import {
  readSession,
  replaceSession,
  startOver,
  updateSession,
  type CodeSent,
  type SessionDevice,
} from '~/utils/session/record.server'

/**
 * The second step's side of the session (docs/two-step.md): the pending session between the
 * password and the second step, passing it, and what a signed-in session keeps of it. Every write
 * is made over the record as it is now (ADR 94).
 */

/**
 * After the password, for a patient with the second step on: a new session that is pending,
 * holding the token where no guard reads it; returns the Set-Cookie value.
 */
export async function startPendingSession(request: Request, token: string, device: SessionDevice, pending: Pending) {
  const now = Date.now()
  const patientId = readClaims(token)?.patientId
  return startOver(request, { patientId, createdAt: now, lastSeen: now, device, pending: { ...pending, token } })
}

/** The request's pending session: the patient its token names, its state and device; null when none or over. */
export async function pendingSessionOf(request: Request) {
  const current = await readSession(request)
  const pending = current?.data.pending
  if (!current || !pending || pendingOver(pending, Date.now())) return null
  const claims = readClaims(pending.token)
  if (!claims) return null
  const { token, ...state } = pending
  const patient = { ...claims, token, scope: scopeOf(request) }
  return { patient, pending: state, device: current.data.device ?? null }
}

/** Saves the pending session's new state (a code sent). */
export async function updatePending(request: Request, pending: Pending) {
  await updateSession(request, (data) =>
    data.pending ? { ...data, pending: { ...pending, token: data.pending.token } } : null,
  )
}

/**
 * The second step passed: a pending session becomes signed in, a live one fresh; either way under
 * a new session id (as after the consent step). The Set-Cookie value, or null without a session.
 */
export async function passSecondStep(request: Request): Promise<string | null> {
  const now = Date.now()
  return replaceSession(request, (old) => {
    if (!old) return null
    const { pending, ...data } = old
    if (pending) return { ...data, token: pending.token, createdAt: now, lastSeen: now, secondStepAt: now }
    return liveData(data, now) ? { ...data, lastSeen: now, secondStepAt: now } : null
  })
}

/** When the live session last passed the second step, if it did. */
export async function secondStepAtOf(request: Request): Promise<number | undefined> {
  return (await readSession(request))?.data.secondStepAt
}

/** The mobile number this signed-in session was last sent a code to, and when; null when none. */
export async function codeSentOf(request: Request): Promise<CodeSent | null> {
  return (await readSession(request))?.data.codeSent ?? null
}

/** Keeps (or with null forgets) the number this signed-in session was sent a code to. */
export async function setCodeSent(request: Request, codeSent: CodeSent | null) {
  await updateSession(request, ({ codeSent: _old, ...rest }) =>
    rest.token ? (codeSent ? { ...rest, codeSent } : rest) : null,
  )
}
