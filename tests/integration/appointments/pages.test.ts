import { describe, expect, it, vi } from 'vitest'
import { loader as history } from '~/routes/_app.appointmentHistory'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { loader as calendar } from '~/routes/_app.myappointments.$appointmentId.calendar[.]ics.resource'
import { loader as notificationsPage } from '~/routes/_app.notification'
import { injectFault, standIn } from '../../mocks/standin'
import { readLoaderData } from '../../support/read-response'
import { get } from '../../support/requests'
import { run } from '../../support/run'
import { countCalls } from '../../support/service-calls'
import { signIn } from '../../support/sign-in'
import { appointmentRow } from './support'

const asha = () => signIn('asha', 'Asha@2026')
const patientStatus = (id: number) =>
  standIn.db().prepare<[number], { status: string }>('SELECT status FROM patients WHERE id = ?').get(id)?.status
const flagOf = (id: number) =>
  standIn
    .db()
    .prepare<[number], { status: number }>('SELECT status FROM notification_flags WHERE patient_id = ?')
    .get(id)?.status

describe('dashboard: account status (docs/rules/appointments.md#states)', () => {
  it('gives the rows and the server clock the time rules start from', async () => {
    const before = Date.now()
    const response = await run(dashboard, get('/myappointments', await asha()))
    const data = await readLoaderData<typeof dashboard>(response)
    expect(data.now).toBeGreaterThanOrEqual(before)
    expect(data.appointments?.map((a) => a.id)).toEqual([1, 2, 3])
  })

  it('signs an INACTIVE patient out', async () => {
    const cookie = await asha()
    standIn.db().prepare(`UPDATE patients SET status = 'INACTIVE' WHERE id = 1`).run()
    const response = await run(dashboard, get('/myappointments', cookie))
    expect(response).toRedirectTo('/signin')
  })

  it('for PENDING_DEACTIVATION reports appointments past their window; signs out once the services say INACTIVE', async () => {
    const cookie = await asha()
    const db = standIn.db()
    db.prepare(`UPDATE patients SET status = 'PENDING_DEACTIVATION' WHERE id = 1`).run()
    // last fortnight's visit never happened: still SCHEDULED after its end
    db.prepare(`UPDATE appointments SET status = 'SCHEDULED' WHERE id = 6`).run()
    let response = await run(dashboard, get('/myappointments', cookie))
    expect(response.status).toBe(200)
    expect(appointmentRow(6)?.status).toBe('CLOSED')
    expect(patientStatus(1)).toBe('PENDING_DEACTIVATION') // appointments 1-3 are still ahead

    db.prepare(`UPDATE appointments SET status = 'CANCELED' WHERE id IN (1, 2, 3)`).run()
    db.prepare(`UPDATE appointments SET status = 'RUNNING' WHERE id = 7`).run()
    response = await run(dashboard, get('/myappointments', cookie))
    expect(response).toRedirectTo('/signin')
    expect(patientStatus(1)).toBe('INACTIVE')
  })

  it("signs out in the page's language", async () => {
    const cookie = await asha()
    standIn.db().prepare(`UPDATE patients SET status = 'INACTIVE' WHERE id = 1`).run()
    const response = await run(dashboard, get('/myappointments', `${cookie}; lang=hi`))
    expect(response).toRedirectTo('/signin')
    await expect(response).toShowAlert({ message: 'आपका खाता चालू नहीं है। कृपया अस्पताल से संपर्क करें।' }, { cookie })
  })

  it('takes an active status checked within the last minute as it is: a deactivation shows after that minute', async () => {
    const cookie = await asha()
    const statusCalls = countCalls(/\/patients\/1\/status$/)
    try {
      expect((await run(dashboard, get('/myappointments', cookie))).status).toBe(200)
      standIn.db().prepare(`UPDATE patients SET status = 'INACTIVE' WHERE id = 1`).run()
      expect((await run(dashboard, get('/myappointments', cookie))).status).toBe(200)
      expect(statusCalls.count).toBe(1)
      vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000)
      try {
        expect(await run(dashboard, get('/myappointments', cookie))).toRedirectTo('/signin')
      } finally {
        vi.restoreAllMocks()
      }
      expect(statusCalls.count).toBe(2)
    } finally {
      statusCalls.stop()
    }
  })

  it('asks again on every visit while the status asks for action', async () => {
    const cookie = await asha()
    standIn.db().prepare(`UPDATE patients SET status = 'PENDING_DEACTIVATION' WHERE id = 1`).run()
    const statusCalls = countCalls(/\/patients\/1\/status$/)
    try {
      for (let visit = 0; visit < 2; visit++) {
        expect((await run(dashboard, get('/myappointments', cookie))).status).toBe(200)
      }
      expect(statusCalls.count).toBe(2)
    } finally {
      statusCalls.stop()
    }
  })

  it('goes on when the status call fails', async () => {
    const cookie = await asha()
    injectFault({ path: '/patient-service/patients/:id/status', kind: 'server-error' })
    const response = await run(dashboard, get('/myappointments', cookie))
    expect(response.status).toBe(200)
  })
})

