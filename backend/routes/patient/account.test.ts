import { describe, expect, it } from 'vitest'
import { makeStandIn } from '../../test-support.ts'

describe('/patient-service/patients/{id}', () => {
  it('gives the account status', async () => {
    const { get } = makeStandIn()
    const res = await get('/patient-service/patients/1/status', 'asha')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ACTIVE' })
  })

  it('gives the profile in the shape of docs/rules/profile.md#data', async () => {
    const { get } = makeStandIn()
    const res = await get('/patient-service/patients/1', 'asha')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: 1,
      firstName: 'Asha',
      middleName: null,
      lastName: 'Verma',
      dateOfBirth: '1990-04-12',
      gender: 'FEMALE',
      email: 'asha.verma@example.com',
      phoneNumber: '9876543210',
      verificationStatus: 'verified',
      occupation: 'School teacher',
      education: 'Postgraduate',
      medicalHistory: 'Mild hypertension since 2021; allergic to penicillin',
      medicalInformation: 'Amlodipine 5 mg daily',
      therapy: 'To keep mild hypertension under control',
      medicalRecordNumber: 'SMH-000101',
      houseNumber: '42',
      buildingName: 'Lakeview Apartments',
      streetName: '5th Cross, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560038',
      hospital: { id: 1 },
      patientPreferredLanguagesDTOs: [{ name: 'English' }, { name: 'Hindi' }],
      patientCareServices: [
        { careService: { id: 1, title: 'Physical Visit' } },
        { careService: { id: 2, title: 'Online Consultation' } },
      ],
      status: 'ACTIVE',
    })
  })

  it('gives null for what a new patient has not filled in', async () => {
    const { get } = makeStandIn()
    const body = await (await get('/patient-service/patients/2', 'ravi')).json()
    expect(body).toMatchObject({
      id: 2,
      firstName: 'Ravi',
      occupation: null,
      pinCode: null,
      patientPreferredLanguagesDTOs: [],
    })
  })
})

describe('/patient-service/patients/{id}/notification-flag', () => {
  const path = '/patient-service/patients/1/notification-flag'

  it('reads the seeded flag', async () => {
    const { get } = makeStandIn()
    const res = await get(`${path}?pageSize=1`, 'asha')
    expect(await res.json()).toEqual({ patientNotificationStatusDTOs: [{ status: true }] })
    const ravi = await get('/patient-service/patients/2/notification-flag?pageSize=1', 'ravi')
    expect(await ravi.json()).toEqual({ patientNotificationStatusDTOs: [{ status: false }] })
  })

  it('sets the flag, and the next read sees it', async () => {
    const { app, bearerFor } = makeStandIn()
    const Authorization = await bearerFor('asha')
    const set = (status: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { Authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify({ status }),
      })
    const res = await set(false)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: false })
    const read = await app.request(`${path}?pageSize=1`, { headers: { Authorization } })
    expect(await read.json()).toEqual({ patientNotificationStatusDTOs: [{ status: false }] })

    expect((await set(true)).status).toBe(200)
    const again = await app.request(path, { headers: { Authorization } })
    expect(await again.json()).toEqual({ patientNotificationStatusDTOs: [{ status: true }] })
  })

  it('refuses a body without a boolean status', async () => {
    const { app, bearerFor } = makeStandIn()
    const res = await app.request(path, {
      method: 'POST',
      headers: { Authorization: await bearerFor('asha'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'yes' }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ status: 400, errorMap: { status: expect.any(String) } })
  })
})
