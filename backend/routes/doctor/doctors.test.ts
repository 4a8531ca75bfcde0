import { describe, expect, it } from 'vitest'
import { makeStandIn } from '../../test-support.ts'

const list = (mode: string, care = 1) =>
  `/doctor-service/doctors/?care-service-id=${care}&date=2026-03-10&consultation-mode=${mode}`

describe('/doctor-service/doctors/ (list)', () => {
  it('lists the doctors of a care service and mode in id order, in the shape of docs/rules/booking.md#data', async () => {
    const { get } = makeStandIn()
    const res = await get(list('PHYSICAL'), 'asha')
    expect(res.status).toBe(200)
    const doctors = (await res.json()) as { id: number }[]
    expect(doctors.map((d) => d.id)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 14])
    expect(doctors[0]).toEqual({
      id: 1,
      prefix: 'Dr.',
      firstName: 'Arjun',
      lastName: 'Mehta',
      gender: 'MALE',
      experienceYears: 12,
      aboutDoctor: expect.stringMatching(/^Dr\. Arjun Mehta/),
      photoStatus: 'ADDED',
      status: 'ACTIVE',
      languages: [
        { id: 1, name: 'English' },
        { id: 2, name: 'Hindi' },
      ],
      keywords: expect.arrayContaining([expect.objectContaining({ keyword: 'Hypertension' })]),
      doctorSpecialities: [
        { hospitalSpeciality: { id: 1, title: 'General Medicine' } },
        { hospitalSpeciality: { id: 2, title: 'Cardiology' } },
      ],
      slotDuration: [30],
      doctorCareServices: [{ careService: { id: 1 } }, { careService: { id: 2 } }, { careService: { id: 3 } }],
      feesDTO: [
        {
          consultationMode: 'ONLINE',
          fixedConsultationFees: 400,
          fromConsultationFees: null,
          toConsultationFees: null,
        },
        {
          consultationMode: 'PHYSICAL',
          fixedConsultationFees: 500,
          fromConsultationFees: null,
          toConsultationFees: null,
        },
      ],
    })
  })

  it('keeps the INACTIVE doctor in the online list with its status', async () => {
    const { get } = makeStandIn()
    const doctors = (await (await get(list('ONLINE', 2), 'asha')).json()) as { id: number; status: string }[]
    expect(doctors.find((d) => d.id === 13)?.status).toBe('INACTIVE')
  })

  it('400s a bad query and 401s without a token', async () => {
    const { app, get } = makeStandIn()
    expect(
      (await get('/doctor-service/doctors/?care-service-id=1&date=tomorrow&consultation-mode=ONLINE', 'asha')).status,
    ).toBe(400)
    expect((await app.request(list('ONLINE'))).status).toBe(401)
  })
})

describe('/doctor-service/doctors/ with doctor-id (ADR 65)', () => {
  it('lists only that doctor, and nobody when the doctor does not offer the care service and mode', async () => {
    const { get } = makeStandIn()
    const one = (await (await get(`${list('PHYSICAL')}&doctor-id=3`, 'asha')).json()) as { id: number }[]
    expect(one.map((d) => d.id)).toEqual([3])
    const full = (await (await get(list('PHYSICAL'), 'asha')).json()) as { id: number }[]
    expect(one[0]).toEqual(full.find((d) => d.id === 3))
    expect(await (await get(`${list('PHYSICAL')}&doctor-id=5`, 'asha')).json()).toEqual([])
    expect((await get(`${list('PHYSICAL')}&doctor-id=x`, 'asha')).status).toBe(400)
  })
})

describe('/doctor-service/doctors/{id}/images', () => {
  it('serves a photo and 404s a doctor without one', async () => {
    const { get } = makeStandIn()
    const res = await get('/doctor-service/doctors/1/images', 'asha')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml')
    expect((await get('/doctor-service/doctors/4/images', 'asha')).status).toBe(404)
  })
})

describe('/doctor-service/doctors/{patientId}/doctor-appointment-list', () => {
  it("lists the caller's appointments of the type with their doctor, newest first", async () => {
    const { get } = makeStandIn()
    const res = await get(
      '/doctor-service/doctors/1/doctor-appointment-list?appointment-type=ONLINE_CONSULTATION',
      'asha',
    )
    expect(res.status).toBe(200)
    const rows = (await res.json()) as { id: number; appointmentId: number }[]
    expect(rows.length).toBeGreaterThan(0)
    const ids = rows.map((r) => r.appointmentId)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it('with latest-per-doctor and care-service-id: each doctor of the care service once, with the newest appointment', async () => {
    const { get } = makeStandIn()
    const path = '/doctor-service/doctors/1/doctor-appointment-list?appointment-type=PHYSICAL_VISIT'
    type Row = { id: number; appointmentId: number; doctorCareServices: { careService: { id: number } }[] }
    const all = (await (await get(path, 'asha')).json()) as Row[]
    const latest = (await (await get(`${path}&latest-per-doctor=true&care-service-id=1`, 'asha')).json()) as Row[]
    const expected = all.filter(
      (r, i) => all.findIndex((o) => o.id === r.id) === i && r.doctorCareServices.some((s) => s.careService.id === 1),
    )
    expect(latest.map((r) => [r.id, r.appointmentId])).toEqual(expected.map((r) => [r.id, r.appointmentId]))
    expect(latest.length).toBeGreaterThan(0)
    expect(latest.length).toBeLessThan(all.length)
  })

  it("403s another patient's list", async () => {
    const { get } = makeStandIn()
    const res = await get('/doctor-service/doctors/2/doctor-appointment-list?appointment-type=PHYSICAL_VISIT', 'asha')
    expect(res.status).toBe(403)
  })
})

describe('filter values', () => {
  it('gives specialities and conditions, and wants a token', async () => {
    const { app, get } = makeStandIn()
    const specialities = (await (await get('/hospital-service/hospitals/1/hospital-specialities', 'asha')).json()) as {
      title: string
    }[]
    expect(specialities.map((s) => s.title)).toContain('Cardiology')
    const conditions = (await (await get('/config-service/conditions', 'asha')).json()) as { name: string }[]
    expect(conditions.map((s) => s.name)).toContain('Diabetes')
    expect((await app.request('/config-service/conditions')).status).toBe(401)
  })
})
