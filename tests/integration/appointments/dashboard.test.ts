import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { startOfDayIn } from '~/domain/common/format'
import { loader as frame } from '~/routes/_app'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { loader as notifications } from '~/routes/_app.notification'
import { DECORATION_WAIT_MS, FIRST_DECORATION_WAIT_MS } from '~/utils/calls/decoration.server'
import { getStore } from '~/utils/shared-store/index.server'
import { injectFault, server, standIn } from '../../mocks/standin'
import { readLoaderData } from '../../support/read-response'
import { get } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

async function appointmentsOf(username: string, password: string) {
  const response = await run(dashboard, get('/myappointments', await signIn(username, password)))
  expect(response.status).toBe(200)
  return (await readLoaderData<typeof dashboard>(response)).appointments
}

describe('dashboard loader', () => {
  it("lists asha's appointments from today on, soonest first, in the hospital's formats", async () => {
    const rows = await appointmentsOf('asha', 'Asha@2026')
    expect(rows).not.toBeNull()
    expect(rows!.length).toBeGreaterThanOrEqual(3)
    const starts = rows!.map((r) => Date.parse(r.startTime))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    // The consultation about ten minutes away comes first.
    const first = rows![0]!
    expect(first.type).toBe('ONLINE_CONSULTATION')
    expect(first.status).toBe('SCHEDULED')
    expect(Date.parse(first.startTime) - Date.now()).toBeGreaterThan(0)
    expect(Date.parse(first.startTime) - Date.now()).toBeLessThan(20 * 60_000)
    expect(first.time).toMatch(/^\d{2}:\d{2} (AM|PM)$/)
    expect(first.date).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/)
    expect(first.doctor).toMatch(/^Dr\.? \S+/)
    expect(rows!.some((r) => r.type === 'PHYSICAL_VISIT')).toBe(true)
    // Last week's completed and last month's cancelled ones are history, not the dashboard.
    expect(rows!.every((r) => Date.parse(r.startTime) > Date.now() - 24 * 3600_000)).toBe(true)
  })

  it('shows each patient only their own appointments', async () => {
    const asha = await appointmentsOf('asha', 'Asha@2026')
    const kiran = await appointmentsOf('kiran', 'Kiran@2026')
    const ashaIds = new Set(asha!.map((r) => r.id))
    expect(kiran!.some((r) => ashaIds.has(r.id))).toBe(false)
  })

  it.each(['server-error', 'malformed-json', 'timeout', 'refused'] as const)(
    'still renders the page when the appointment list fails (%s)',
    async (kind) => {
      const cookie = await signIn('asha', 'Asha@2026')
      injectFault({ method: 'get', path: '/appointment-service/appointments', kind })
      const response = await run(dashboard, get('/myappointments', cookie))
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ appointments: null })
    },
  )
})

describe('signed-in frame loader', () => {
  it('brings the hospital for the footer and the notification flag for the bell', async () => {
    const response = await run(frame, get('/myappointments', await signIn('asha', 'Asha@2026')))
    const data = await readLoaderData<typeof frame>(response)
    expect(data.hospital?.hospitalName).toBeTruthy()
    expect(data.hospital?.city).toBeTruthy()
    expect(data.hospital?.websiteHref).toBe('https://sunrise-hospital.example.org/')
    expect(data.hasNewNotifications).toBe(true)
  })

  it("links the hospital's website only when it is http(s): a javascript: address from the services is shown, never linked", async () => {
    standIn.db().prepare("UPDATE hospitals SET website = 'javascript:alert(1)' WHERE id = 1").run()
    const cookie = await signIn('asha', 'Asha@2026')
    const data = await readLoaderData<typeof frame>(await run(frame, get('/myappointments', cookie)))
    expect(data.hospital).toMatchObject({ website: 'javascript:alert(1)', websiteHref: null })
  })

  // the frame keeps its decorations' last answers in the shared store (ADR 46); each test starts without
  // (tests/setup/integration.ts forgets them)

  it('does without the footer, and says the dot is unknown (not "nothing new"), when those calls fail', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: 'server-error' })
    injectFault({ path: '/patient-service/patients/:id/notification-flag', kind: 'refused' })
    const response = await run(frame, get('/myappointments', cookie))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ hospital: null, hasNewNotifications: null })
  })

  it('shows the last answers it kept when those calls fail later', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const healthy = await readLoaderData<typeof frame>(await run(frame, get('/myappointments', cookie)))
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: 'server-error' })
    injectFault({ path: '/patient-service/patients/:id/notification-flag', kind: 'server-error' })
    const data = await readLoaderData<typeof frame>(await run(frame, get('/myappointments', cookie)))
    expect(data.hospital?.hospitalName).toBe('Sunrise Multispeciality Hospital')
    expect(data.hospital).toEqual(healthy.hospital)
    expect(data.hasNewNotifications).toBe(true)
  })

  it('is held back by hanging hospital and patient services only briefly, and hardly once it has kept answers', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: 'timeout' })
    injectFault({ path: '/patient-service/patients/:id/notification-flag', kind: 'timeout' })
    let started = Date.now()
    expect((await run(frame, get('/myappointments', cookie))).status).toBe(200)
    expect(Date.now() - started).toBeLessThan(FIRST_DECORATION_WAIT_MS + 250)

    server.resetHandlers()
    await run(frame, get('/myappointments', cookie))
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: 'timeout' })
    injectFault({ path: '/patient-service/patients/:id/notification-flag', kind: 'timeout' })
    started = Date.now()
    const data = await readLoaderData<typeof frame>(await run(frame, get('/myappointments', cookie)))
    expect(Date.now() - started).toBeLessThan(DECORATION_WAIT_MS + 250)
    expect(data).toMatchObject({
      hasNewNotifications: true,
      hospital: { hospitalName: 'Sunrise Multispeciality Hospital' },
    })
  })
})