describe('notifications page', () => {
  const itemsOf = async (response: Response) => (await readLoaderData<typeof notificationsPage>(response)).notifications

  it('lists newest first, without "created sucessfully", with the right links, and clears the red dot', async () => {
    const cookie = await asha()
    expect(flagOf(1)).toBe(1)
    const items = await itemsOf(await run(notificationsPage, get('/notification', cookie)))
    expect(items?.map((n) => n.title)).toEqual([
      'Appointment Booked',
      'Appointment Booked',
      'Consultation Completed',
      'New Chat Message',
      'Appointment Booked',
      'Appointment Cancelled',
    ])
    expect(items?.[0]?.message).toBe('Appointment with Dr. Alex Fernandes')
    expect(items?.[0]?.time).toMatch(/^\d{2}:\d{2} (AM|PM)$|^\d{2}-[A-Z][a-z]{2}-\d{4}$/)
    expect(items?.[5]?.time).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/)
    expect(items?.[2]?.link).toEqual({
      label: 'View Recent Consultations',
      href: '/specificAppointment?appointmentId=4',
    })
    expect(items?.[3]?.link).toEqual({ label: 'View Message', href: '/specificAppointment?appointmentId=4#chat' })
    expect(items?.[0]?.link).toEqual({ label: 'View Appointments', href: '/specificAppointment?appointmentId=2' })
    expect(flagOf(1)).toBe(0)
  })

  it('shows the latest 20 a page, older ones on the next pages', async () => {
    const insert = standIn
      .db()
      .prepare(
        `INSERT INTO notifications (patient_id, title, message, created_at) VALUES (1, 'Appointment Booked', ?, ?)`,
      )
    for (let i = 0; i < 30; i++) insert.run(`old ${i}`, new Date(Date.UTC(2020, 0, 1, 0, 30 - i)).toISOString())
    const cookie = await asha()
    const first = await readLoaderData<typeof notificationsPage>(
      await run(notificationsPage, get('/notification', cookie)),
    )
    expect(first.notifications).toHaveLength(20)
    expect([first.page, first.last]).toEqual([1, 2])
    expect(first.notifications?.[0]?.message).toBe('Appointment with Dr. Alex Fernandes')
    const second = await readLoaderData<typeof notificationsPage>(
      await run(notificationsPage, get('/notification?page=2', cookie)),
    )
    expect(second.notifications).toHaveLength(16)
    expect(second.notifications?.at(-1)?.message).toBe('old 29')
  })

  it("shows a new notification as 'Now' (the doctor closes a consultation)", async () => {
    const cookie = await asha()
    await standIn.app().request('/dev/appointments/1/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'CLOSED' }),
    })
    const items = await itemsOf(await run(notificationsPage, get('/notification', cookie)))
    expect(items?.[0]).toMatchObject({ title: 'Consultation Completed', time: 'Now' })
  })

  it('is empty for a patient without notifications, and does without the list when it fails', async () => {
    expect(
      await itemsOf(await run(notificationsPage, get('/notification', await signIn('kiran', 'Kiran@2026')))),
    ).toEqual([])
    const cookie = await asha()
    injectFault({ path: '/patient-service/patients/:id/notification', kind: 'malformed-json' })
    expect(await itemsOf(await run(notificationsPage, get('/notification', cookie)))).toBeNull()
    expect(flagOf(1)).toBe(1) // not cleared: the patient has not seen the list
  })
})

