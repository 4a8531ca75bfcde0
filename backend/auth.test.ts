import { describe, expect, it } from 'vitest'
import { signPatientToken } from './auth.ts'
import { DEV_JWT_SECRET } from './config.ts'
import { claimsOf, makeStandIn, NOW } from './test-support.ts'

const ASHA = { user_id: 1, hospital_id: 1, login_status: 'NEXT_LOGIN', temporary_password: 'NO' } as const
const STATUS = '/patient-service/patients/1/status'
const UNAUTHORIZED = { status: 401, error: 'Unauthorized', errorMessage: 'Unauthorized' }
const FORBIDDEN = { status: 403, error: 'Forbidden', errorMessage: 'You are not allowed to access this patient' }

describe('bearer tokens on service paths', () => {
  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    const { app } = makeStandIn()
    const forged = await signPatientToken(ASHA, { secret: 'someone-else', now: NOW })
    for (const authorization of [undefined, 'Bearer not.a.jwt', 'Basic abc', `Bearer ${forged}`]) {
      const res = await app.request(STATUS, { headers: authorization ? { Authorization: authorization } : {} })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual(UNAUTHORIZED)
    }
  })

  it('accepts a token crafted with signPatientToken and the default secret', async () => {
    const { app } = makeStandIn()
    const token = await signPatientToken(ASHA, { now: NOW })
    const res = await app.request(STATUS, { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status).toBe(200)
    expect(await signPatientToken(ASHA, { now: NOW })).toBe(
      await signPatientToken(ASHA, { now: NOW, secret: DEV_JWT_SECRET }),
    )
  })

  it("answers an expired token with 400 'JWT expired' (the portal's session-expiry signal)", async () => {
    const { app } = makeStandIn()
    const expired = await signPatientToken(ASHA, { now: NOW, expiresInSeconds: -1 })
    const res = await app.request(STATUS, { headers: { Authorization: `Bearer ${expired}` } })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body).toMatchObject({ status: 400, errorMessage: 'JWT expired' })
    expect(body.errorMessage).toMatch(/jwt|expired/i)
  })

  it('expires a token 8 hours after sign-in by the service clock, or after tokenTtlSeconds', async () => {
    const standIn = makeStandIn()
    const bearer = await standIn.bearerFor('asha')
    standIn.clock.now = new Date(NOW.getTime() + 8 * 3600_000 - 1000)
    expect((await standIn.app.request(STATUS, { headers: { Authorization: bearer } })).status).toBe(200)
    standIn.clock.now = new Date(NOW.getTime() + 8 * 3600_000)
    expect((await standIn.app.request(STATUS, { headers: { Authorization: bearer } })).status).toBe(400)

    const short = makeStandIn(NOW, { tokenTtlSeconds: 60 })
    const claims = claimsOf(await short.bearerFor('asha'))
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60)
  })

  it('answers 403 when the path names another patient', async () => {
    const { get } = makeStandIn()
    for (const path of [
      '/patient-service/patients/5',
      '/patient-service/patients/5/status',
      '/patient-service/patients/5/notification-flag',
    ]) {
      const res = await get(path, 'asha')
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual(FORBIDDEN)
    }
  })

  it('answers 403 when the patient-id query names another patient', async () => {
    const { get } = makeStandIn()
    const res = await get('/appointment-service/appointments?patient-id=1', 'kiran')
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual(FORBIDDEN)
  })

  it('answers 403 for a write to another patient too', async () => {
    const { app, bearerFor } = makeStandIn()
    const res = await app.request('/patient-service/patients/1/notification-flag', {
      method: 'POST',
      headers: { Authorization: await bearerFor('kiran'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: false }),
    })
    expect(res.status).toBe(403)
  })

  it('answers an unknown path with 404 in the same error shape', async () => {
    const { app } = makeStandIn()
    const res = await app.request('/patient-service/nothing-here')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ status: 404, error: 'Not Found', errorMessage: expect.any(String) })
  })
})
