import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordGuestActivity } from '~/areas/activity.server'
import { addDays } from '~/domain/common/days'
import { dayIn } from '~/domain/common/format'
import { action as confirmationAction } from '~/routes/_app.confirmation/route'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { action as cancelAction } from '~/routes/_app.myappointments.$appointmentId.cancel'
import {
  action as rescheduleAction,
  loader as rescheduleLoader,
} from '~/routes/_app.myappointments.$appointmentId.reschedule'
import { action as profileAction } from '~/routes/_app.newProfile/route'
import { action as deleteAction } from '~/routes/_app.newProfile_.delete.$docId'
import { action as uploadAction } from '~/routes/_app.newProfile_.documents.$fileType.resource'
import { action as photoAction } from '~/routes/_app.newProfile_.photo.resource'
import { action as changePassword } from '~/routes/_app.resetpassword'
import { action as videoAction } from '~/routes/_app.Video'
import { action as guestStatus } from '~/routes/CareTaker_.status.resource'
import { action as requestAction } from '~/routes/forgot-password._index'
import { action as resetAction } from '~/routes/forgot-password.reset'
import { action as verifyAction } from '~/routes/forgot-password.verify'
import { action as logout } from '~/routes/logout'
import { action as signInAction } from '~/routes/signin'
import { action as consent } from '~/routes/UserConsentForm'
import { startSession } from '~/utils/session/session.server'
import { touchSession } from '~/utils/session/touch.server'
import { signPatientToken } from '../../../backend/index.ts'
import { standIn } from '../../mocks/standin'
import { cookiesAfter } from '../../support/cookies'
import { pdfBytes, pngBytes } from '../../support/files'
import { consentedGuest, invitedGuest, verifyAs } from '../../support/guest-invitation'
import { readLoaderData } from '../../support/read-response'
import { get, multipart, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { tomorrowsNoonSlot } from '../../support/slot'
import { documentRows, PROFILE_FORM } from '../profile/support'
import { fromPhone, inRequest, kindsOf } from './support'

/**
 * Every kind of the account activity, each from the action that makes it (docs/activity.md): one
 * action, one entry, recorded after the action succeeded. Asha is patient 1, Ravi 2, Kiran 5.
 */
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const asha = () => signIn('asha', 'Asha@2026')
const TZ = 'Asia/Kolkata'

/** The kinds `act` added to the patient's activity, newest first. */
async function added(patientId: number, act: () => Promise<unknown>) {
  const before = (await kindsOf(patientId)).length
  await inRequest(act)
  const after = await kindsOf(patientId)
  return after.slice(0, after.length - before)
}

describe('signing in and out', () => {
  it('a sign-in', async () => {
    expect(await added(5, () => signIn('kiran', 'Kiran@2026'))).toEqual(['signIn'])
  })

  it('a failed sign-in waits under the username and joins the activity at the next sign-in, at its own time', async () => {
    const failed = await inRequest(() =>
      run(signInAction, fromPhone(post('/signin', { username: ' Kiran ', password: 'wrong-password' }))),
    )
    expect(failed.status).toBe(400)
    expect(await kindsOf(5)).toEqual([])
    await inRequest(() => signIn('kiran', 'Kiran@2026'))
    expect(await kindsOf(5)).toEqual(['signIn', 'signInFailed'])
    // claimed once: the next sign-in brings no second copy
    await inRequest(() => signIn('kiran', 'Kiran@2026'))
    expect(await kindsOf(5)).toEqual(['signIn', 'signIn', 'signInFailed'])
  })

  it("a failed sign-in of a username nobody has answers exactly as one of a patient's, and lands nowhere", async () => {
    const attempt = (username: string) =>
      inRequest(() => run(signInAction, post('/signin', { username, password: 'wrong-password' })))
    const known = await attempt('kiran')
    const unknown = await attempt('nobody-here')
    expect(unknown.status).toBe(known.status)
    // the same words, the form given back as typed (the username), the password field empty
    const bodyOf = async (r: Response, username: string) => (await r.text()).replaceAll(username, '<username>')
    expect(await bodyOf(unknown, 'nobody-here')).toBe(await bodyOf(known, 'kiran'))
    expect(unknown.headers.get('Set-Cookie')).toBe(known.headers.get('Set-Cookie'))
    await inRequest(() => signIn('kiran', 'Kiran@2026'))
    expect(await kindsOf(5)).toEqual(['signIn', 'signInFailed'])
  })

  it('a sign-out', async () => {
    const cookie = await asha()
    expect(await added(1, () => run(logout, post('/logout', {}, cookie)))).toEqual(['signOut'])
  })

  it('a sign-out after the idle limit, when the browser comes back', async () => {
    const cookie = await asha()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 16 * 60_000)
    const kinds = await added(1, async () =>
      expect(await run(dashboard, get('/myappointments', cookie))).toRedirectTo('/signin'),
    )
    expect(kinds).toEqual(['signOutIdle'])
  })

  it('a sign-out at the absolute limit, however active the session was', async () => {
    const cookie = await asha()
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    for (let minutes = 14; minutes < 12 * 60; minutes += 14) {
      vi.setSystemTime(start + minutes * 60_000)
      await touchSession(get('/myappointments', cookie))
    }
    vi.setSystemTime(start + 12 * 3_600_000 + 1_000)
    const kinds = await added(1, async () =>
      expect(await run(dashboard, get('/myappointments', cookie))).toRedirectTo('/signin'),
    )
    expect(kinds).toEqual(['signOutLimit'])
  })
})

