/** A guest caretaker invited through the stand-in services, for the guest pages' e2e tests. */
import { expect, type Page } from '@playwright/test'
import { PORTAL_URL, STANDIN_URL } from '../ports.ts'
import { outboxOf } from './outbox.ts'

const CS = `${STANDIN_URL}/consultation-service/consultations`

/** asha joins appointment 1 through the services and invites Ravi: the consultation id and his code. */
export async function invitedGuest(page: Page): Promise<{ id: number; code: string; link: string }> {
  const Authorization = await ashaBearer(page)
  const meeting = await page.request.post(`${CS}/consultation-meetings`, {
    headers: { Authorization },
    data: { appointmentId: 1, mediaRegion: 'ap-south-1' },
  })
  const { consultationId: id } = (await meeting.json()) as { consultationId: number }
  const added = await page.request.post(`${CS}/${id}/add-patient-external-care-taker`, {
    headers: { Authorization },
    data: {
      userName: 'Ravi',
      emailId: 'ravi@example.com',
      phoneNumber: '',
      meetingUrl: `${PORTAL_URL}/CareTaker?id=${id}`,
      patientDTO: { id: 1, firstName: 'Asha' },
    },
  })
  expect(added.ok()).toBe(true)
  const { code, body } = await outboxOf(page).last({ to: 'ravi@example.com' })
  const link = /(http\S+CareTaker\?id=\d+)/.exec(body)?.[1] ?? ''
  return { id, code: code ?? '', link: new URL(link).pathname + new URL(link).search }
}

/** asha's bearer header from the stand-in itself (to set up and check what the UI did). */
export async function ashaBearer(page: Page): Promise<string> {
  const form = new FormData()
  form.set('username', 'asha')
  form.set('password', 'Asha@2026')
  const login = await page.request.post(`${STANDIN_URL}/patient-service/login`, { multipart: form })
  return login.headers()['authorization'] ?? ''
}
