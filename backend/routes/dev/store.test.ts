import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendMessage } from '../../outbox.ts'
import { makeStandIn, NOW } from '../../test-support.ts'

describe('dev controls', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('GET /dev/outbox lists what sendMessage "sent", newest first', async () => {
    const { app, db } = makeStandIn()
    expect(await (await app.request('/dev/outbox')).json()).toEqual([])
    sendMessage(db, NOW, {
      channel: 'EMAIL',
      to: 'asha.verma@example.com',
      subject: 'Your code',
      body: 'Code 123456',
      code: '123456',
    })
    sendMessage(db, NOW, { channel: 'SMS', to: '9876543210', subject: 'Verify', body: 'Code 4321', code: '4321' })
    const outbox = await (await app.request('/dev/outbox')).json()
    expect(outbox).toEqual([
      {
        id: 2,
        channel: 'SMS',
        to: '9876543210',
        subject: 'Verify',
        body: 'Code 4321',
        code: '4321',
        createdAt: NOW.toISOString(),
      },
      {
        id: 1,
        channel: 'EMAIL',
        to: 'asha.verma@example.com',
        subject: 'Your code',
        body: 'Code 123456',
        code: '123456',
        createdAt: NOW.toISOString(),
      },
    ])
  })

  it('POST /dev/reset wipes what happened and reseeds', async () => {
    const { app, db, get } = makeStandIn()
    db.prepare('UPDATE notification_flags SET status = 0 WHERE patient_id = 1').run()
    db.prepare("UPDATE appointments SET status = 'CANCELED' WHERE id = 1").run()
    sendMessage(db, NOW, { channel: 'SMS', to: '1', subject: 's', body: 'b' })

    const res = await app.request('/dev/reset', { method: 'POST' })
    expect(res.status).toBe(204)

    expect(await (await app.request('/dev/outbox')).json()).toEqual([])
    const flag = await get('/patient-service/patients/1/notification-flag', 'asha')
    expect(await flag.json()).toEqual({ patientNotificationStatusDTOs: [{ status: true }] })
    const [first] = await (
      await get('/appointment-service/appointments?patient-id=1&from-date=2026-03-10', 'asha')
    ).json()
    expect(first).toMatchObject({ id: 1, status: 'SCHEDULED' })
  })

  it('is absent when STANDIN_DEV_ROUTES=off', async () => {
    vi.stubEnv('STANDIN_DEV_ROUTES', 'off')
    const { app } = makeStandIn()
    expect((await app.request('/dev/logs')).status).toBe(404)
    expect((await app.request('/dev/reset', { method: 'POST' })).status).toBe(404)
  })
})