it("a sign-out at the token's end, as the services set it", async () => {
  const token = await signPatientToken(
    { user_id: 1, hospital_id: 1, login_status: 'NEXT_LOGIN', temporary_password: 'NO' },
    { expiresInSeconds: -60 },
  )
  const cookie = cookiesAfter(
    new Response(null, { headers: { 'Set-Cookie': await startSession(get('/signin'), token) } }),
  )
  const kinds = await added(1, async () =>
    expect(await run(dashboard, get('/myappointments', cookie))).toRedirectTo('/signin'),
  )
  expect(kinds).toEqual(['signOutLimit'])
})

describe('passwords and consent', () => {
  it('a password change', async () => {
    const cookie = await asha()
    const fields = { currentPassword: 'Asha@2026', newPassword: 'Fresh@Pass1', confirmPassword: 'Fresh@Pass1' }
    const kinds = await added(1, async () =>
      expect(await run(changePassword, post('/resetpassword', fields, cookie))).toRedirectTo('/myappointments'),
    )
    expect(kinds).toEqual(['passwordChanged'])
  })

  it('a password reset with a one-time code', async () => {
    let cookie = cookiesAfter(
      await run(requestAction, post('/forgot-password', { emailOrMobile: 'asha.verma@example.com' })),
    )
    const { code } = await standIn.outbox.last({ to: 'asha.verma@example.com' })
    const verified = await run(verifyAction, post('/forgot-password/verify', { otp: code ?? '' }, cookie))
    cookie = cookiesAfter(verified, cookie)
    const fields = { newPassword: 'Fresh@Pass1', confirmPassword: 'Fresh@Pass1' }
    const kinds = await added(1, async () =>
      expect(await run(resetAction, post('/forgot-password/reset', fields, cookie))).toRedirectTo(
        '/forgot-password/done',
      ),
    )
    expect(kinds).toEqual(['passwordReset'])
  })

  it('the consent at a first sign-in', async () => {
    const cookie = await signIn('ravi', 'Ravi@2026')
    const kinds = await added(2, async () =>
      expect(
        await run(consent, post('/UserConsentForm', { name: 'Ravi Kumar', relation: 'Self', agree: 'on' }, cookie)),
      ).toRedirectTo('/myappointments'),
    )
    expect(kinds).toEqual(['consentGiven'])
  })
})

describe('appointments', () => {
  it('a booking', async () => {
    const cookie = await asha()
    const slot = tomorrowsNoonSlot()
    const kinds = await added(1, async () => {
      const response = await run(
        confirmationAction,
        await multipart(`/confirmation?${new URLSearchParams(slot)}`, [], cookie, slot),
      )
      expect(response.headers.get('Location')).toMatch(/^\/SuccessPage\?appointmentId=\d+$/)
    })
    expect(kinds).toEqual(['appointmentBooked'])
  })

  it('a cancel', async () => {
    const cookie = await asha()
    const kinds = await added(1, async () => {
      const response = await run(cancelAction, post('/myappointments/3/cancel', { reason: 'Feeling better' }, cookie), {
        params: { appointmentId: '3' },
      })
      expect(response).toRedirectTo('/myappointments')
    })
    expect(kinds).toEqual(['appointmentCancelled'])
  })

  it('a reschedule', async () => {
    const cookie = await asha()
    const tomorrow = addDays(dayIn(TZ), 1)
    const page = await readLoaderData<typeof rescheduleLoader>(
      await run(rescheduleLoader, get(`/myappointments/3/reschedule?date=${tomorrow}`, cookie), {
        params: { appointmentId: '3' },
      }),
    )
    const kinds = await added(1, async () => {
      const response = await run(
        rescheduleAction,
        post('/myappointments/3/reschedule', { slot: page.slots![0]!.value }, cookie),
        { params: { appointmentId: '3' } },
      )
      expect(response).toRedirectTo('/myappointments')
    })
    expect(kinds).toEqual(['appointmentRescheduled'])
  })
})

