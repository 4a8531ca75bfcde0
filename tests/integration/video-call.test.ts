import { describe, expect, it } from 'vitest'
import { loader as videoPage } from '~/routes/_app.Video'
import { action as addPerson } from '~/routes/_app.Video.add-person'
import { action as verifyGuest, loader as verifyPage } from '~/routes/CareTaker'
import { loader as callPage } from '~/routes/CareTaker_.call'
import { action as giveConsent } from '~/routes/CareTaker_.consent'
import { action as guestCall, loader as guestPoll } from '~/routes/CareTaker_.status.resource'
import { action as uploadAttachment } from '~/routes/Video_.attachment.resource'
import { action as callAction } from '~/routes/Video_.call.resource'
import { injectFault, standIn } from '../mocks/standin'
import { alertAfter } from '../support/alert'
import { cookiesAfter } from '../support/cookies'
import { pdfBytes } from '../support/files'
import { invitationLinkIn } from '../support/guest-invitation'
import { readActionData, readLoaderData } from '../support/read-response'
import { formErrors, readReply } from '../support/reply'
import { get, multipart, post } from '../support/requests'
import { run } from '../support/run'
import { signIn } from '../support/sign-in'

const asha = () => signIn('asha', 'Asha@2026')
const call = '/Video/call?appointmentId=1'

function joinStatus(id = 1) {
  return standIn
    .db()
    .prepare<[number], { patient_channel_join_status: string }>(
      'SELECT patient_channel_join_status FROM appointments WHERE id = ?',
    )
    .get(id)?.patient_channel_join_status
}

async function joined(cookie: string) {
  const response = await run(callAction, post(call, { intent: 'join' }, cookie))
  expect(response.status).toBe(200)
  const { joinData } = await readActionData<typeof callAction>(response)
  const row = standIn.db().prepare<[], { id: number }>('SELECT id FROM consultations WHERE appointment_id = 1').get()
  return { joinData, consultationId: row?.id ?? 0 }
}

// The page says why there is no call, instead of "The consultation has ended." for all
describe('the call page without a call', () => {
  const page = async (id: number, cookie: string) =>
    readLoaderData<typeof videoPage>(await run(videoPage, get(`/Video?appointmentId=${id}`, cookie)))

  it('names the real reason: in person, not yet, cancelled, ended; none when the join window is open', async () => {
    const cookie = await asha()
    expect(await page(1, cookie)).toMatchObject({ noCall: null, chatLink: 'Send Message' })
    expect(await page(2, cookie)).toMatchObject({ noCall: 'in-person' })
    expect(await page(3, cookie)).toMatchObject({ noCall: 'not-yet', start: expect.stringMatching(/ 06:00 PM$/) })
    expect(await page(4, cookie)).toMatchObject({ noCall: 'ended', chatLink: 'View Messages' })
    standIn.db().prepare("UPDATE appointments SET status = 'CANCELED' WHERE id = 3").run()
    expect(await page(3, cookie)).toMatchObject({ noCall: 'cancelled' })
  })
})

describe('the call page without an appointment', () => {
  it('leads to the dashboard, which says where calls are joined; a malformed id is still not found', async () => {
    const cookie = await asha()
    const response = await run(videoPage, get('/Video', cookie))
    expect(response).toRedirectTo('/myappointments')
    expect(await alertAfter(response, cookie)).toEqual({
      type: 'info',
      message:
        'A video call is joined from its appointment: use Join Call on the appointment below when its time comes.',
    })
    expect((await run(videoPage, get('/Video?appointmentId=abc', cookie))).status).toBe(404)
  })
})