describe('appointment history', () => {
  const historyOf = async (query: string, cookie?: string) =>
    readLoaderData<typeof history>(await run(history, get(`/appointmentHistory${query}`, cookie ?? (await asha()))))

  it('pages 10 at a time, newest first, clamping the page', async () => {
    const cookie = await asha()
    const first = await historyOf('', cookie)
    expect(first).toMatchObject({ page: 1, last: 2, total: 11 })
    expect(first.rows).toHaveLength(10)
    expect(first.rows?.[0]?.id).toBe(3) // in 3 days
    const starts = first.rows!.map((r) => r.id)
    expect(starts.slice(0, 3)).toEqual([3, 2, 1])
    expect(first.rows?.[0]?.dateTime).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}, \d{2}:\d{2} (AM|PM)$/)
    expect((await historyOf('?page=2', cookie)).rows).toHaveLength(1)
    expect(await historyOf('?page=99', cookie)).toMatchObject({ page: 2 })
    expect(await historyOf('?page=-3', cookie)).toMatchObject({ page: 1 })
  })

  it('searches the doctor name case-insensitively; the page goes back into range', async () => {
    const cookie = await asha()
    const found = await historyOf('?q=MEHTA&page=2', cookie)
    expect(found).toMatchObject({ q: 'MEHTA', page: 1, last: 1 })
    expect(found.rows?.every((r) => r.doctor === 'Dr. Arjun Mehta')).toBe(true)
    expect(found.rows?.length).toBe(4)
    expect((await historyOf('?q=nobody', cookie)).rows).toEqual([])
  })

  it('offers View only for SCHEDULED, CLOSED and RUNNING; labels the type', async () => {
    const rows = (await historyOf('?page=1')).rows!
    const cancelled = rows.find((r) => r.id === 5)
    expect(cancelled).toMatchObject({ status: 'CANCELED', canView: false, typeLabel: 'Physical Visits' })
    expect(rows.find((r) => r.id === 4)).toMatchObject({ canView: true, typeLabel: 'Video Consultations' })
  })

  it("shows only the patient's own, and knows when there are none at all", async () => {
    const kiran = await signIn('kiran', 'Kiran@2026')
    expect((await historyOf('', kiran)).rows?.map((r) => r.id).sort()).toEqual([12, 13, 14])
    standIn.db().prepare('UPDATE appointments SET patient_id = 2 WHERE patient_id = 5').run()
    expect(await historyOf('', kiran)).toMatchObject({ rows: [], any: false, total: 0, page: 1, last: 1 })
  })

  it('does without the list when it fails', async () => {
    const cookie = await asha()
    injectFault({ path: '/appointment-service/appointments', kind: 'timeout' })
    expect((await historyOf('', cookie)).rows).toBeNull()
  })
})

describe('add to calendar (.ics)', () => {
  it('gives an upcoming appointment as a calendar file, never cached', async () => {
    const response = await run(calendar, get('/myappointments/3/calendar.ics', await asha()), {
      params: { appointmentId: '3' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="appointment-3.ics"')
    const body = await response.text()
    expect(body).toContain('SUMMARY:Online consultation with Dr. Arjun Mehta')
    expect(body).toMatch(/DTSTART:\d{8}T\d{6}Z/)
    expect(body).not.toContain('Review of blood test results') // no reason for the visit
  })

  it("is a 404 for someone else's appointment", async () => {
    const response = await run(calendar, get('/myappointments/12/calendar.ics', await asha()), {
      params: { appointmentId: '12' },
    })
    expect(response.status).toBe(404)
  })
})