describe('the profile', () => {
  const upload = async (cookie: string) =>
    run(
      uploadAction,
      await multipart(
        '/newProfile/documents/GOVT',
        [
          { field: 'files', name: 'aadhaar.pdf', type: 'application/pdf', bytes: pdfBytes() },
          { field: 'files', name: 'card.png', type: 'image/png', bytes: pngBytes() },
        ],
        cookie,
      ),
      { params: { fileType: 'GOVT' } },
    )

  it('a document upload: one entry for the upload, with how many files and nothing about them', async () => {
    const cookie = await asha()
    expect(await added(1, () => upload(cookie))).toEqual(['documentUploaded'])
    const [entry] = (await import('~/areas/activity.server').then((m) => m.activityPage(1, null, null))).entries
    expect(entry).toEqual({ at: expect.any(Number), kind: 'documentUploaded', count: 2, device: expect.any(Object) })
    expect(JSON.stringify(entry)).not.toMatch(/aadhaar|card|GOVT|pdf|png/i)
  })

  it('a document deleted', async () => {
    const cookie = await asha()
    await upload(cookie)
    const [doc] = documentRows()
    const kinds = await added(1, () =>
      run(deleteAction, post(`/newProfile/delete/${doc!.id}`, {}, cookie), { params: { docId: String(doc!.id) } }),
    )
    expect(kinds).toEqual(['documentDeleted'])
  })

  it('a photo uploaded, and one deleted', async () => {
    const cookie = await asha()
    const photo = async () =>
      run(
        photoAction,
        await multipart(
          '/newProfile/photo',
          [{ field: 'file', name: 'me.png', type: 'image/png', bytes: pngBytes() }],
          cookie,
          { intent: 'upload' },
        ),
      )
    expect(await added(1, photo)).toEqual(['photoChanged'])
    expect(await added(1, () => run(photoAction, post('/newProfile/photo', { intent: 'delete' }, cookie)))).toEqual([
      'photoChanged',
    ])
  })

  it('the profile saved', async () => {
    const cookie = await asha()
    const kinds = await added(1, async () =>
      expect(await run(profileAction, post('/newProfile?edit', PROFILE_FORM, cookie))).toRedirectTo('/newProfile'),
    )
    expect(kinds).toEqual(['profileSaved'])
  })

  it('a mobile number verified', async () => {
    const cookie = await asha()
    const draft = { firstName: 'Asha', state: 'Karnataka', phoneNumber: '9123456780' }
    const started = await run(profileAction, post('/newProfile?edit', { ...draft, intent: 'verify' }, cookie))
    const { verifying } = (await started.json()) as { verifying: { sent: number } }
    const { code } = await standIn.outbox.last({ channel: 'SMS' })
    const check = { ...draft, intent: 'check-otp', otpSent: String(verifying.sent), otp: code ?? '' }
    const kinds = await added(1, async () =>
      expect((await run(profileAction, post('/newProfile?edit', check, cookie))).status).toBe(200),
    )
    expect(kinds).toEqual(['mobileVerified'])
  })
})

describe('caretakers and their guests', () => {
  it("an invitation, the guest's code, the guest joining, and the caretaker removed", async () => {
    const { cookie, id, code } = await inRequest(() => invitedGuest())
    expect((await kindsOf(1)).slice(0, 1)).toEqual(['caretakerInvited'])
    // the guest's steps land in the activity of the patient who invited them, from the guest's device
    const verified = await added(1, () => verifyAs(id, 'wrong1'))
    expect(verified).toEqual([])
    const guest = await inRequest(() => consentedGuest(id, code))
    expect((await kindsOf(1))[0]).toBe('guestVerified')
    expect(
      await added(1, () => run(guestStatus, post(`/CareTaker/status?id=${id}`, { intent: 'join' }, guest))),
    ).toEqual(['guestJoined'])
    const removed = await added(1, () =>
      run(videoAction, post('/Video?appointmentId=1', { intent: 'remove-person' }, cookie)),
    )
    expect(removed).toEqual(['caretakerRemoved'])
  })

  it('records nothing for a consultation no one invited to', async () => {
    const { id } = await inRequest(() => invitedGuest())
    expect(await added(1, () => recordGuestActivity(id + 1000, 'guestVerified', fromPhone(get('/'))))).toEqual([])
  })
})