describe('the patient call (JSON for the island)', () => {
  it('joins: join data for the browser, JOINED', async () => {
    const { joinData } = await joined(await asha())
    expect(joinData?.signalingUrl).toContain('127.0.0.1:9')
    expect(joinData).not.toHaveProperty('consultationId')
    expect(joinStatus()).toBe('JOINED')
  })

  it("refuses another patient's appointment (404) and a closed one", async () => {
    expect((await run(callAction, post('/Video/call?appointmentId=12', { intent: 'join' }, await asha()))).status).toBe(
      404,
    )
    expect((await run(callAction, post('/Video/call?appointmentId=4', { intent: 'join' }, await asha()))).status).toBe(
      400,
    )
  })

  it('the poll: continue; CLOSED → NOT_JOINED; CANCELED → status update and the session ended', async () => {
    const cookie = await asha()
    await joined(cookie)
    const outcome = async () =>
      (await readActionData<typeof callAction>(await run(callAction, post(call, { intent: 'poll' }, cookie)))).outcome
    expect(await outcome()).toBe('continue')
    standIn.db().prepare(`UPDATE appointments SET status = 'CLOSED' WHERE id = 1`).run()
    expect(await outcome()).toBe('closed')
    expect(joinStatus()).toBe('NOT_JOINED')

    standIn.db().prepare(`UPDATE appointments SET status = 'CANCELED' WHERE id = 1`).run()
    const signOut = await run(callAction, post(call, { intent: 'poll' }, cookie))
    expect(await signOut.json()).toEqual({ outcome: 'sign-out' })
    expect(signOut.headers.get('Set-Cookie')).toMatch(/__session=;/)
  })
})

describe('Add person', () => {
  it("invites once with the rules' messages", async () => {
    const cookie = await asha()
    await joined(cookie)
    const url = '/Video/add-person?appointmentId=1'
    const bad = await run(addPerson, post(url, { name: 'R', contact: 'nope' }, cookie))
    const reply = await readReply(bad)
    expect(reply.error).toEqual({
      name: ['Name must be at least 2 characters long.'],
      contact: ['Please enter a valid email address or Phone Number'],
    })
    const ok = await run(addPerson, post(url, { name: 'Ravi', contact: '9876543210' }, cookie))
    await expect(ok).toShowAlert({ type: 'success', message: 'Patient Added Successfully' })
    const again = await run(addPerson, post(url, { name: 'Meena', contact: 'meena@example.com' }, cookie))
    expect(await formErrors(again)).toEqual(['user already added, you are not allowed to join the consultation'])
  })

  it("says 'user already added' itself, whatever the service would answer to a second person", async () => {
    const cookie = await asha()
    const { consultationId } = await joined(cookie)
    const url = '/Video/add-person?appointmentId=1'
    await run(addPerson, post(url, { name: 'Ravi', contact: '9876543210' }, cookie))
    injectFault({
      method: 'post',
      path: `/consultation-service/consultations/${consultationId}/add-patient-external-care-taker`,
      kind: 'server-error',
    })
    const again = await run(addPerson, post(url, { name: 'Meena', contact: 'meena@example.com' }, cookie))
    expect(await formErrors(again)).toEqual(['user already added, you are not allowed to join the consultation'])
  })
})

describe('the attachment panel', () => {
  const url = '/Video/attachment?appointmentId=1'

  it("says 'Please add the file' without one, and refuses a file that is not png, jpg or pdf", async () => {
    const cookie = await asha()
    const none = await run(uploadAttachment, await multipart(url, [], cookie))
    expect(none).toRedirectTo('/Video?appointmentId=1')
    await expect(none).toShowAlert({ type: 'error', message: 'Please add the file' })
    const text = new TextEncoder().encode('plain text')
    const wrong = await run(
      uploadAttachment,
      await multipart(url, [{ field: 'files', name: 'notes.pdf', type: 'application/pdf', bytes: text }], cookie),
    )
    await expect(wrong).toShowAlert({ type: 'error', message: 'Kindly upload the valid file.' })
  })

  it('sends a pdf to the appointment (the failure text until the booking stand-in has the endpoint)', async () => {
    const cookie = await asha()
    const sent = await run(
      uploadAttachment,
      await multipart(
        url,
        [{ field: 'files', name: 'report.pdf', type: 'application/pdf', bytes: pdfBytes() }],
        cookie,
      ),
    )
    await expect(sent).toShowAlert({ message: /^(File uploaded|! Failed to upload files, please try again)$/ })
  })
})

