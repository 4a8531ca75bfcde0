/**
 * A connected video call counts as the patient's presence for the idle clock (ADR 108): a
 * consultation longer than the idle time (SESSION_IDLE_MINUTES is 15) keeps the patient signed in
 * while the call's poll says it is connected, up to the consultation's scheduled end plus
 * CALL_PRESENCE_GRACE_MINUTES (30); after that, and for a call that is not connected, the poll is
 * the page's own and the session ends 15 minutes after the patient's last action, as on any page.
 * The polls go to the call's action as the page sends them (marked as the page's own), and the
 * session is read from the shared store at each (fake) minute.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { unattendedHeaders } from '~/domain/common/idle-clock'
import { action as callAction } from '~/routes/Video_.call.resource'
import { getPatient } from '~/utils/session/session.server'
import { standIn } from '../../mocks/standin'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

afterEach(() => {
  vi.useRealTimers()
})

const MINUTE = 60_000
const CALL = '/Video/call?appointmentId=1'

/** Asha's appointment 1, begun 5 minutes ago and scheduled to end `minutes` from now. */
function scheduled(minutes: number) {
  const at = (offset: number) => new Date(Date.now() + offset * MINUTE).toISOString()
  standIn.db().prepare('UPDATE appointments SET start_time = ?, end_time = ? WHERE id = 1').run(at(-5), at(minutes))
}

/** The page's poll at `minutes` after `start`, as the island sends it; what the action answered. */
async function pollAt(minutes: number, start: number, cookie: string, inCall: boolean) {
  vi.setSystemTime(start + minutes * MINUTE)
  const request = post(CALL, inCall ? { intent: 'poll', inCall: '1' } : { intent: 'poll' }, cookie)
  for (const [name, value] of Object.entries(unattendedHeaders)) request.headers.set(name, value)
  const response = await run(callAction, request)
  return response.status === 200 ? ((await response.json()) as { outcome: string; present: boolean }) : response.status
}

async function signedInAt(minutes: number, start: number, cookie: string) {
  vi.setSystemTime(start + minutes * MINUTE)
  return (await getPatient(get('/myappointments', cookie))) !== null
}

/** Asha in the call of a consultation scheduled to end `endsIn` minutes from now, the start of the fake clock. */
async function inCall(endsIn: number) {
  const cookie = await signIn('asha', 'Asha@2026')
  scheduled(endsIn)
  expect((await run(callAction, post(CALL, { intent: 'join' }, cookie))).status).toBe(200)
  const start = Date.now()
  vi.useFakeTimers({ toFake: ['Date'] })
  return { cookie, start }
}

describe('a connected call and the idle clock', () => {
  it('keeps the patient signed in through a consultation longer than the idle time', async () => {
    const { cookie, start } = await inCall(40)
    for (let minute = 5; minute <= 40; minute += 5)
      expect(await pollAt(minute, start, cookie, true)).toEqual({ outcome: 'continue', present: true })
    expect(await signedInAt(54, start, cookie)).toBe(true)
    // the last counted poll was at 40: 15 idle minutes later the session has ended
    expect(await signedInAt(55.1, start, cookie)).toBe(false)
  })

  it("a call that is not connected is the page's own polling: the session ends 15 minutes after sign-in", async () => {
    const { cookie, start } = await inCall(40)
    for (let minute = 5; minute <= 10; minute += 5)
      expect(await pollAt(minute, start, cookie, false)).toEqual({ outcome: 'continue', present: false })
    expect(await signedInAt(15.1, start, cookie)).toBe(false)
  })

  it('stops counting at the scheduled end plus the grace, so a call left open still ends in a sign-out', async () => {
    const { cookie, start } = await inCall(10)
    // counted up to 10 + 30 minutes; the polls after it are the page's own
    for (let minute = 5; minute < 40; minute += 5)
      expect(await pollAt(minute, start, cookie, true)).toMatchObject({ present: true })
    expect(await pollAt(40, start, cookie, true)).toEqual({ outcome: 'continue', present: false })
    expect(await pollAt(45, start, cookie, true)).toEqual({ outcome: 'continue', present: false })
    expect(await signedInAt(49.9, start, cookie)).toBe(true)
    expect(await signedInAt(50.1, start, cookie)).toBe(false)
    // and the next poll finds no session: the page goes to sign-in
    expect(await pollAt(50.2, start, cookie, true)).toBe(302)
  })
})
