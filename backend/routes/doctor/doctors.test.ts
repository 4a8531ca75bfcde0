import { describe, expect, it } from 'vitest'
import { makeStandIn } from '../../test-support.ts'

const list = (mode: string, care = 1) =>
  `/doctor-service/doctors/?care-service-id=${care}&date=2026-03-10&consultation-mode=${mode}`

describe('/doctor-service/doctors/ (list)', () => {
  it('lists the doctors of a care service and mode in id order, in the spec shape', async () => {
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
