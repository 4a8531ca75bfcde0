/**
 * The guarantees of docs/security.md that live in the routes, each replayed as the request that
 * once broke it: loaders and actions run against the stand-in, as in tests/integration/. (The
 * server's own checks: request-guard.test.ts; the timing of sign-in and what needs processes:
 * backend/login.test.ts and tests/e2e/server.spec.ts.)
 */
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { loader as rootLoader } from '~/root'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { loader as documentLoader } from '~/routes/_app.newProfile_.document.$docId.resource'
import { action as uploadDocuments } from '~/routes/_app.newProfile_.documents.$fileType.resource'
import { action as photoAction } from '~/routes/_app.newProfile_.photo.resource'
import { loader as detail } from '~/routes/_app.specificAppointment/route'
import { action as videoAction } from '~/routes/_app.Video'
import { action as addPerson } from '~/routes/_app.Video.add-person'
import { type action as verifyGuest } from '~/routes/CareTaker'
import { loader as callPage } from '~/routes/CareTaker_.call'
import { action as guestCall, loader as guestPoll } from '~/routes/CareTaker_.status.resource'
import { action as askForCode } from '~/routes/forgot-password._index'
import * as videoCallRoute from '~/routes/Video_.call.resource'
import { resetEnvCache } from '~/utils/env.server'
import { FILE_CSP } from '~/utils/request/http.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { documentRows } from '../integration/profile/support'
import { server, SERVICES_URL, standIn } from '../mocks/standin'
import { cookiesAfter } from '../support/cookies'
import { pdfBytes, pngBytes } from '../support/files'
import { consentedGuest, invitedGuest, verifyAs } from '../support/guest-invitation'
import { readActionData, readLoaderData } from '../support/read-response'
import { formErrors } from '../support/reply'
import { get, multipart, post } from '../support/requests'
import { run } from '../support/run'
import { signIn } from '../support/sign-in'

const asha = () => signIn('asha', 'Asha@2026')

afterEach(() => {
  delete process.env.PUBLIC_URL
  resetEnvCache()
})

const opensCall = async (id: number, guest: string) =>
  (await run(callPage, get(`/CareTaker/call?id=${id}`, guest))).status === 200

describe('no GET changes state', () => {
  it('the call poll and join are posts: /Video/call has no loader', () => {
    expect('loader' in videoCallRoute).toBe(false)
  })

  it('opening the chat page does not join the channel', async () => {
    const status = () =>
      standIn.db().prepare(`SELECT patient_channel_join_status AS s FROM appointments WHERE id = 2`).get()
    const before = status()
    expect((await run(detail, get('/specificAppointment?appointmentId=2', await asha()))).status).toBe(200)
    expect(status()).toEqual(before)
  })
})

describe('a malformed tz cookie', () => {
  it('is ignored: the hospital zone, and the dashboard opens', async () => {
    expect(getTimeZone(get('/myappointments', 'tz=%'))).toBe('Asia/Kolkata')
    const cookie = await asha()
    expect((await run(dashboard, get('/myappointments', `${cookie}; tz=%`))).status).toBe(200)
  })

  it('names a zone this server knows, or none, however often it comes', () => {
    for (let page = 0; page < 2; page++) {
      expect(getTimeZone(get('/myappointments', 'tz=Europe%2FLondon'))).toBe('Europe/London')
      expect(getTimeZone(get('/myappointments', 'tz=Mars%2FOlympus'))).toBe('Asia/Kolkata')
    }
  })
})

describe('a guest code is used once; a guest cookie ends with the guest', () => {
  it('a second verification with a spent code fails', async () => {
    const { id, code } = await invitedGuest()
    await consentedGuest(id, code)
    const again = await verifyAs(id, code, '198.51.100.20', 'Mallory')
    expect(again.status).toBe(400)
    expect((await readActionData<typeof verifyGuest>(again)).refusal).toBe(
      'This code has already been used. Please ask the patient to invite you again.',
    )
  })

  it('a copy of the cookie stops opening the call when the guest leaves', async () => {
    const { id, code } = await invitedGuest()
    const guest = await consentedGuest(id, code)
    const copy = guest
    expect(await opensCall(id, copy)).toBe(true)
    await run(guestCall, post(`/CareTaker/status?id=${id}`, { intent: 'leave' }, guest))
    expect(await opensCall(id, copy)).toBe(false)
  })

  it('… when the patient removes the guest', async () => {
    const { cookie, id, code } = await invitedGuest()
    const guest = await consentedGuest(id, code)
    await run(guestCall, post(`/CareTaker/status?id=${id}`, { intent: 'join' }, guest))
    const removed = await run(videoAction, post('/Video?appointmentId=1', { intent: 'remove-person' }, cookie))
    await expect(removed).toShowAlert({ type: 'success' })
    expect(await opensCall(id, guest)).toBe(false)
  })

  it('… when the consultation ends', async () => {
    const { id, code } = await invitedGuest()
    const guest = await consentedGuest(id, code)
    await run(guestCall, post(`/CareTaker/status?id=${id}`, { intent: 'join' }, guest))
    await standIn.app().request(`/dev/consultations/${id}/close`, { method: 'POST' })
    const poll = await run(guestPoll, get(`/CareTaker/status?id=${id}`, guest))
    expect((await readLoaderData<typeof guestPoll>(poll)).outcome).toBe('closed')
    expect(await opensCall(id, guest)).toBe(false)
    // leaving still works, and ends at sign-in
    expect(await run(guestCall, post(`/CareTaker/status?id=${id}`, { intent: 'leave' }, guest))).toRedirectTo('/signin')
  })
})

