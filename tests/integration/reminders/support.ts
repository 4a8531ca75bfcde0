/** Helpers for the reminders' integration tests: a text's link as the stand-in's sweep sends it, and the link page. */
import { action, loader } from '~/routes/r.$token/route'
import { standIn } from '../../mocks/standin'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'

export const ASHA_MOBILE = '9876543210'
const HOUR = 3_600_000

export function appointmentRow(id: number) {
  return standIn
    .db()
    .prepare<[number], { status: string; start_time: string; confirmed_at: string | null }>(
      'SELECT status, start_time, confirmed_at FROM appointments WHERE id = ?',
    )
    .get(id)!
}

/** Runs the stand-in's reminder sweep when the reminder of asha's visit 1 (now) or 2 (an hour before) is due. */
export async function sweepFor(appointmentId: 1 | 2) {
  const at = appointmentId === 2 ? new Date(Date.parse(appointmentRow(2).start_time) - HOUR) : new Date()
  await standIn.app().request('/dev/reminders/sweep', { method: 'POST', body: JSON.stringify({ at }) })
}

/**
 * The path of the link texted to asha about a visit: the sweep runs at a clock time when that
 * visit's reminder is due (an hour before tomorrow's visit 2; now for the call of visit 1, ten minutes away).
 */
export async function textedLink(appointmentId: 1 | 2 = 2): Promise<string> {
  await sweepFor(appointmentId)
  const kind = appointmentId === 2 ? 'in person' : 'your call opens'
  const sms = (await standIn.outbox.all()).find((m) => m.to === ASHA_MOBILE && m.body.includes(kind))
  if (!sms) throw new Error(`no text about visit ${appointmentId} in the outbox`)
  return new URL(sms.body.slice(sms.body.lastIndexOf('http'))).pathname
}

const tokenOf = (path: string) => ({ token: new URL(path, 'http://portal.test').pathname.split('/')[2] ?? '' })

export const openLink = (path: string, address = '203.0.113.7') =>
  run(loader, get(path), { params: tokenOf(path), context: { clientAddress: address } })

export const postLink = (path: string, fields: Record<string, string>, address = '203.0.113.7') =>
  run(action, post(path, fields), { params: tokenOf(path), context: { clientAddress: address } })
