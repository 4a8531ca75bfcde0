import { describe, expect, it } from 'vitest'
import { makeStandIn, NOW } from '../../test-support.ts'

const one = (id: number) => `/appointment-service/appointments/${id}`

function standIn() {
  const s = makeStandIn()
  const send = async (method: string, path: string, body?: unknown, as: 'asha' | 'kiran' = 'asha') =>
    s.app.request(path, {
      method,
      headers: { Authorization: await s.bearerFor(as), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  return { ...s, send }
}

const statusOf = (db: ReturnType<typeof makeStandIn>['db'], id: number) =>
  db
    .prepare<[number], { status: string; start_time: string; cancellation_reason: string | null }>(
      'SELECT status, start_time, cancellation_reason FROM appointments WHERE id = ?',
    )
    .get(id)

describe('GET /appointment-service/appointments/{id}', () => {
  it("answers the caller's appointment, 403 for another patient's, 404 for none", async () => {
    const { get } = standIn()
    const res = await get(one(2), 'asha')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: 2, type: 'PHYSICAL_VISIT', doctor: { id: 7 }, patient: { id: 1 } })
    expect((await get(one(12), 'asha')).status).toBe(403)
    expect((await get(one(999), 'asha')).status).toBe(404)
  })
})

describe('DELETE /appointment-service/appointments/{id}', () => {
  it('cancels a scheduled appointment with its reason (204) and frees the slot', async () => {
    const { send, db } = standIn()
    const res = await send('DELETE', `${one(3)}?reasonForCancellation=${encodeURIComponent('Feeling better')}`)
    expect(res.status).toBe(204)
    expect(statusOf(db, 3)).toMatchObject({ status: 'CANCELED', cancellation_reason: 'Feeling better' })
  })

  it('refuses an appointment that is not scheduled, and other patients', async () => {
    const { send } = standIn()
    const closed = await send('DELETE', one(4))
    expect(closed.status).toBe(400)
    expect((await send('DELETE', one(3), undefined, 'kiran')).status).toBe(403)
  })
})

describe('PATCH /appointment-service/appointments/{id}/reschedule-appointment', () => {
  const moveTo = (start: string, end: string, extra: object = {}) => ({
    startTime: start,
    endTime: end,
    status: 'SCHEDULED',
    doctor: { id: 1 },
    patient: { id: 1 },
    type: 'ONLINE_CONSULTATION',
    ...extra,
  })

  it('moves the appointment to a free slot of the same doctor; the old slot is free again', async () => {
    const { send, db } = standIn()
    // appointment 3: doctor 1, online, 13 March 18:00 IST; move it to 11 March 17:00 IST
    const res = await send(
      'PATCH',
      `${one(3)}/reschedule-appointment`,
      moveTo('2026-03-11T11:30:00.000Z', '2026-03-11T12:00:00.000Z'),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: 3, startTime: '2026-03-11T11:30:00.000Z', status: 'SCHEDULED' })
    expect(statusOf(db, 3)?.start_time).toBe('2026-03-11T11:30:00.000Z')
    const slots = await send(
      'GET',
      '/doctor-service/doctors/1/appointment-slots?type=free&start=2026-03-13&end=2026-03-13&consultation-mode=ONLINE',
    )
    expect(((await slots.json()) as Record<string, { start: string }[]>)['2026-03-13']?.map((s) => s.start)).toContain(
      '2026-03-13T12:30:00.000Z',
    )
  })

  it('refuses a slot that is not free (409), another doctor (400) and a closed appointment (400)', async () => {
    const { send } = standIn()
    const taken = await send(
      'PATCH',
      `${one(3)}/reschedule-appointment`,
      moveTo('2026-03-11T11:45:00.000Z', '2026-03-11T12:15:00.000Z'),
    )
    expect(taken.status).toBe(409)
    const otherDoctor = await send(
      'PATCH',
      `${one(3)}/reschedule-appointment`,
      moveTo('2026-03-11T11:30:00.000Z', '2026-03-11T12:00:00.000Z', { doctor: { id: 2 } }),
    )
    expect(otherDoctor.status).toBe(400)
    const closed = await send(
      'PATCH',
      `${one(4)}/reschedule-appointment`,
      moveTo('2026-03-11T11:30:00.000Z', '2026-03-11T12:00:00.000Z', { doctor: { id: 2 } }),
    )
    expect(closed.status).toBe(400)
  })
})

describe('PATCH /appointment-service/appointments/update-patient-joined-status/{id}', () => {
  it('sets the patient channel join status', async () => {
    const { send } = standIn()
    const res = await send(
      'PATCH',
      '/appointment-service/appointments/update-patient-joined-status/1?patientChannelJoinStatus=JOINED',
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: 1, patientChannelJoinStatus: 'JOINED' })
    const bad = await send(
      'PATCH',
      '/appointment-service/appointments/update-patient-joined-status/1?patientChannelJoinStatus=MAYBE',
    )
    expect(bad.status).toBe(400)
  })
})

