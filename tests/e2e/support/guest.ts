/** A guest caretaker invited as the portal's Add person does, for the guest pages' e2e tests. */
import { expect, type Page } from '@playwright/test'
import { guestLinkPath, newLinkKey, rememberInvitation } from '~/areas/guest-call.server'
import { callTitle } from '~/areas/video-call.server'
import { readClaims } from '~/domain/identity/claims'
import { getAppointment } from '~/services/appointment/list.server'
import { PORTAL_URL, STANDIN_URL } from '../ports.ts'
import { outboxOf } from './outbox.ts'
import { projectPortal, useSettingsOf } from './session.ts'

const CS = `${STANDIN_URL}/consultation-service/consultations`

/**
 * asha joins appointment 1 and invites Ravi: the services add him with a link of the portal's, which
 * carries the invitation's own key, and the portal remembers the invitation with that key, as its Add
 * person action does (so a link without the key is refused). Returns the consultation id, his code
 * and the link's path.
 */
export async function invitedGuest(page: Page): Promise<{ id: number; code: string; link: string }> {
  const Authorization = await ashaBearer(page)
  const meeting = await page.request.post(`${CS}/consultation-meetings`, {
    headers: { Authorization },
    data: { appointmentId: 1, mediaRegion: 'ap-south-1' },
  })
  const { consultationId: id } = (await meeting.json()) as { consultationId: number }
  const key = newLinkKey()
  const added = await page.request.post(`${CS}/${id}/add-patient-external-care-taker`, {
    headers: { Authorization },
    data: {
      userName: 'Ravi',
      emailId: 'ravi@example.com',
      phoneNumber: '',
      meetingUrl: new URL(guestLinkPath(id, key), PORTAL_URL).href,
      patientDTO: { id: 1, firstName: 'Asha' },
    },
  })
  expect(added.ok()).toBe(true)
  await rememberedInvitation(Authorization, id, key)
  const { code, body } = await outboxOf(page).last({ to: 'ravi@example.com' })
  const link = /(http\S+CareTaker\?id=\d+&key=[\w-]+)/.exec(body)?.[1] ?? ''
  return { id, code: code ?? '', link: new URL(link).pathname + new URL(link).search }
}

/** The invitation in the portal's shared store, written by the portal's own code. */
async function rememberedInvitation(Authorization: string, consultationId: number, key: string) {
  await useSettingsOf(projectPortal())
  const token = Authorization.replace(/^Bearer /, '')
  const claims = readClaims(token)
  if (!claims) throw new Error("invitedGuest: asha's token carries no patient")
  const appointment = await getAppointment({ ...claims, token }, 1)
  await rememberInvitation(
    claims.patientId,
    { consultationId, doctor: callTitle(appointment), startTime: appointment.startTime },
    key,
  )
}

/** asha's bearer header from the stand-in itself (to set up and check what the UI did). */
export async function ashaBearer(page: Page): Promise<string> {
  const form = new FormData()
  form.set('username', 'asha')
  form.set('password', 'Asha@2026')
  const login = await page.request.post(`${STANDIN_URL}/patient-service/login`, { multipart: form })
  return login.headers()['authorization'] ?? ''
}
