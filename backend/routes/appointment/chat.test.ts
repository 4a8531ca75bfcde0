import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { signPatientToken } from '../../auth.ts'
import { startStandIn } from '../../server.ts'
import { makeStandIn } from '../../test-support.ts'

const base = '/appointment-service/appointments'

describe('chat paths', () => {
  it('lists the history of messages and marks the doctor messages read', async () => {
    const { app, bearerFor, get } = makeStandIn()
    const messages = await (await get(`${base}/4/get-message?type=HISTORY`, 'asha')).json()
    expect(messages).toHaveLength(5)
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      content: 'Hello Asha, how is the rash today?',
      role: 'DOCTOR',
      createdDate: expect.any(String),
    })
    const auth = { Authorization: await bearerFor('asha') }
    const status = await app.request(`${base}/patient-chat-status/4`, { headers: auth })
    expect(await status.json()).toEqual({ unreadPatientMessage: false, unseenPatientFile: false })
  })

  it('sends a patient message on an open chat, and refuses blank, too long, closed and foreign ones', async () => {
    const { app, bearerFor } = makeStandIn()
    const auth = { Authorization: await bearerFor('asha'), 'content-type': 'application/json' }
    const send = (id: number, content: string, headers = auth) =>
      app.request(`${base}/${id}/send-message`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ content, role: 'PATIENT' }),
      })
    const sent = await send(2, '  Is fasting needed?  ')
    expect(sent.status).toBe(201)
    expect(await sent.json()).toMatchObject({ content: 'Is fasting needed?', role: 'PATIENT' })
    expect((await send(2, '   ')).status).toBe(400)
    expect((await send(2, 'x'.repeat(101))).status).toBe(400)
    const closed = await send(4, 'Hello')
    expect(closed.status).toBe(400)
    expect((await closed.json()).errorMessage).toBe('The chat of this appointment is closed')
    expect((await send(12, 'Hello')).status).toBe(403)
    expect((await send(999, 'Hello')).status).toBe(404)
    expect((await send(2, 'Hello', { ...auth, Authorization: 'Bearer nope' })).status).toBe(401)
  })

  it('creates the channel, then hands out the endpoint; a final appointment has none', async () => {
    const { app, bearerFor } = makeStandIn()
    const auth = { Authorization: await bearerFor('asha'), 'content-type': 'application/json' }
    const created = await app.request(`${base}/2/create-channel`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: 'Asha Verma', role: 'PATIENT' }),
    })
    expect(created.status).toBe(200)
    expect((await created.json()).endpoint).toMatch(
      /^ws:\/\/localhost\/appointment-service\/chat-socket\?appointment=2&/,
    )
    const appointment = await (await app.request(`${base}/2`, { headers: auth })).json()
    expect(appointment.patientChannelJoinStatus).toBe('JOINED')
    expect((await app.request(`${base}/2/get-endpoint`, { headers: auth })).status).toBe(200)
    expect((await app.request(`${base}/4/get-endpoint`, { headers: auth })).status).toBe(400)
    expect((await app.request(`${base}/12/get-endpoint`, { headers: auth })).status).toBe(403)
  })

  it('takes pdf, png, jpeg and docx attachments up to 10485760 bytes and serves them back', async () => {
    const { app, bearerFor } = makeStandIn()
    const auth = { Authorization: await bearerFor('asha') }
    const upload = (file: File) => {
      const form = new FormData()
      form.append('files', file)
      return app.request(`${base}/2/documents?fileType=CHAT`, { method: 'POST', headers: auth, body: form })
    }
    const pdf = new File(['%PDF-1.4 hello'], 'report.pdf', { type: 'application/pdf' })
    const res = await upload(pdf)
    expect(res.status).toBe(201)
    const [saved] = await res.json()
    expect(saved).toMatchObject({ name: 'report.pdf', role: 'PATIENT' })
    const docx = new File(['PK\x03\x04rest'], 'letter.docx')
    expect((await upload(docx)).status).toBe(201)
    expect((await upload(new File(['plain text'], 'notes.txt'))).status).toBe(415)
    const big = new File([new Uint8Array(10_485_761)], 'big.pdf')
    expect((await upload(big)).status).toBe(400)

    const files = await (
      await app.request(`${base}/2/appointment-chat?fileType=CHAT&type=HISTORY`, { headers: auth })
    ).json()
    expect(files.map((f: { name: string }) => f.name)).toEqual(['report.pdf', 'letter.docx'])
    const download = await app.request(saved.location, { headers: auth })
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(await download.text()).toBe('%PDF-1.4 hello')
    const kiran = { Authorization: await bearerFor('kiran') }
    expect((await app.request(saved.location, { headers: kiran })).status).toBe(403)
  })

  it("the dev doctor's message is unread, announced, and fetched once as LIVE", async () => {
    const { app, bearerFor } = makeStandIn()
    const auth = { Authorization: await bearerFor('asha') }
    const res = await app.request('/dev/appointments/2/doctor-message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Please come fasting.' }),
    })
    expect(res.status).toBe(201)
    const status = async () => (await app.request(`${base}/patient-chat-status/2`, { headers: auth })).json()
    expect(await status()).toEqual({ unreadPatientMessage: true, unseenPatientFile: false })
    const live = await (await app.request(`${base}/2/get-message?type=LIVE`, { headers: auth })).json()
    expect(live).toEqual([expect.objectContaining({ content: 'Please come fasting.', role: 'DOCTOR' })])
    expect(await status()).toEqual({ unreadPatientMessage: false, unseenPatientFile: false })
    const notes = await (await app.request('/patient-service/patients/1/notification', { headers: auth })).json()
    expect(notes[0]).toMatchObject({ title: 'New Chat Message', appointment: { id: 2 } })
  })
})

