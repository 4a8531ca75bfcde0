import { describe, expect, it } from 'vitest'
import { makeStandIn } from '../../test-support.ts'

describe('GET /patient-service/patients/:id/$summary', () => {
  it("answers the patient's own summary as a FHIR document, no-store", async () => {
    const { get } = makeStandIn()
    const res = await get('/patient-service/patients/1/$summary', 'asha')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/fhir+json')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const bundle = (await res.json()) as { type: string; entry: { resource: { resourceType: string } }[] }
    expect(bundle.type).toBe('document')
    expect(bundle.entry[0]?.resource.resourceType).toBe('Composition')
  })

  it("refuses another patient's summary", async () => {
    const { get } = makeStandIn()
    expect((await get('/patient-service/patients/5/$summary', 'asha')).status).toBe(403)
  })
})

describe('GET /appointment-service/appointments/:id/medical-data', () => {
  it('answers what was told at booking, with when', async () => {
    const { get } = makeStandIn()
    const res = await get('/appointment-service/appointments/4/medical-data', 'asha')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      appointmentId: 4,
      allergies: [{ name: 'Penicillin' }],
      drugSensitivities: [{ name: 'Ibuprofen' }],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
  })

  it('answers 404 for an appointment with none, 403 for another patient’s', async () => {
    const { get } = makeStandIn()
    expect((await get('/appointment-service/appointments/2/medical-data', 'asha')).status).toBe(404)
    expect((await get('/appointment-service/appointments/4/medical-data', 'kiran')).status).toBe(403)
  })
})
