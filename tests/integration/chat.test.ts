import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { action as detailAction, loader as detail } from '~/routes/_app.specificAppointment/route'
import { loader as chatDocument } from '~/routes/resources.chat-document.$appointmentId.$fileId.resource'
import { action as chatIsland, loader as chatPoll } from '~/routes/resources.chat.$appointmentId.resource'
import { loader as prescription } from '~/routes/resources.prescription.$appointmentId.resource'
import { injectFault, server, SERVICES_URL, standIn } from '../mocks/standin'
import { pdfBytes } from '../support/files'
import { readLoaderData } from '../support/read-response'
import { get, multipart, post } from '../support/requests'
import { run } from '../support/run'
import { signIn } from '../support/sign-in'

const asha = () => signIn('asha', 'Asha@2026')
const detailOf = (response: Response) => readLoaderData<typeof detail>(response)

const chatRows = (appointmentId: number) =>
  standIn
    .db()
    .prepare<[number], { role: string; content: string }>(
      'SELECT role, content FROM chat_messages WHERE appointment_id = ? ORDER BY id',
    )
    .all(appointmentId)

describe('appointment detail loader', () => {
  it("shows the patient's own appointment with its chat history; the island's post joins the open chat's channel", async () => {
    const response = await run(detail, get('/specificAppointment?appointmentId=2', await asha()))
    expect(response.status).toBe(200)
    const data = await detailOf(response)
    expect(data.appointment).toMatchObject({
      id: 2,
      doctor: 'Dr. Alex Fernandes',
      status: 'SCHEDULED',
      reason: 'Recurring headaches',
      prescription: false,
      chatLink: 'Send Message',
    })
    expect(data.chat?.open).toBe(true)
    expect(data.chat?.entries?.map((e) => e.role)).toEqual(['PATIENT', 'DOCTOR'])
    const joinStatus = () =>
      standIn.db().prepare(`SELECT patient_channel_join_status AS s FROM appointments WHERE id = 2`).get()
    // opening the page changes nothing (docs/security.md): the island's post joins the channel
    expect(joinStatus()).not.toEqual({ s: 'JOINED' })
    const joined = await run(chatIsland, post('/resources/chat/2', { intent: 'join' }, await asha()), {
      params: { appointmentId: '2' },
    })
    expect(await joined.json()).toEqual({
      endpoint: expect.stringMatching(/^ws:\/\/services\.test\/appointment-service\/chat-socket\?appointment=2&/),
    })
    // both sides were NOT_JOINED: the channel was created
    expect(joinStatus()).toEqual({ s: 'JOINED' })
  })

  it("the island's join hands on the channel's address as the service wrote it, not as a URL parser would", async () => {
    const written = 'wss://Chat.Services.test:443/socket/?appointment=2'
    server.use(
      http.post(`${SERVICES_URL}/appointment-service/appointments/2/create-channel`, () =>
        HttpResponse.json({ endpoint: written }),
      ),
    )
    const joined = await run(chatIsland, post('/resources/chat/2', { intent: 'join' }, await asha()), {
      params: { appointmentId: '2' },
    })
    expect(await joined.json()).toEqual({ endpoint: written })
  })

  it('a CLOSED appointment offers the prescription and View Messages, and joins no channel', async () => {
    const data = await detailOf(await run(detail, get('/specificAppointment?appointmentId=4', await asha())))
    expect(data.appointment).toMatchObject({ prescription: true, chatLink: 'View Messages' })
    expect(data.chat).toMatchObject({ open: false })
    expect(data.chat?.entries).toHaveLength(5)
  })

  it("another patient's, a missing or a malformed appointment gives no details", async () => {
    const cookie = await asha()
    for (const id of ['12', '999', 'abc', '']) {
      const response = await run(detail, get(`/specificAppointment?appointmentId=${id}`, cookie))
      expect(response.status).toBe(404)
      expect((await detailOf(response)).appointment).toBeNull()
    }
  })

  it("shows the latest 50 entries; 'Earlier messages' shows 50 more", async () => {
    const insert = standIn
      .db()
      .prepare(
        `INSERT INTO chat_messages (appointment_id, role, content, seen, created_at) VALUES (2, 'DOCTOR', ?, 1, ?)`,
      )
    for (let i = 0; i < 60; i++) insert.run(`old ${i}`, new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString())
    const cookie = await asha()
    const latest = await detailOf(await run(detail, get('/specificAppointment?appointmentId=2', cookie)))
    expect(latest.chat?.entries).toHaveLength(50)
    expect(latest.chat?.entries?.at(-1)).toMatchObject({ content: 'Yes please, and a list of the medicines you take.' })
    expect(latest.chat?.earlierHref).toBe('/specificAppointment?appointmentId=2&earlier=1#chat')
    const all = await detailOf(await run(detail, get('/specificAppointment?appointmentId=2&earlier=1', cookie)))
    expect(all.chat?.entries).toHaveLength(62)
    expect(all.chat?.entries?.[0]).toMatchObject({ content: 'old 0' })
    expect(all.chat?.earlierHref).toBeNull()
  })

  it("knows whether the doctor has a photo, so no photo is asked for that isn't there (docs/accessibility.md)", async () => {
    const cookie = await asha()
    // appointment 2: Dr. Alex Fernandes, no photo; appointment 4: Dr. Priya Raman, with one
    const without = await detailOf(await run(detail, get('/specificAppointment?appointmentId=2', cookie)))
    expect(without.appointment?.doctorHasPhoto).toBe(false)
    const withPhoto = await detailOf(await run(detail, get('/specificAppointment?appointmentId=4', cookie)))
    expect(withPhoto.appointment?.doctorHasPhoto).toBe(true)
    // unknown is no photo: the initials show
    injectFault({ path: '/doctor-service/doctors/:id/doctor-appointment-list', kind: 'server-error' })
    const unknown = await detailOf(await run(detail, get('/specificAppointment?appointmentId=4', cookie)))
    expect(unknown.appointment).toMatchObject({ id: 4, doctorHasPhoto: false })
  })

  it('still shows the appointment when the chat history fails', async () => {
    injectFault({ path: '/appointment-service/appointments/:id/get-message', kind: 'server-error' })
    const data = await detailOf(await run(detail, get('/specificAppointment?appointmentId=2', await asha())))
    expect(data.appointment?.id).toBe(2)
    expect(data.chat?.entries).toBeNull()
  })
})