describe('the guest', () => {
  async function invited() {
    const cookie = await asha()
    const { consultationId } = await joined(cookie)
    await run(
      addPerson,
      post('/Video/add-person?appointmentId=1', { name: 'Ravi', contact: 'ravi@example.com' }, cookie),
    )
    const { code, body } = await standIn.outbox.last()
    return { id: consultationId, code: code ?? '', link: invitationLinkIn(body) }
  }

  it('verifies, consents, joins and polls, with a cookie for that consultation only', async () => {
    const { id, code, link } = await invited()
    const verified = await run(verifyGuest, post(link, { name: 'Ravi Kumar', code }))
    expect(verified).toRedirectTo(`/CareTaker/consent?id=${id}`)
    const guest = cookiesAfter(verified)
    expect(verified.headers.get('Set-Cookie')).toMatch(/HttpOnly/i)
    expect(verified.headers.get('Set-Cookie')).toMatch(/Path=\/CareTaker/)

    // another consultation's page does not know this guest
    expect((await run(verifyPage, get(`/CareTaker?id=${id + 1}`, guest))).status).toBe(200)
    expect(await run(callPage, get(`/CareTaker/call?id=${id}`, guest))).toRedirectTo(`/CareTaker/consent?id=${id}`)

    const consented = await run(
      giveConsent,
      post(`/CareTaker/consent?id=${id}`, { name: 'Ravi', age: '34', relation: 'Son', agree: 'on' }, guest),
    )
    expect(consented).toRedirectTo(`/CareTaker/call?id=${id}`)
    const ready = cookiesAfter(consented)
    const join = await run(guestCall, post(`/CareTaker/status?id=${id}`, { intent: 'join' }, ready))
    expect((await readActionData<typeof guestCall>(join)).joinData).toHaveProperty('meetingId')
    const poll = async () =>
      (await readLoaderData<typeof guestPoll>(await run(guestPoll, get(`/CareTaker/status?id=${id}`, ready)))).outcome
    expect(await poll()).toBe('continue')
    await standIn.app().request(`/dev/consultations/${id}/close`, { method: 'POST' })
    expect(await poll()).toBe('closed')

    const left = await run(guestCall, post(`/CareTaker/status?id=${id}`, { intent: 'leave' }, ready))
    expect(left).toRedirectTo('/signin')
    expect(left.headers.get('Set-Cookie')).toMatch(/__guest_call=;/)
  })

  it('coming after the doctor closed the consultation, is told so rather than offered a retry, and loses access', async () => {
    const { id, code, link } = await invited()
    const guest = cookiesAfter(await run(verifyGuest, post(link, { name: 'Ravi Kumar', code })))
    const ready = cookiesAfter(
      await run(
        giveConsent,
        post(`/CareTaker/consent?id=${id}`, { name: 'Ravi', age: '34', relation: 'Son', agree: 'on' }, guest),
      ),
    )
    await standIn.app().request(`/dev/consultations/${id}/close`, { method: 'POST' })
    const join = await run(guestCall, post(`/CareTaker/status?id=${id}`, { intent: 'join' }, ready))
    expect(join.status).toBe(409)
    expect(await join.json()).toEqual({ outcome: 'closed' })
    expect((await run(guestPoll, get(`/CareTaker/status?id=${id}`, ready))).status).toBe(403)
  })

  it('turns away an unverified guest, and a rate-limited one', async () => {
    const { id } = await invited()
    expect(await run(callPage, get(`/CareTaker/call?id=${id}`))).toRedirectTo(`/CareTaker?id=${id}`)
    expect((await run(guestPoll, get(`/CareTaker/status?id=${id}`))).status).toBe(403)
    const limited = await run(verifyGuest, post(`/CareTaker?id=${id}`, { name: 'Ravi', code: '123456' }), {
      context: { rateLimit: { limited: true, retryAfterSeconds: 30 } },
    })
    expect(limited.status).toBe(429)
    expect((await readActionData<typeof verifyGuest>(limited)).refusal).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    )
  })
})
