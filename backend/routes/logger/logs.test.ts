import { describe, expect, it } from 'vitest'
import { makeStandIn, NOW } from '../../test-support.ts'

const entry = { loggingType: 'ERROR', portal: 'PATIENT_PORTAL', logMessage: '/patient-service/patients/1: 500' }

describe('POST /logger-service/logger/logs', () => {
  it('stores a report without a token, and GET /dev/logs shows it newest first', async () => {
    const { app } = makeStandIn()
    const post = (body: object) =>
      app.request('/logger-service/logger/logs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    const first = await post(entry)
    expect(first.status).toBe(201)
    const { id } = await first.json()
    expect(id).toEqual(expect.any(Number))
    await post({ ...entry, logMessage: 'second' })

    const logs = await (await app.request('/dev/logs')).json()
    expect(logs).toEqual([
      {
        id: id + 1,
        loggingType: 'ERROR',
        portal: 'PATIENT_PORTAL',
        logMessage: 'second',
        patientId: null,
        createdAt: NOW.toISOString(),
      },
      { id, ...entry, patientId: null, createdAt: NOW.toISOString() },
    ])
  })

  it('records who reported when a valid token comes along', async () => {
    const { app, bearerFor } = makeStandIn()
    await app.request('/logger-service/logger/logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: await bearerFor('kiran') },
      body: JSON.stringify(entry),
    })
    const [log] = await (await app.request('/dev/logs')).json()
    expect(log).toMatchObject({ patientId: 5, logMessage: entry.logMessage })
  })

  it('refuses a report without a message', async () => {
    const { app } = makeStandIn()
    const res = await app.request('/logger-service/logger/logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ loggingType: 'ERROR', portal: 'PATIENT_PORTAL' }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ errorMap: { logMessage: expect.any(String) } })
    expect(await (await app.request('/dev/logs')).json()).toEqual([])
  })
})