describe('GET /doctor-service/doctors/{id}/appointment-slots', () => {
  it('answers a map keyed by day and checks its query', async () => {
    const { send } = standIn()
    const res = await send(
      'GET',
      '/doctor-service/doctors/1/appointment-slots?type=free&start=2026-03-11&end=2026-03-12&timezone-id=Asia/Kolkata&consultation-mode=ONLINE',
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown[]>
    expect(Object.keys(body)).toEqual(['2026-03-11', '2026-03-12'])
    expect(
      (await send('GET', '/doctor-service/doctors/1/appointment-slots?start=2026-03-11&end=2026-03-12')).status,
    ).toBe(400)
    expect(
      (
        await send(
          'GET',
          '/doctor-service/doctors/99/appointment-slots?start=2026-03-11&end=2026-03-11&consultation-mode=ONLINE',
        )
      ).status,
    ).toBe(404)
  })
})

describe('notifications', () => {
  it('lists a patient’s notifications newest first', async () => {
    const { send } = standIn()
    const res = await send('GET', '/patient-service/patients/1/notification')
    const list = (await res.json()) as { id: number; title: string; time: string; appointment: { id: number } | null }[]
    expect(list).toHaveLength(6)
    expect(list[0]).toMatchObject({ title: 'Appointment Booked', appointment: { id: 2 } })
    const times = list.map((n) => n.time)
    expect(times).toEqual([...times].sort().reverse())
    expect((await send('GET', '/patient-service/patients/1/notification', undefined, 'kiran')).status).toBe(403)
  })

  it('creating one for the patient raises the red dot', async () => {
    const { send, get } = standIn()
    await send('POST', '/patient-service/patients/1/notification-flag', { status: false })
    const created = await send('POST', '/patient-service/patients/1/notification', {
      title: 'New Chat Message',
      message: 'Hello',
      appointment: { id: 4 },
    })
    expect(created.status).toBe(201)
    const flag = await get('/patient-service/patients/1/notification-flag?pageSize=1', 'asha')
    expect(await flag.json()).toEqual({ patientNotificationStatusDTOs: [{ status: true }] })
  })

  it('notifies a doctor and sets the doctor flag', async () => {
    const { send, db } = standIn()
    const res = await send('POST', '/doctor-service/doctors/1/notification', {
      title: 'Appointment Cancelled',
      message: 'Asha Verma cancelled',
      appointment: { id: 3 },
    })
    expect(res.status).toBe(201)
    expect((await send('POST', '/doctor-service/doctors/1/notification-flag', { status: true })).status).toBe(200)
    expect(db.prepare('SELECT title FROM notifications WHERE doctor_id = 1').all()).toEqual([
      { title: 'Appointment Cancelled' },
    ])
    expect(db.prepare('SELECT status FROM notification_flags WHERE doctor_id = 1').get()).toEqual({ status: 1 })
    expect((await send('POST', '/doctor-service/doctors/99/notification', { title: 'x', message: 'y' })).status).toBe(
      404,
    )
  })
})

describe('PATCH /patient-service/patients/update-status', () => {
  it('for a PENDING_DEACTIVATION patient closes an ended appointment and deactivates once nothing is ahead', async () => {
    const { send, db, clock } = standIn()
    db.prepare(`UPDATE patients SET status = 'PENDING_DEACTIVATION' WHERE id = 1`).run()
    // appointment 1 ended; 2 and 3 are still ahead
    clock.now = new Date(NOW.getTime() + 60 * 60_000)
    let res = await send('PATCH', '/patient-service/patients/update-status?patient-id=1&appointment-id=1')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'PENDING_DEACTIVATION' })
    expect(statusOf(db, 1)?.status).toBe('CLOSED')
    db.prepare(`UPDATE appointments SET status = 'CANCELED' WHERE id IN (2, 3)`).run()
    res = await send('PATCH', '/patient-service/patients/update-status?patient-id=1&appointment-id=1')
    expect(await res.json()).toEqual({ status: 'INACTIVE' })
  })

  it('changes nothing for an active patient and checks ownership', async () => {
    const { send } = standIn()
    const res = await send('PATCH', '/patient-service/patients/update-status?patient-id=1&appointment-id=1')
    expect(await res.json()).toEqual({ status: 'ACTIVE' })
    expect((await send('PATCH', '/patient-service/patients/update-status?patient-id=1&appointment-id=12')).status).toBe(
      403,
    )
  })
})

describe('POST /dev/appointments/{id}/status', () => {
  it('moves an appointment on; CLOSED adds a Consultation Completed notification and the red dot', async () => {
    const { app, db, send } = standIn()
    await send('POST', '/patient-service/patients/1/notification-flag', { status: false })
    const post = (status: string) =>
      app.request(`/dev/appointments/1/status`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status }),
      })
    expect((await post('RUNNING')).status).toBe(200)
    expect(statusOf(db, 1)?.status).toBe('RUNNING')
    expect((await post('CLOSED')).status).toBe(200)
    expect(statusOf(db, 1)?.status).toBe('CLOSED')
    const list = (await (await send('GET', '/patient-service/patients/1/notification')).json()) as { title: string }[]
    expect(list[0]?.title).toBe('Consultation Completed')
    expect(db.prepare('SELECT status FROM notification_flags WHERE patient_id = 1').get()).toEqual({ status: 1 })
    expect((await post('DONE')).status).toBe(400)
  })
})
