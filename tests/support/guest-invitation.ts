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

/** The link of each consultation's latest invitation, as its e-mail carried it: the invited caretaker opens that one. */
const links = new Map<number, string>()

/** Asha (signed in with `cookie`, in her call) invites a caretaker: the consultation id, the new code and the link. */
export async function invite(cookie: string) {
  await run(addPerson, post('/Video/add-person?appointmentId=1', { name: 'Ravi', contact: 'ravi@example.com' }, cookie))
  const row = standIn.db().prepare<[], { id: number }>('SELECT id FROM consultations WHERE appointment_id = 1').get()
  const { code, body } = await standIn.outbox.last()
  const id = row?.id ?? 0
  const link = invitationLinkIn(body)
  links.set(id, link)
  return { id, code: code ?? '', mail: body, link }
}

/** The guest's page an invitation e-mail links to (its path and query). */
export function invitationLinkIn(mail: string) {
  const link = new URL(/https?:\/\/\S+/.exec(mail)?.[0] ?? 'http://portal.test/')
  return `${link.pathname}${link.search}`
}

/** The guest verifies with `code` from `clientAddress`, on the invitation's link: the answer. */
export const verifyAs = (id: number, code: string, clientAddress = '198.51.100.20', name = 'Ravi Kumar') =>
  verifyOn(links.get(id) ?? `/CareTaker?id=${id}`, code, clientAddress, name)

/** Someone verifies with `code` on the page at `path` (a link they made up, or the invitation's). */
export const verifyOn = (path: string, code: string, clientAddress = '198.51.100.20', name = 'Ravi Kumar') =>
  run(verifyGuest, post(path, { name, code }), { context: { clientAddress } })

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
