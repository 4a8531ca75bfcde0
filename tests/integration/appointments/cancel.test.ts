import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { action, loader } from '~/routes/_app.myappointments.$appointmentId.cancel'
import { injectFault, server, SERVICES_URL } from '../../mocks/standin'
import { doctorNotifications } from '../../support/doctor-notifications'
import { readActionData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { appointmentRow } from './support'

const asha = () => signIn('asha', 'Asha@2026')
const dialog = (id: string, cookie: string) =>
  run(loader, get(`/myappointments/${id}/cancel`, cookie), { params: { appointmentId: id } })
const cancel = async (id: number, fields: Record<string, string>, cookie?: string) =>
  run(action, post(`/myappointments/${id}/cancel`, fields, cookie ?? (await asha())), {
    params: { appointmentId: String(id) },
  })
const errorOf = async (response: Response) => (await readActionData<typeof action>(response)).error

describe('cancel dialog', () => {
  it('shows the appointment and the form when it may be cancelled', async () => {
    const response = await dialog('3', await asha())
    expect(await response.json()).toMatchObject({
      appointment: { id: 3, doctor: 'Dr. Arjun Mehta' },
      refusal: null,
      loadError: null,
    })
  })

  it("refuses in the join window with 'Cannot cancel this appointment.' (appointment 1 is 10 minutes away)", async () => {
    const cookie = await asha()
    const page = await dialog('1', cookie)
    expect(await page.json()).toMatchObject({ refusal: 'Cannot cancel this appointment.' })
    const response = await cancel(1, { reason: 'x' }, cookie)
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toBe('Cannot cancel this appointment.')
    expect(appointmentRow(1)?.status).toBe('SCHEDULED')
  })

  it('cancels with the reason cut at 100 characters, tells the doctor, and says so on the dashboard', async () => {
    const response = await cancel(3, { reason: `Feeling better ${'x'.repeat(200)}` })
    expect(response).toRedirectTo('/myappointments')
    await expect(response).toShowAlert({ type: 'success', message: 'Appointment Cancelled Successfully!' })
    const row = appointmentRow(3)
    expect(row?.status).toBe('CANCELED')
    expect(row?.cancellation_reason).toHaveLength(100)
    expect(row?.cancellation_reason?.startsWith('Feeling better')).toBe(true)
    expect(doctorNotifications(1)).toEqual([
      { title: 'Appointment Cancelled', message: expect.stringMatching(/^Asha Verma cancelled/), appointment_id: 3 },
    ])
  })

  it('refuses what is not upcoming and what belongs to someone else', async () => {
    const cookie = await asha()
    expect(await errorOf(await cancel(4, {}, cookie))).toBe('Cannot cancel this appointment.')
    const other = await dialog('12', cookie)
    expect(await other.json()).toMatchObject({ appointment: null, loadError: 'We could not find that appointment.' })
    expect(await errorOf(await cancel(12, {}, cookie))).toBe('You are not allowed to access this appointment')
    expect(appointmentRow(12)?.status).toBe('SCHEDULED')
    const bad = await dialog('abc', cookie)
    expect(bad.status).toBe(404)
  })

  it("uses the cancel dialog's own texts for 401 and 500", async () => {
    const cookie = await asha()
    injectFault({ method: 'delete', path: '/appointment-service/appointments/:id', kind: 'server-error' })
    expect(await errorOf(await cancel(3, {}, cookie))).toBe('Internal server error')
    server.use(
      http.delete(`${SERVICES_URL}/appointment-service/appointments/:id`, () =>
        HttpResponse.json({ status: 401, error: 'Unauthorized', errorMessage: 'Unauthorized' }, { status: 401 }),
      ),
    )
    expect(await errorOf(await cancel(3, {}, cookie))).toBe('Unauthorized, please login again and try')
    expect(appointmentRow(3)?.status).toBe('SCHEDULED')
  })

  it('still cancels when telling the doctor fails', async () => {
    injectFault({ method: 'post', path: '/doctor-service/doctors/:id/notification', kind: 'refused' })
    const response = await cancel(3, {})
    expect(response.status).toBe(302)
    expect(appointmentRow(3)?.status).toBe('CANCELED')
  })

  it('gives the general problem text when the services do not answer', async () => {
    injectFault({ method: 'delete', path: '/appointment-service/appointments/:id', kind: 'timeout' })
    expect(await errorOf(await cancel(3, {}))).toBe('A Problem has Occurred, Please try again later')
  })
})