describe('prescription report', () => {
  it('is a two-page PDF for a closed consultation, refused for open, foreign and missing ones', async () => {
    const { get } = makeStandIn()
    const res = await get('/consultation-service/consultations/4/prescription-report', 'asha')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const text = Buffer.from(await res.arrayBuffer()).toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text).toContain('/Count 2')
    expect(text).toContain('(Diagnosis: Contact dermatitis)')
    // a link annotation on the hospital's web address, for the viewer's annotation layer
    expect(text).toMatch(/\/Annots \[\d+ 0 R\]/)
    expect(text).toContain('/Subtype /Link')
    expect(text).toContain('/URI (https://sunrise-hospital.example.org)')
    // the cross-reference table still points at every object
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true))
    expect((await get('/consultation-service/consultations/14/prescription-report', 'asha')).status).toBe(403)
    expect((await get('/consultation-service/consultations/999/prescription-report', 'asha')).status).toBe(404)
  })
})

describe('chat websocket', () => {
  it("pushes the doctor's message to the patient's socket; a forged ticket is refused", async () => {
    const standIn = await startStandIn({ port: 0, dataDir: 'memory' })
    try {
      const token = await signPatientToken({
        user_id: 1,
        hospital_id: 1,
        login_status: 'NEXT_LOGIN',
        temporary_password: 'NO',
      })
      const res = await fetch(`${standIn.url}${base}/2/get-endpoint`, { headers: { Authorization: `Bearer ${token}` } })
      const { endpoint } = (await res.json()) as { endpoint: string }
      const socket = new WebSocket(endpoint)
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
      const received = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))))
      await fetch(`${standIn.url}/dev/appointments/2/doctor-message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Live hello' }),
      })
      // the shape of docs/rules/chat.md#data, without an id
      expect(JSON.parse(await received)).toEqual({ content: 'Live hello', role: 'DOCTOR', isLocal: false })
      socket.close()

      const forged = new WebSocket(endpoint.replace(/ticket=[^&]+/, 'ticket=forged'))
      const outcome = await new Promise((resolve) => {
        forged.once('open', () => resolve('open'))
        forged.once('error', () => resolve('refused'))
      })
      expect(outcome).toBe('refused')
    } finally {
      await standIn.close()
    }
  })
})

describe("a helper's chat socket", () => {
  it('hears the doctor while the grant is live, is closed once it ends, and is refused after', async () => {
    const standIn = await startStandIn({ port: 0, dataDir: 'memory' })
    const call = async (path: string, init: { method?: string; bearer?: string; json?: unknown } = {}) => {
      const res = await fetch(`${standIn.url}${path}`, {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        headers: {
          'content-type': 'application/json',
          ...(init.bearer ? { Authorization: init.bearer } : {}),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      })
      return { res, body: (await res.json().catch(() => null)) as Record<string, unknown> | null }
    }
    const bearerOf = async (username: string, password: string) => {
      const form = new FormData()
      form.set('username', username)
      form.set('password', password)
      const res = await fetch(`${standIn.url}/patient-service/login`, { method: 'POST', body: form })
      return res.headers.get('Authorization')!
    }
    const doctorSays = (content: string) => call('/dev/appointments/2/doctor-message', { json: { content } })
    try {
      const asha = await bearerOf('asha', 'Asha@2026')
      const kiran = await bearerOf('kiran', 'Kiran@2026')
      // a last day within the 18 months a grant may run
      const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
      const grant = await call('/patient-service/patients/1/helpers', {
        bearer: asha,
        json: { helperName: 'Kiran Rao', mobile: '9876500005', relationship: 'son', scopes: ['chat'], endsAt: lastDay },
      })
      const [sms] = (await (await fetch(`${standIn.url}/dev/outbox`)).json()) as { code: string }[]
      await call('/patient-service/helper-invitations/accept', {
        bearer: kiran,
        json: { token: sms!.code, yearOfBirth: 1990 },
      })
      const acting = await call(`/patient-service/patients/5/helping/${grant.body!.id}/token`, {
        method: 'POST',
        bearer: kiran,
      })
      const delegated = `Bearer ${acting.body!.token}`
      const { body } = await call(`${base}/2/get-endpoint`, { bearer: delegated })
      const endpoint = body!.endpoint as string
      expect(endpoint).toContain(`grant=${grant.body!.id}`)

      const socket = new WebSocket(endpoint)
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
      const heard = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))))
      await doctorSays('Live hello')
      expect(JSON.parse(await heard)).toMatchObject({ content: 'Live hello' })

      await call(`/patient-service/patients/1/helpers/${grant.body!.id}`, { method: 'DELETE', bearer: asha })
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
      const later: string[] = []
      socket.on('message', (data) => later.push(String(data)))
      await doctorSays('Only for Asha')
      expect(await closed).toBe(4403)
      expect(later).toEqual([])

      const again = new WebSocket(endpoint)
      const outcome = await new Promise((resolve) => {
        again.once('open', () => resolve('open'))
        again.once('error', () => resolve('refused'))
      })
      expect(outcome).toBe('refused')
    } finally {
      await standIn.close()
    }
  })
})
