/** The guest caretaker's way in, as the security tests replay it against the stand-in. */
import { expect } from 'vitest'
import { action as addPerson } from '~/routes/_app.Video.add-person'
import { action as verifyGuest } from '~/routes/CareTaker'
import { action as giveConsent } from '~/routes/CareTaker_.consent'
import * as videoCallRoute from '~/routes/Video_.call.resource'
import { standIn } from '../mocks/standin'
import { cookiesAfter } from './cookies'
import { post } from './requests'
import { run } from './run'
import { signIn } from './sign-in'

/** Asha joins her call, invites a caretaker; the consultation id and the code the e-mail carried. */
export async function invitedGuest() {
  const cookie = await signIn('asha', 'Asha@2026')
  await run(videoCallRoute.action, post('/Video/call?appointmentId=1', { intent: 'join' }, cookie))
  return { cookie, ...(await invite(cookie)) }
}

/** Asha (signed in with `cookie`, in her call) invites a caretaker: the consultation id and the new code. */
export async function invite(cookie: string) {
  await run(addPerson, post('/Video/add-person?appointmentId=1', { name: 'Ravi', contact: 'ravi@example.com' }, cookie))
  const row = standIn.db().prepare<[], { id: number }>('SELECT id FROM consultations WHERE appointment_id = 1').get()
  const { code, body } = await standIn.outbox.last()
  return { id: row?.id ?? 0, code: code ?? '', mail: body }
}

/** The guest verifies with `code` from `clientAddress`: the answer. */
export const verifyAs = (id: number, code: string, clientAddress = '198.51.100.20', name = 'Ravi Kumar') =>
  run(verifyGuest, post(`/CareTaker?id=${id}`, { name, code }), { context: { clientAddress } })

/** The verified guest (its cookie) consents: the answer. */
export const consentAs = (id: number, guest: string) =>
  run(
    giveConsent,
    post(`/CareTaker/consent?id=${id}`, { name: 'Ravi', age: '34', relation: 'Son', agree: 'on' }, guest),
  )

/** Verifies with `code` and consents: the guest's cookie, ready for the call. */
export async function consentedGuest(id: number, code: string, clientAddress = '198.51.100.20') {
  const verified = await verifyAs(id, code, clientAddress)
  expect(verified).toRedirectTo(`/CareTaker/consent?id=${id}`)
  const consented = await consentAs(id, cookiesAfter(verified))
  expect(consented).toRedirectTo(`/CareTaker/call?id=${id}`)
  return cookiesAfter(consented)
}