describe('chat actions', () => {
  it('sends a message and redirects back to the chat (no JS)', async () => {
    const response = await run(
      detailAction,
      post('/specificAppointment?appointmentId=2', { message: '  Is fasting needed?  ' }, await asha()),
    )
    expect(response).toRedirectTo('/specificAppointment?appointmentId=2#chat')
    expect(chatRows(2).at(-1)).toEqual({ role: 'PATIENT', content: 'Is fasting needed?' })
  })

  it('refuses a blank message, keeps 100 characters of a longer one', async () => {
    const cookie = await asha()
    const blank = await run(detailAction, post('/specificAppointment?appointmentId=2', { message: '   ' }, cookie))
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ ok: false, field: 'message', error: 'Please type a message' })
    await run(detailAction, post('/specificAppointment?appointmentId=2', { message: 'a'.repeat(150) }, cookie))
    expect(chatRows(2).at(-1)?.content).toBe('a'.repeat(100))
  })

  it('refuses a closed chat and a foreign appointment', async () => {
    const cookie = await asha()
    const closed = await run(detailAction, post('/specificAppointment?appointmentId=4', { message: 'hi' }, cookie))
    expect(closed.status).toBe(400)
    const foreign = await run(detailAction, post('/specificAppointment?appointmentId=12', { message: 'hi' }, cookie))
    expect(foreign.status).toBe(404)
    expect(chatRows(12)).toEqual([])
  })

  it('a failed send says so and keeps the text', async () => {
    injectFault({ method: 'post', path: '/appointment-service/appointments/:id/send-message', kind: 'server-error' })
    const response = await run(
      detailAction,
      post('/specificAppointment?appointmentId=2', { message: 'hello' }, await asha()),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'The message could not be sent. Please try again.',
      value: 'hello',
    })
  })

  it('the island sends in place and gets the saved message back as JSON', async () => {
    const response = await run(chatIsland, post('/resources/chat/2', { message: 'From the island' }, await asha()), {
      params: { appointmentId: '2' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      ok: true,
      kind: 'message',
      entry: { kind: 'message', role: 'PATIENT', content: 'From the island' },
    })
  })

  it('uploads an attachment (no JS: back with "File sent"), and serves it back', async () => {
    const cookie = await asha()
    const request = await multipart(
      '/specificAppointment?appointmentId=2',
      [{ field: 'file', name: 'report.pdf', type: 'application/pdf', bytes: pdfBytes() }],
      cookie,
    )
    const response = await run(detailAction, request)
    expect(response.status).toBe(302)
    await expect(response).toShowAlert({ type: 'success', message: 'File sent' })
    const data = await detailOf(await run(detail, get('/specificAppointment?appointmentId=2', cookie)))
    const file = data.chat?.entries?.find((e) => e.kind === 'file')
    expect(file?.name).toBe('report.pdf')
    const download = await run(chatDocument, get(`/resources/chat-document/2/${file?.id}?download=1`, cookie), {
      params: { appointmentId: '2', fileId: String(file?.id) },
    })
    expect(download.headers.get('Content-Type')).toBe('application/pdf')
    expect(download.headers.get('Content-Disposition')).toBe('attachment; filename="report.pdf"')
    expect(download.headers.get('Cache-Control')).toBe('no-store')
  })

  it("refuses an attachment of another kind or over 10485760 bytes with the rules' messages", async () => {
    const cookie = await asha()
    const send = async (name: string, bytes: Uint8Array<ArrayBuffer>) =>
      run(
        detailAction,
        await multipart('/specificAppointment?appointmentId=2', [{ field: 'file', name, type: '', bytes }], cookie),
      )
    const text = await send('notes.txt', new TextEncoder().encode('hello'))
    expect(await text.json()).toMatchObject({ field: 'file', error: 'Kindly upload the valid file.' })
    const big = new Uint8Array(10_485_761)
    big.set(pdfBytes())
    expect(await (await send('big.pdf', big)).json()).toMatchObject({ error: 'File size is more than allowed limit' })
  })
})

