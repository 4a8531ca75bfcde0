import { describe, expect, it } from 'vitest'
import { makeStandIn } from '../../test-support.ts'
import { CONSULTATION_MESSAGES, REFUSING_MEDIA_HOST } from './video.ts'

const CS = '/consultation-service/consultations'

function standIn() {
  const s = makeStandIn()
  const send = async (method: string, path: string, body?: unknown, as?: 'asha' | 'kiran') =>
    s.app.request(path, {
      method,
      headers: {
        ...(as ? { Authorization: await s.bearerFor(as) } : {}),
        'Content-Type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const lastCode = () =>
    s.db.prepare<[], { code: string; body: string; recipient: string }>('SELECT * FROM outbox ORDER BY id DESC').get()
  return { ...s, send, lastCode }
}

/** The patient joins appointment 1 first: that makes its consultation (the next free id). */
async function joined() {
  const s = standIn()
  const res = await s.send(
    'POST',
    `${CS}/consultation-meetings`,
    { appointmentId: 1, mediaRegion: 'ap-south-1' },
    'asha',
  )
  const { consultationId: id } = (await res.json()) as { consultationId: number }
  const invite = (extra: object = {}, as: 'asha' | 'kiran' = 'asha') =>
    s.send(
      'POST',
      `${CS}/${id}/add-patient-external-care-taker`,
      {
        userName: 'Ravi',
        emailId: 'ravi@example.com',
        phoneNumber: '',
        meetingUrl: `http://localhost:3000/CareTaker?id=${id}`,
        patientDTO: { id: 1, firstName: 'Asha' },
        ...extra,
      },
      as,
    )
  return { ...s, id, invite }
}

describe('consultation meetings (patient)', () => {
  it('joins with the join data of docs/rules/video-call.md#data, pointing at the refusing address', async () => {
    const { send } = standIn()
    const res = await send(
      'POST',
      `${CS}/consultation-meetings`,
      { appointmentId: 1, mediaRegion: 'ap-south-1' },
      'asha',
    )
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({
      consultationId: expect.any(Number),
      audioHostUrl: REFUSING_MEDIA_HOST,
      userId: 'patient-1',
    })
    for (const key of ['audioFallbackUrl', 'signalingUrl', 'turnControlUrl', 'screenDataUrl', 'meetingId', 'joinToken'])
      expect(body[key]).toEqual(expect.any(String))
  })

  it("makes the consultation on first join, refuses closed and other patients' appointments", async () => {
    const { send } = standIn()
    const res = await send(
      'POST',
      `${CS}/consultation-meetings`,
      { appointmentId: 3, mediaRegion: 'ap-south-1' },
      'asha',
    )
    expect((await res.json()).consultationId).toBeGreaterThan(16)
    const closed = await send(
      'POST',
      `${CS}/consultation-meetings`,
      { appointmentId: 4, mediaRegion: 'ap-south-1' },
      'asha',
    )
    expect(closed.status).toBe(400)
    expect(
      (await send('POST', `${CS}/consultation-meetings`, { appointmentId: 12, mediaRegion: 'x' }, 'asha')).status,
    ).toBe(403)
    expect((await send('POST', `${CS}/consultation-meetings`, { appointmentId: 1, mediaRegion: 'x' })).status).toBe(401)
  })
})

describe('external caretaker', () => {
  it('invites one person: link and six-digit code to the outbox; a second is refused', async () => {
    const { invite, lastCode, send, id } = await joined()
    const res = await invite()
    expect(await res.json()).toEqual({ message: CONSULTATION_MESSAGES.added })
    const sent = lastCode()
    expect(sent?.recipient).toBe('ravi@example.com')
    expect(sent?.code).toMatch(/^[0-9]{6}$/)
    expect(sent?.body).toContain(`http://localhost:3000/CareTaker?id=${id}`)
    const again = await invite({ userName: 'Meena', emailId: '', phoneNumber: '9876543210' })
    expect(again.status).toBe(400)
    expect((await again.json()).errorMessage).toBe(CONSULTATION_MESSAGES.alreadyAdded)
    const list = await send('GET', `${CS}/attendee-list/${id}`, undefined, 'asha')
    expect(await list.json()).toMatchObject({ id, externalCareTaker: 'Ravi', patientName: 'Asha Verma' })
  })

  it("refuses another patient's consultation and bad contacts", async () => {
    const { invite, send, id } = await joined()
    expect((await invite({}, 'kiran')).status).toBe(403)
    expect((await send('GET', `${CS}/attendee-list/${id}`, undefined, 'kiran')).status).toBe(403)
    expect((await invite({ emailId: 'nope', phoneNumber: '123' })).status).toBe(400)
  })

  it('removes the person: the code dies and someone else can be invited', async () => {
    const { invite, lastCode, send, id } = await joined()
    await invite()
    const code = lastCode()?.code
    expect((await send('DELETE', `${CS}/${id}/patient-remove-attendee`, undefined, 'asha')).status).toBe(204)
    expect((await send('GET', `${CS}/${id}/patient-otp-verified?otp=${code}`)).status).toBe(400)
    expect((await invite()).status).toBe(200)
  })
})

describe('guest flow (no token)', () => {
  it('verifies, consents, joins, and follows the statuses', async () => {
    const { invite, lastCode, send, app, id } = await joined()
    await invite()
    const code = lastCode()?.code ?? ''
    const admin = await send('GET', `${CS}/${id}/admin`)
    expect(await admin.json()).toBe(1)
    const message = await app.request('/admin-service/admins/1/consent-message/patient-external-consent')
    expect(await message.json()).toMatchObject({ externalPatientConsentMessage: expect.stringContaining('invitation') })

    const early = await send('POST', `${CS}/meeting/${id}/patient-add-attendee`, {})
    expect((await early.json()).errorMessage).toBe(CONSULTATION_MESSAGES.notVerified)
    const wrong = await send('GET', `${CS}/${id}/patient-otp-verified?otp=${code === '000000' ? '111111' : '000000'}`)
    expect((await wrong.json()).errorMessage).toBe(CONSULTATION_MESSAGES.invalidCode)
    expect((await send('GET', `${CS}/${id}/patient-otp-verified?otp=${code}`)).status).toBe(200)
    const noConsent = await send('POST', `${CS}/meeting/${id}/patient-add-attendee`, {})
    expect((await noConsent.json()).errorMessage).toBe(CONSULTATION_MESSAGES.noConsent)
    const consent = { name: 'Ravi', relation: 'Son', age: 30, consentStatus: 'GIVEN' }
    expect((await send('POST', `${CS}/${id}/external-user-consent`, consent)).status).toBe(200)
    const join = await send('POST', `${CS}/meeting/${id}/patient-add-attendee`, {})
    expect(await join.json()).toMatchObject({ userId: `guest-${id}`, consultationId: id })
    expect(await (await send('GET', `${CS}/patient-attendee-status/${id}`)).json()).toEqual({ status: 'JOINED' })

    expect((await send('PATCH', `${CS}/patient-attendee-status/${id}`, { status: 'NOT_JOINED' })).status).toBe(200)
    expect(await (await send('GET', `${CS}/patient-attendee-status/${id}`)).json()).toEqual({ status: 'NOT_JOINED' })
    expect(await (await send('GET', `${CS}/${id}/consultation-status`)).json()).toEqual({ status: 'OPEN' })
    expect((await send('POST', `/dev/consultations/${id}/close`)).status).toBe(200)
    expect(await (await send('GET', `${CS}/${id}/consultation-status`)).json()).toEqual({ status: 'CLOSED' })
    const after = await send('POST', `${CS}/meeting/${id}/patient-add-attendee`, {})
    expect((await after.json()).errorMessage).toBe(CONSULTATION_MESSAGES.closed)
  })

  it('kills the code after five wrong tries', async () => {
    const { invite, lastCode, send, id } = await joined()
    await invite()
    const code = lastCode()?.code ?? ''
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) await send('GET', `${CS}/${id}/patient-otp-verified?otp=${wrong}`)
    const last = await send('GET', `${CS}/${id}/patient-otp-verified?otp=${wrong}`)
    expect((await last.json()).errorMessage).toBe(CONSULTATION_MESSAGES.tooManyTries)
    expect((await send('GET', `${CS}/${id}/patient-otp-verified?otp=${code}`)).status).toBe(400)
  })

  it('answers 404 for a consultation that does not exist', async () => {
    const { send } = standIn()
    expect((await send('GET', `${CS}/999/consultation-status`)).status).toBe(404)
    expect((await send('POST', '/dev/consultations/999/close')).status).toBe(404)
  })
})

describe('a helper in the call', () => {
  it('joins as themselves with the call scope, and the doctor sees them as a helper', async () => {
    const s = standIn()
    const { bearer } = await s.delegatedBearer(['call'])
    const res = await s.app.request(`${CS}/consultation-meetings`, {
      method: 'POST',
      headers: { Authorization: bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ appointmentId: 1, mediaRegion: 'ap-south-1' }),
    })
    expect(res.status).toBe(200)
    const join = (await res.json()) as { consultationId: number; userId: string }
    expect(join.userId).toBe('helper-5')
    const list = await s.app.request(`${CS}/attendee-list/${join.consultationId}`, {
      headers: { Authorization: bearer },
    })
    expect(await list.json()).toMatchObject({ patientName: 'Asha Verma', helper: 'Kiran Rao (helper)' })
  })
})
