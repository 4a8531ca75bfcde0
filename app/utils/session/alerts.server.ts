import { redirect } from '@remix-run/node'
import type { Alert } from '~/domain/common/alert'
import { createSession, readSession, updateSession } from '~/utils/session/record.server'
import { sessionCookie, sessionIdOf } from '~/utils/session/session-cookie.server'

/**
 * The alert a page leaves for the next one (a flash), kept in the session record: written over the
 * record as it is now, so an alert never brings an ended session back (ADR 94).
 */

/** A redirect whose next page shows `alert`; `request` null means: leave any session, start an alert-only one. */
export async function redirectWithAlert(request: Request | null, to: string, alert: Alert, init: ResponseInit = {}) {
  const headers = new Headers(init.headers)
  const kept = request ? await updateSession(request, (data) => ({ ...data, alert })) : null
  const id = kept && request ? await sessionIdOf(request) : null
  if (id) headers.append('Set-Cookie', await sessionCookie().serialize(id))
  else headers.append('Set-Cookie', await createSession({ createdAt: Date.now(), lastSeen: Date.now(), alert }))
  return redirect(to, { ...init, headers })
}

/** Leaves `alert` for the session's next page where no redirect carries it (a poll's JSON answer). */
export async function leaveAlert(request: Request, alert: Alert) {
  await updateSession(request, (data) => ({ ...data, alert }))
}

/** Reads (and so clears) the alert meant for this page. */
export async function takeAlert(request: Request) {
  if (!(await readSession(request))?.data.alert) return null
  let taken = null as Alert | null
  const written = await updateSession(request, ({ alert, ...rest }) => {
    taken = alert ?? null
    return alert ? rest : null
  })
  return written ? taken : null
}
