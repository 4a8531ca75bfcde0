/**
 * Only what the patient does moves the idle clock (ADR 75). Before, every answer moved it,
 * including the page's own requests: with two tabs open, one tab's reload at its deadline kept the
 * session alive for the other, and so on, and the patient on a shared computer was never signed out.
 * The requests go through entry.server's data handler, which moves the clock, as in the server.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { unattendedHeaders, unattendedUrl } from '~/domain/common/idle-clock'
import { handleDataRequest } from '~/entry.server'
import { loader as sessionLeft } from '~/routes/resources.session-left.resource'
import { getPatient } from '~/utils/session/session.server'
import { PORTAL } from '../support/requests'
import { run, testContext } from '../support/run'
import { signIn } from '../support/sign-in'

afterEach(() => {
  vi.useRealTimers()
})

const MINUTE = 60_000
const DATA = '_data=routes%2F_app.myappointments'

/** A request to the portal as the data handler sees it, at the current (fake) time. */
async function answer(path: string, cookie: string, headers: Record<string, string> = {}) {
  const request = new Request(`${PORTAL}${path}`, { headers: { Cookie: cookie, ...headers } })
  await handleDataRequest(new Response(null), { request, context: testContext, params: {} })
}

const signedIn = async (cookie: string) =>
  (await getPatient(new Request(`${PORTAL}/myappointments`, { headers: { Cookie: cookie } }))) !== null

async function at(minutes: number, start: number) {
  vi.setSystemTime(start + minutes * MINUTE)
}

describe('the idle clock (SESSION_IDLE_MINUTES is 15)', () => {
  it("two tabs, no patient action: the tabs' own reloads and the data asked ahead don't keep the session alive", async () => {
    const cookie = await signIn('kiran', 'Kiran@2026')
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    // tab 2 opened a minute later (the patient's click)
    await at(1.5, start)
    await answer(`/myappointments?${DATA}`, cookie)
    // tab 1's deadline: its reload, made by the page; and the next step's data, asked ahead
    await at(15, start)
    await answer(unattendedUrl(`/myappointments?${DATA}`), cookie)
    await answer(`/specificAppointment?appointmentId=1&${DATA}`, cookie, unattendedHeaders)
    // tab 2's deadline, passed: the session has ended
    await at(16.6, start)
    expect(await signedIn(cookie)).toBe(false)
  })

  it("the patient's own request moves it (the control: the same requests without the page's mark)", async () => {
    const cookie = await signIn('kiran', 'Kiran@2026')
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    await at(14, start)
    await answer(`/myappointments?${DATA}`, cookie)
    await at(16.6, start)
    expect(await signedIn(cookie)).toBe(true)
  })

  it('the deadline check says how long is left, and moves nothing', async () => {
    const cookie = await signIn('kiran', 'Kiran@2026')
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    await at(10, start)
    const ask = () =>
      run(
        sessionLeft,
        new Request(`${PORTAL}/resources/session-left`, { headers: { Cookie: cookie, ...unattendedHeaders } }),
      )
    const { leftMs } = (await (await ask()).json()) as { leftMs: number }
    expect(leftMs).toBeGreaterThan(4 * MINUTE)
    expect(leftMs).toBeLessThanOrEqual(5 * MINUTE)
    await at(15.1, start)
    expect(await (await ask()).json()).toEqual({ leftMs: 0 })
    expect(await signedIn(cookie)).toBe(false)
  })
})