describe("the bell's dot", () => {
  const setFlag = (status: boolean) =>
    standIn
      .db()
      .prepare('UPDATE notification_flags SET status = ? WHERE patient_id = 1')
      .run(status ? 1 : 0)

  it('is kept half a minute per patient, then asked again', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const dot = async () =>
      (await readLoaderData<typeof frame>(await run(frame, get('/myappointments', cookie)))).hasNewNotifications
    expect(await dot()).toBe(true)
    setFlag(false)
    expect(await dot()).toBe(true)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000)
    try {
      expect(await dot()).toBe(false)
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('is asked afresh after a new sign-in', async () => {
    const first = await signIn('asha', 'Asha@2026')
    expect(
      (await readLoaderData<typeof frame>(await run(frame, get('/myappointments', first)))).hasNewNotifications,
    ).toBe(true)
    setFlag(false)
    const again = await signIn('asha', 'Asha@2026')
    expect(
      (await readLoaderData<typeof frame>(await run(frame, get('/myappointments', again)))).hasNewNotifications,
    ).toBe(false)
  })

  it('is cleared at once when the patient opens the notifications', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const dot = async () =>
      (await readLoaderData<typeof frame>(await run(frame, get('/myappointments', cookie)))).hasNewNotifications
    expect(await dot()).toBe(true)
    expect((await run(notifications, get('/notification', cookie))).status).toBe(200)
    expect(await dot()).toBe(false)
  })
})

describe("the dashboard's service calls", () => {
  it("asks each service once for a page, and for the frame's decorations not at all once they are kept", async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    await run(frame, get('/myappointments', cookie))
    const asked: string[] = []
    const listen = ({ request }: { request: Request }) =>
      asked.push(`${request.method} ${new URL(request.url).pathname}`)
    server.events.on('request:start', listen)
    try {
      // the page's loaders, at once as Remix runs them
      await Promise.all([run(frame, get('/myappointments', cookie)), run(dashboard, get('/myappointments', cookie))])
    } finally {
      server.events.removeListener('request:start', listen)
    }
    expect(asked.sort()).toEqual(['GET /appointment-service/appointments', 'GET /patient-service/patients/1/status'])
  })
})

describe("the frame's hospital details", () => {
  it('are read from the shared store once, then kept by the instance while they are fresh', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    await run(frame, get('/myappointments', cookie))
    await run(frame, get('/myappointments', cookie))
    const read = vi.spyOn(getStore(), 'get')
    onTestFinished(() => read.mockRestore())
    const data = await readLoaderData<typeof frame>(await run(frame, get('/myappointments', cookie)))
    expect(data.hospital?.hospitalName).toBe('Sunrise Multispeciality Hospital')
    expect(read.mock.calls.map(([key]) => key)).not.toContain('decoration:hospital:1')
    // the notification dot, which a page may forget for every instance, is still read from the store
    expect(read.mock.calls.map(([key]) => key)).toContain('decoration:notification-dot:1')
  })
})

describe("the dashboard's today", () => {
  it("starts at the patient's midnight, not the services' UTC day", async () => {
    const midnight = startOfDayIn('Asia/Kolkata')
    const insert = standIn.db().prepare(
      `INSERT INTO appointments (id, doctor_id, patient_id, start_time, end_time, status, type, created_at, updated_at)
         VALUES (?, 1, 1, ?, ?, 'CANCELED', 'PHYSICAL_VISIT', ?, ?)`,
    )
    const at = (ms: number) => new Date(ms).toISOString()
    // 00:15 today and 23:45 yesterday, hospital time: both on the UTC day before (IST is UTC+5:30).
    insert.run(9001, at(midnight + 15 * 60_000), at(midnight + 30 * 60_000), at(midnight), at(midnight))
    insert.run(9002, at(midnight - 15 * 60_000), at(midnight - 5 * 60_000), at(midnight), at(midnight))
    const ids = (await appointmentsOf('asha', 'Asha@2026'))!.map((r) => r.id)
    expect(ids).toContain(9001)
    expect(ids).not.toContain(9002)
  })
})
