import { describe, expect, it } from 'vitest'
import { makeStandIn, NOW } from '../../test-support.ts'
import { sniff } from './profile.ts'

const PATCH = {
  firstName: 'Asha',
  lastName: 'Verma',
  gender: 'FEMALE',
  dateOfBirth: '1990-04-12',
  state: 'Karnataka',
  city: 'Mysuru',
  pinCode: '570001',
  phoneNumber: '9876543210',
  patientPreferredLanguagesDTOs: [{ name: 'Hindi' }],
  patientCareServices: [{ careService: { id: 2 } }],
  address: '',
  zipCode: '',
}

describe('profile contract (docs/rules/profile.md#service-calls)', () => {
  it('PATCHes the profile and answers bad fields with a 400 errorMap', async () => {
    const { app, bearerFor, get } = makeStandIn()
    const auth = await bearerFor('asha')
    const patch = (body: unknown) =>
      app.request('/patient-service/patients/1', {
        method: 'PATCH',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await patch(PATCH)).status).toBe(200)
    expect(await (await get('/patient-service/patients/1', 'asha')).json()).toMatchObject({
      city: 'Mysuru',
      verificationStatus: 'verified',
      patientPreferredLanguagesDTOs: [{ name: 'Hindi' }],
      patientCareServices: [{ careService: { id: 2, title: 'Online Consultation' } }],
    })
    const bad = await patch({ ...PATCH, firstName: 'A', pinCode: '1' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errorMap: Record<string, string> }).errorMap).toEqual({
      firstName: 'must be at least 2 characters',
      pinCode: 'must be 2 to 10 characters',
    })
    expect((await patch({ ...PATCH, phoneNumber: '9000000000' })).status).toBe(200)
    expect(await (await get('/patient-service/patients/1', 'asha')).json()).toMatchObject({ verificationStatus: null })
    // another patient's profile is not writable
    const other = await app.request('/patient-service/patients/5', {
      method: 'PATCH',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(PATCH),
    })
    expect(other.status).toBe(403)
  })

  it('gives the mailing address, states, cities by state, languages and care services', async () => {
    const { get } = makeStandIn()
    expect(await (await get('/patient-service/patients/mailing-address/1', 'asha')).json()).toEqual({
      buildingName: 'Lakeview Apartments',
      houseNumber: '42',
      streetName: '5th Cross, Indiranagar',
      pinCode: '560038',
      state: 'Karnataka',
      city: 'Bengaluru',
    })
    const states = (await (await get('/config-service/states', 'asha')).json()) as { id: number; name: string }[]
    const karnataka = states.find((s) => s.name === 'Karnataka')
    const cities = (await (await get(`/config-service/cities/state/${karnataka?.id}`, 'asha')).json()) as {
      name: string
    }[]
    expect(cities.map((c) => c.name)).toEqual(['Bengaluru', 'Hubballi', 'Mangaluru', 'Mysuru'])
    expect((await get('/config-service/cities/state/999', 'asha')).status).toBe(404)
    expect(await (await get('/config-service/languages', 'asha')).json()).toContainEqual({ id: 1, name: 'English' })
    expect(await (await get('/hospital-service/hospitals/1/care-services', 'asha')).json()).toContainEqual({
      id: 1,
      title: 'Physical Visit',
    })
  })

  it('keeps documents by fileType and checks their content', async () => {
    const { app, bearerFor } = makeStandIn()
    const auth = await bearerFor('asha')
    const post = (fileType: string, bytes: string, name = 'a.pdf') => {
      const form = new FormData()
      form.append('files', new File([bytes], name))
      return app.request(`/patient-service/patients/1/documents?fileType=${fileType}`, {
        method: 'POST',
        headers: { Authorization: auth },
        body: form,
      })
    }
    expect((await post('GOVT', '%PDF-1.4 x')).status).toBe(200)
    expect((await post('GOVT', '<html>', 'lie.pdf')).status).toBe(415)
    expect((await post('OTHER', '%PDF-1.4 x')).status).toBe(400)
    const list = (await (
      await app.request('/patient-service/patients/1/documents?fileType=GOVT', { headers: { Authorization: auth } })
    ).json()) as { id: number; name: string; location: string }[]
    expect(list).toEqual([
      {
        id: expect.any(Number),
        name: 'a.pdf',
        location: expect.stringMatching(/documents\/\d+$/),
        createdAt: NOW.toISOString(),
      },
    ])
    const file = await app.request(`/patient-service/patients/1/documents/${list[0]?.id}`, {
      headers: { Authorization: auth },
    })
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    const del = () =>
      app.request(`/patient-service/patients/1/documents/${list[0]?.id}`, {
        method: 'DELETE',
        headers: { Authorization: auth },
      })
    expect((await del()).status).toBe(200)
    expect((await del()).status).toBe(404)
  })

  it('sends a four-digit code to the outbox and verifies it once', async () => {
    const { app, db, bearerFor, get } = makeStandIn()
    const auth = await bearerFor('asha')
    const send = await app.request(
      '/patient-service/patients/1/send-phone-number-verification-code?phone-number=9123456780&hospital-id=1',
      { method: 'POST', headers: { Authorization: auth } },
    )
    expect(send.status).toBe(200)
    const { code } = db.prepare<[], { code: string }>(`SELECT code FROM outbox ORDER BY id DESC LIMIT 1`).get() ?? {
      code: '',
    }
    expect(code).toMatch(/^\d{4}$/)
    const verify = (otp: string) =>
      app.request(`/patient-service/patients/1/verify-otp?otp=${otp}&phone-number=9123456780`, {
        method: 'POST',
        headers: { Authorization: auth },
      })
    expect(await (await verify(code === '0000' ? '1111' : '0000')).json()).toEqual({ data: false })
    expect(await (await verify(code)).json()).toEqual({ data: true })
    expect(await (await verify(code)).json()).toEqual({ data: false })
    expect(await (await get('/patient-service/patients/1', 'asha')).json()).toMatchObject({
      phoneNumber: '9123456780',
      verificationStatus: 'verified',
    })
  })

  it('sniffs file kinds', () => {
    expect(sniff(new TextEncoder().encode('%PDF-1.4'))).toBe('pdf')
    expect(sniff(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(sniff(new TextEncoder().encode('hello'))).toBeNull()
  })
})
