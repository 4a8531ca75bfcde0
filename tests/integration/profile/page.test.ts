import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { action, loader } from '~/routes/_app.newProfile/route'
import { injectFault, server, SERVICES_URL, standIn } from '../../mocks/standin'
import { readActionData, readLoaderData } from '../../support/read-response'
import { readReply } from '../../support/reply'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { patientRow, PROFILE_FORM as FORM } from './support'

const asha = () => signIn('asha', 'Asha@2026')

describe('profile page', () => {
  it('loads the profile, the states, the cities of its state, languages and the two consultation modes', async () => {
    const response = await run(loader, get('/newProfile', await asha()))
    const data = await readLoaderData<typeof loader>(response)
    expect(data.profile).toMatchObject({
      firstName: 'Asha',
      dateOfBirth: '1990-04-12',
      state: 'Karnataka',
      city: 'Bengaluru',
      pinCode: '560038',
      address: 'Lakeview Apartments',
      email: 'asha.verma@example.com',
      verificationStatus: 'verified',
    })
    expect(data.states).toContain('Karnataka')
    expect(data.cities).toEqual(['Bengaluru', 'Hubballi', 'Mangaluru', 'Mysuru'])
    expect(data.languages).toContain('Kannada')
    expect(data.modes).toEqual({ physical: true, online: true })
    expect(data.editing).toBe(false)
    expect(data.base).toBe('newProfile')
    expect(data.documents).toEqual({
      GOVT: { items: [], page: 1, last: 1 },
      ADDRESS: { items: [], page: 1, last: 1 },
      MEDICALHISTORY: { items: [], page: 1, last: 1 },
    })
  })

  it("pages each type's documents by 10 (?<type>-page=)", async () => {
    const insert = standIn
      .db()
      .prepare(
        `INSERT INTO documents (patient_id, file_type, name, mime, data, created_at) VALUES (1, 'GOVT', ?, 'application/pdf', x'25504446', ?)`,
      )
    for (let i = 1; i <= 23; i++) insert.run(`id-${i}.pdf`, new Date().toISOString())
    const cookie = await asha()
    const first = await readLoaderData<typeof loader>(await run(loader, get('/newProfile', cookie)))
    expect(first.documents!.GOVT).toMatchObject({ page: 1, last: 3 })
    expect(first.documents!.GOVT?.items).toHaveLength(10)
    const third = await readLoaderData<typeof loader>(await run(loader, get('/newProfile?GOVT-page=3', cookie)))
    expect(third.documents!.GOVT?.items.map((d) => d.name)).toEqual(['id-21.pdf', 'id-22.pdf', 'id-23.pdf'])
    expect(third.documents!.ADDRESS).toEqual({ items: [], page: 1, last: 1 })
  })

  it('is the same screen at /patientProfile, in edit mode with ?edit', async () => {
    const response = await run(loader, get('/patientProfile?edit', await asha()))
    expect(await response.json()).toMatchObject({ base: 'patientProfile', editing: true })
  })

  it('saves, trims free texts, maps the checkboxes to care services, and says so', async () => {
    const cookie = await asha()
    const response = await run(action, post('/newProfile?edit', { ...FORM, languages: 'Kannada' }, cookie))
    expect(response).toRedirectTo('/newProfile')
    await expect(response).toShowAlert({ type: 'success', message: 'Profile Updated successfully' })
    expect(patientRow()).toMatchObject({ city: 'Mysuru', education: 'Postgraduate', verification_status: 'verified' })
    const page = await readLoaderData<typeof loader>(await run(loader, get('/newProfile', cookie)))
    expect(page.profile).toMatchObject({ languages: ['Kannada'], online: true, physical: false })
  })

  it('checks the rules in their order with their messages and keeps what was typed', async () => {
    const response = await run(
      action,
      post(
        '/newProfile?edit',
        {
          ...FORM,
          firstName: 'A',
          lastName: '',
          gender: '',
          dateOfBirth: '',
          state: '',
          city: '',
          pinCode: '1',
          phoneNumber: '98a76',
        },
        await asha(),
      ),
    )
    expect(response.status).toBe(400)
    const reply = await readReply(response)
    expect(Object.entries(reply.error ?? {})).toEqual([
      ['firstName', ['Please lengthen this text to 2 characters or more']],
      ['lastName', ['Enter your last name']],
      ['gender', ['Select the gender value']],
      ['dateOfBirth', ['Please select DOB']],
      ['state', ['Please select state']],
      ['city', ['Please select city']],
      ['pinCode', ['Please enter valid pincode number']],
      ['phoneNumber', ['Please enter 10 digit Mobile Number']],
    ])
    expect(reply.initialValue).toMatchObject({ firstName: 'A', phoneNumber: '98a76' })
  })

  it('reloads the cities of another state and keeps everything typed (no JavaScript)', async () => {
    const response = await run(
      action,
      post('/newProfile?edit', { ...FORM, intent: 'cities', state: 'Kerala', occupation: 'Nurse' }, await asha()),
    )
    expect(response.status).toBe(200)
    const body = await readActionData<typeof action>(response)
    expect(body.cities).toEqual(['Kochi', 'Kozhikode', 'Thiruvananthapuram'])
    expect(body.initialValue).toMatchObject({ state: 'Kerala', occupation: 'Nurse' })
  })

  it('changing the number makes it unverified', async () => {
    const cookie = await asha()
    await run(action, post('/newProfile?edit', { ...FORM, phoneNumber: '9123456780' }, cookie))
    expect(patientRow()).toMatchObject({ phone_number: '9123456780', verification_status: null })
  })

  it("shows a 400's errorMap as 'key : value' lines", async () => {
    server.use(
      http.patch(`${SERVICES_URL}/patient-service/patients/:id`, () =>
        HttpResponse.json(
          {
            status: 400,
            error: 'Bad Request',
            errorMessage: 'Invalid',
            errorMap: { pinCode: 'must be numeric', city: 'unknown' },
          },
          { status: 400 },
        ),
      ),
    )
    const response = await run(action, post('/newProfile?edit', FORM, await asha()))
    expect(response.status).toBe(400)
    expect((await readReply(response)).error?.['']).toEqual(['pinCode : must be numeric', 'city : unknown'])
  })

  it('shows error with errorFields when a 400 has no errorMap', async () => {
    server.use(
      http.patch(`${SERVICES_URL}/patient-service/patients/:id`, () =>
        HttpResponse.json({ status: 400, error: 'Invalid fields', errorFields: ['pinCode', 'city'] }, { status: 400 }),
      ),
    )
    const response = await run(action, post('/newProfile?edit', FORM, await asha()))
    expect((await readReply(response)).error?.['']).toEqual(['Invalid fields pinCode city'])
  })

  it('answers a failing service with its message and keeps the form', async () => {
    injectFault({ method: 'patch', path: '/patient-service/patients/:id', kind: 'server-error' })
    const response = await run(action, post('/newProfile?edit', FORM, await asha()))
    expect(response.status).toBe(400)
    const reply = await readReply(response)
    expect(reply.error?.['']?.length).toBe(1)
    expect(reply.initialValue).toMatchObject({ city: 'Mysuru' })
  })

  it("shows the services' errorMessage for a 409 on the address", async () => {
    server.use(
      http.get(`${SERVICES_URL}/patient-service/patients/mailing-address/:id`, () =>
        HttpResponse.json(
          { status: 409, error: 'Conflict', errorMessage: 'Address is being updated' },
          { status: 409 },
        ),
      ),
    )
    const response = await run(loader, get('/newProfile', await asha()))
    expect(await response.json()).toMatchObject({ addressConflict: 'Address is being updated' })
  })

  it('still opens when the reference data times out, and says so when the profile itself fails', async () => {
    const cookie = await asha()
    const healthy = await readLoaderData<typeof loader>(await run(loader, get('/newProfile', cookie)))
    expect(healthy).toMatchObject({ loadFailed: false, choicesFailed: false })
    injectFault({ method: 'get', path: '/config-service/states', kind: 'timeout' })
    const page = await readLoaderData<typeof loader>(await run(loader, get('/newProfile', cookie)))
    expect(page).toMatchObject({ loadFailed: false, states: [], choicesFailed: true })
    injectFault({ method: 'get', path: '/patient-service/patients/:id', kind: 'malformed-json' })
    expect(await (await run(loader, get('/newProfile', cookie))).json()).toMatchObject({ loadFailed: true })
  })
})