describe('chat poll', () => {
  it("pulls the doctor's unread message once, and reports a final status", async () => {
    const cookie = await asha()
    await standIn.app().request('/dev/appointments/2/doctor-message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Please come fasting.' }),
    })
    const poll = async () =>
      readLoaderData<typeof chatPoll>(
        await run(chatPoll, get('/resources/chat/2', cookie), { params: { appointmentId: '2' } }),
      )
    expect(await poll()).toMatchObject({ open: true, entries: [{ content: 'Please come fasting.' }] })
    expect(await poll()).toEqual({ open: true, entries: [] })
    standIn.db().prepare(`UPDATE appointments SET status = 'CANCELED' WHERE id = 2`).run()
    expect(await poll()).toEqual({ open: false, entries: [] })
  })
})

describe('prescription', () => {
  it('streams the PDF of a completed appointment with a download name and no-store', async () => {
    const response = await run(prescription, get('/resources/prescription/4', await asha()), {
      params: { appointmentId: '4' },
    })
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="prescription-4.pdf"')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('a failed fetch goes back to the appointment with a message (and is logged)', async () => {
    const cookie = await asha()
    injectFault({ path: '/consultation-service/consultations/:id/prescription-report', kind: 'server-error' })
    const response = await run(prescription, get('/resources/prescription/4', cookie), {
      params: { appointmentId: '4' },
    })
    expect(response).toRedirectTo('/specificAppointment?appointmentId=4')
    await expect(response).toShowAlert({
      type: 'error',
      message: 'The prescription could not be loaded. Please try again later.',
    })
    // the report goes through the logger queue after the answer (ADR 45)
    const logged = () =>
      standIn.db().prepare<[], { m: string }>(`SELECT log_message AS m FROM logs ORDER BY id DESC`).get()?.m
    await expect.poll(logged).toContain('/consultation-service/consultations/4/prescription-report 500')
  })

  it('an appointment that is not completed has none', async () => {
    const response = await run(prescription, get('/resources/prescription/2', await asha()), {
      params: { appointmentId: '2' },
    })
    expect(response.status).toBe(302)
  })
})