describe('forgot password is limited per target too', () => {
  it('the sixth code for one e-mail address in 15 minutes waits, from any address', async () => {
    const ask = (i: number) =>
      run(askForCode, post('/forgot-password', { emailOrMobile: 'asha.verma@example.com' }), {
        context: { clientAddress: `198.51.100.${i}` },
      })
    for (let i = 0; i < 5; i++) expect((await ask(i)).status).not.toBe(429)
    const sixth = await ask(99)
    expect(sixth.status).toBe(429)
    expect(await formErrors(sixth)).toEqual([expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds/)])
  })
})

describe('the smaller guarantees', () => {
  it("every sign-in starts an empty session: the previous patient's alert is gone", async () => {
    const kiran = await signIn('kiran', 'Kiran@2026')
    const pending = await redirectWithAlert(get('/myappointments', kiran), '/myappointments', {
      type: 'error',
      message: "Kiran's pending alert",
    })
    const withAlert = cookiesAfter(pending, kiran)
    const { action: signInAction } = await import('~/routes/signin')
    const signedIn = await run(signInAction, post('/signin', { username: 'asha', password: 'Asha@2026' }, withAlert))
    const next = await run(rootLoader, get('/myappointments', cookiesAfter(signedIn, withAlert)))
    expect((await readLoaderData<typeof rootLoader>(next)).alert).toBeNull()
  })

  it("the caretaker's invitation link comes from PUBLIC_URL, not the request's Host", async () => {
    process.env.PUBLIC_URL = 'https://portal.hospital.example'
    resetEnvCache()
    const cookie = await asha()
    await run(videoCallRoute.action, post('/Video/call?appointmentId=1', { intent: 'join' }, cookie))
    const hostile = new Request('http://attacker.example/Video/add-person?appointmentId=1', {
      method: 'POST',
      body: new URLSearchParams({ name: 'Ravi', contact: 'ravi@example.com' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    })
    await run(addPerson, hostile)
    const { body } = await standIn.outbox.last()
    expect(body).toContain('https://portal.hospital.example/CareTaker?id=')
    expect(body).not.toContain('attacker.example')
  })

  it('a PNG that decodes to 20,000 × 20,000 is refused as the profile photo', async () => {
    const bytes = pngBytes()
    new DataView(bytes.buffer).setUint32(16, 20_000)
    new DataView(bytes.buffer).setUint32(20, 20_000)
    const response = await run(
      photoAction,
      await multipart(
        '/newProfile/photo',
        [{ field: 'file', name: 'bomb.png', type: 'image/png', bytes }],
        await asha(),
        {
          intent: 'upload',
        },
      ),
    )
    await expect(response).toShowAlert({
      type: 'error',
      message: 'This photo has too many pixels. Please choose one of at most 10000 × 10000 pixels.',
    })
  })

  it('an inline document gets the sandbox CSP, and no second nosniff (server/ sends one)', async () => {
    const cookie = await asha()
    await run(
      uploadDocuments,
      await multipart(
        '/newProfile/documents/GOVT',
        [{ field: 'files', name: 'id.pdf', type: 'application/pdf', bytes: pdfBytes() }],
        cookie,
      ),
      { params: { fileType: 'GOVT' } },
    )
    const [doc] = documentRows()
    const file = await run(documentLoader, get(`/newProfile/document/${doc?.id}`, cookie), {
      params: { docId: String(doc?.id) },
    })
    expect(file.headers.get('Content-Disposition')).toMatch(/^inline/)
    expect(file.headers.get('Content-Security-Policy')).toBe(FILE_CSP)
    expect(file.headers.get('X-Content-Type-Options')).toBeNull()
  })

  it('an appointment answered without a patient counts as foreign', async () => {
    server.use(
      http.get(`${SERVICES_URL}/appointment-service/appointments/:id`, async ({ request }) => {
        const url = new URL(request.url)
        const real = await standIn.app().request(`${url.pathname}${url.search}`, { headers: request.headers })
        const body = (await real.json()) as { patient?: unknown }
        delete body.patient
        return HttpResponse.json(body)
      }),
    )
    const response = await run(detail, get('/specificAppointment?appointmentId=2', await asha()))
    expect(response.status).toBe(404)
  })
})
