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

  it('answers a helper with see the clinical record, the patient named by given name and initial alone', async () => {
    const standIn = makeStandIn()
    standIn.db
      .prepare(
        `INSERT INTO documents (patient_id, file_type, name, mime, data, created_at)
         VALUES (1, 'GOVT', 'aadhaar.pdf', 'application/pdf', x'25504446', '2026-03-01T10:00:00Z')`,
      )
      .run()
    const { bearer } = await standIn.delegatedBearer(['see'])
    const res = await standIn.app.request('/patient-service/patients/1/$summary', {
      headers: { Authorization: bearer },
    })
    expect(res.status).toBe(200)
    const text = await res.text()
    const bundle = JSON.parse(text) as { entry: { resource: { resourceType: string } }[] }
    const patient = bundle.entry.find((e) => e.resource.resourceType === 'Patient')?.resource
    expect(patient).toEqual({
      resourceType: 'Patient',
      name: [{ text: 'Asha V.' }],
      managingOrganization: { reference: expect.stringMatching(/^urn:uuid:/) },
    })
    for (const detail of ['Verma', '1990-04-12', '9876543210', 'asha.verma@example.com', 'SMH-000101', 'aadhaar.pdf'])
      expect(text).not.toContain(detail)
    const own = await (await standIn.get('/patient-service/patients/1/$summary', 'asha')).text()
    expect(own).toContain('aadhaar.pdf')
  })

  it('refuses a helper without see', async () => {
    const standIn = makeStandIn()
    const { bearer } = await standIn.delegatedBearer(['book', 'chat', 'call', 'documents'])
    const res = await standIn.app.request('/patient-service/patients/1/$summary', {
      headers: { Authorization: bearer },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'HELPER_SCOPE' })
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
