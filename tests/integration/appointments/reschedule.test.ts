import { describe, expect, it } from 'vitest'
import { addDays } from '~/domain/common/days'
import { dayIn } from '~/domain/common/format'
import { action, loader } from '~/routes/_app.myappointments.$appointmentId.reschedule'
import { injectFault } from '../../mocks/standin'
import { doctorNotifications } from '../../support/doctor-notifications'
import { readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { appointmentRow } from './support'

const asha = () => signIn('asha', 'Asha@2026')
const TZ = 'Asia/Kolkata'
const open = async (id: number, query = '', cookie?: string) => {
  const response = await run(loader, get(`/myappointments/${id}/reschedule${query}`, cookie ?? (await asha())), {
    params: { appointmentId: String(id) },
  })
  expect(response.status).toBe(200)
  return readLoaderData<typeof loader>(response)
}
const confirm = async (id: number, fields: Record<string, string>, cookie?: string) =>
  run(action, post(`/myappointments/${id}/reschedule`, fields, cookie ?? (await asha())), {
    params: { appointmentId: String(id) },
  })

describe('reschedule dialog', () => {
  it("offers that doctor's free slots on the appointment's day, from today to 7 days after it", async () => {
    // appointment 3: Dr. Arjun Mehta, online, in 3 days at 18:00 (his online hours are 17:00-21:00)
    const page = await open(3)
    const appointmentDay = addDays(dayIn(TZ), 3)
    expect(page.refusal).toBeNull()
    expect(page.day).toBe(appointmentDay)
    expect(page.range).toEqual({ min: dayIn(TZ), max: addDays(appointmentDay, 7) })
    expect(page.slots?.map((s) => s.label)).toEqual([
      '05:00 PM',
      '05:30 PM',
      // 06:00 PM is this appointment itself
      '06:30 PM',
      '07:00 PM',
      '07:30 PM',
      '08:00 PM',
      '08:30 PM',
    ])
  })

  it('clamps the date into the allowed range', async () => {
    const cookie = await asha()
    const late = await open(3, `?date=${addDays(dayIn(TZ), 30)}`, cookie)
    expect(late.day).toBe(addDays(dayIn(TZ), 10))
    const early = await open(3, '?date=2020-01-01', cookie)
    expect(early.day).toBe(dayIn(TZ))
  })

  it('moves the appointment to a slot on another day; the old slot is free again; the doctor is told', async () => {
    const cookie = await asha()
    const tomorrow = addDays(dayIn(TZ), 1)
    const page = await open(3, `?date=${tomorrow}`, cookie)
    const slot = page.slots?.[0]
    expect(slot?.label).toBe('05:00 PM')
    const oldStart = appointmentRow(3)?.start_time
    const response = await confirm(3, { slot: slot!.value }, cookie)
    expect(response.status).toBe(302)
    await expect(response).toShowAlert({ type: 'success', message: 'Appointment Rescheduled Successfully!' })
    const [start, end] = slot!.value.split('|')
    expect(appointmentRow(3)).toMatchObject({ status: 'SCHEDULED', start_time: start, end_time: end })
    const oldDay = await open(3, `?date=${addDays(dayIn(TZ), 3)}`, cookie)
    expect(oldDay.slots?.map((s) => s.start)).toContain(oldStart)
    expect(doctorNotifications(1)).toEqual([
      { title: 'Appointment Rescheduled', message: expect.stringMatching(/^Asha Verma moved/), appointment_id: 3 },
    ])
  })

  it("refuses a confirm without a slot: 'Please select slot time!'", async () => {
    for (const fields of [{}, { slot: '' }, { slot: 'nonsense' }] as Record<string, string>[]) {
      const response = await confirm(3, fields)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Please select slot time!' })
    }
  })

  it('refuses a posted slot outside the date range', async () => {
    const cookie = await asha()
    const far = await open(3, `?date=${addDays(dayIn(TZ), 10)}`, cookie)
    const slot = far.slots![0]!
    // a day later than allowed: shift the same wall-clock slot by one day
    const [start, end] = slot.value.split('|').map((v) => new Date(Date.parse(v!) + 86_400_000).toISOString())
    const response = await confirm(3, { slot: `${start}|${end}` }, cookie)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Please select slot time!' })
    expect(appointmentRow(3)?.start_time).not.toBe(start)
  })

  it("shows the services' text when the slot was taken meanwhile", async () => {
    const cookie = await asha()
    const page = await open(2, '', cookie) // physical visit with Dr. Alex Fernandes tomorrow
    const slot = page.slots![0]!
    // kiran's appointment 12 is with the same doctor: pretend it took the slot first
    const [start, end] = slot.value.split('|')
    const { standIn } = await import('../../mocks/standin')
    standIn
      .db()
      .prepare('UPDATE appointments SET start_time = ?, end_time = ?, type = ? WHERE id = 12')
      .run(start, end, 'PHYSICAL_VISIT')
    const response = await confirm(2, { slot: slot.value }, cookie)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'The selected slot is not available' })
  })

  it('is closed within 5 minutes of the start and for appointments that are not upcoming', async () => {
    const cookie = await asha()
    const { standIn } = await import('../../mocks/standin')
    standIn
      .db()
      .prepare('UPDATE appointments SET start_time = ? WHERE id = 1')
      .run(new Date(Date.now() + 4 * 60_000).toISOString())
    expect((await open(1, '', cookie)).refusal).toBe('This appointment can no longer be rescheduled.')
    expect((await open(4, '', cookie)).refusal).toBe('This appointment can no longer be rescheduled.')
    const response = await confirm(4, { slot: '2030-01-01T00:00:00.000Z|2030-01-01T00:30:00.000Z' }, cookie)
    expect(await response.json()).toEqual({ error: 'This appointment can no longer be rescheduled.' })
  })

  it('still opens when the slots cannot be loaded, and maps 500 on confirm', async () => {
    const cookie = await asha()
    injectFault({ path: '/doctor-service/doctors/:id/appointment-slots', kind: 'server-error' })
    expect((await open(3, '', cookie)).slots).toBeNull()
    injectFault({
      method: 'patch',
      path: '/appointment-service/appointments/:id/reschedule-appointment',
      kind: 'server-error',
    })
    const tomorrow = addDays(dayIn(TZ), 1)
    const slot = `${tomorrow}T11:30:00.000Z|${tomorrow}T12:00:00.000Z` // 17:00-17:30 in Kolkata
    const response = await confirm(3, { slot }, cookie)
    expect(await response.json()).toEqual({ error: 'Internal server Error!' })
  })
})
