import { describe, expect, it } from 'vitest'
import { makeStandIn, NOW } from '../../test-support.ts'

/** A seeded stand-in whose sweep has texted asha about tomorrow's visit (appointment 2); its link's token. */
async function withLink() {
  const s = makeStandIn()
  await s.app.request('/dev/reminders/sweep', { method: 'POST' })
  const body = s.db
    .prepare<[], { body: string }>(`SELECT body FROM outbox WHERE channel = 'SMS' AND body LIKE '%in person%'`)
    .get()!.body
  const token = body.slice(-22)
  const post = (path: string, payload: object) =>
    s.app.request(`/appointment-service/reminder-links/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    })
  return { ...s, token, post }
}

describe('POST /appointment-service/reminder-links/visit', () => {
  it('answers the visit the link opens, without a bearer token, and nothing about health', async () => {
    const { post, token } = await withLink()
    const res = await post('visit', { token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      appointmentId: 2,
      patientId: 1,
      patient: { firstName: 'Asha', lastName: 'Verma' },
      hospitalName: 'Sunrise Multispeciality Hospital',
      startTime: '2026-03-11T05:00:00.000Z',
      endTime: '2026-03-11T05:30:00.000Z',
      type: 'PHYSICAL_VISIT',
      status: 'SCHEDULED',
      confirmedAt: null,
      canCancel: true,
    })
  })

  it('answers one and the same 404 for a tampered, unknown, malformed or ended token', async () => {
    const { post, token, clock } = await withLink()
    const answers = []
    for (const bad of [`${token.slice(0, 21)}${token.endsWith('x') ? 'y' : 'x'}`, 'A'.repeat(22), 'short', 7])
      answers.push(await (await post('visit', { token: bad })).json())
    clock.now = new Date('2026-03-11T05:00:00.000Z')
    answers.push(await (await post('visit', { token })).json())
    for (const a of answers)
      expect(a).toEqual({ status: 404, error: 'Not Found', errorMessage: 'This link is not valid' })
  })
})

describe('POST /appointment-service/reminder-links/confirm', () => {
  it('marks the visit confirmed once; the appointment shows it', async () => {
    const { post, token, get, clock } = await withLink()
    const first = await (await post('confirm', { token })).json()
    expect(first).toMatchObject({ status: 'SCHEDULED', confirmedAt: NOW.toISOString() })
    clock.now = new Date(NOW.getTime() + 60_000)
    expect(await (await post('confirm', { token })).json()).toMatchObject({ confirmedAt: NOW.toISOString() })
    expect(await (await get('/appointment-service/appointments/2', 'asha')).json()).toMatchObject({
      confirmedAt: NOW.toISOString(),
    })
  })
})

describe('POST /appointment-service/reminder-links/cancel', () => {
  it('cancels with the year of birth, tells the doctor in the words given, and texts the cancel', async () => {
    const { post, token, db } = await withLink()
    const doctorNotification = { title: 'Appointment Cancelled', message: 'Asha Verma cancelled' }
    const res = await post('cancel', { token, yearOfBirth: 1990, doctorNotification })
    expect(res.status).toBe(204)
    expect(db.prepare('SELECT status FROM appointments WHERE id = 2').get()).toEqual({ status: 'CANCELED' })
    expect(
      db
        .prepare('SELECT doctor_id, appointment_id, title, message FROM notifications WHERE doctor_id IS NOT NULL')
        .all(),
    ).toEqual([{ doctor_id: 7, appointment_id: 2, title: 'Appointment Cancelled', message: 'Asha Verma cancelled' }])
    const last = db.prepare<[], { body: string }>('SELECT body FROM outbox ORDER BY id DESC').get()!
    expect(last.body).toBe('Sunrise Hospital: your visit Wed, 11 Mar 10:30 am is cancelled.')
    // the link still shows the visit, now cancelled; cancelling again is refused
    expect(await (await post('visit', { token })).json()).toMatchObject({ status: 'CANCELED' })
    expect((await post('cancel', { token, yearOfBirth: 1990 })).status).toBe(400)
  })

  it('refuses a wrong year; the fifth wrong one and the link can no longer cancel, even with the right year', async () => {
    const { post, token, db } = await withLink()
    for (let i = 0; i < 4; i++)
      expect(await (await post('cancel', { token, yearOfBirth: 1991 })).json()).toMatchObject({
        status: 400,
        code: 'RL01',
        errorMessage: 'The year of birth does not match',
      })
    expect(await (await post('cancel', { token, yearOfBirth: 1991 })).json()).toMatchObject({
      status: 423,
      code: 'RL02',
    })
    expect((await post('cancel', { token, yearOfBirth: 1990 })).status).toBe(423)
    expect(await (await post('visit', { token })).json()).toMatchObject({ canCancel: false, status: 'SCHEDULED' })
    expect(db.prepare('SELECT status FROM appointments WHERE id = 2').get()).toEqual({ status: 'SCHEDULED' })
  })
})
