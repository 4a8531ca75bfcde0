import { describe, expect, it } from 'vitest'
import { claimsOf, makeStandIn } from '../../test-support.ts'
import { OTP_MAX_WRONG } from './identity.ts'

const post = (app: ReturnType<typeof makeStandIn>['app'], path: string, init: RequestInit = {}) =>
  app.request(path, { method: 'POST', ...init })

const latestCode = async (app: ReturnType<typeof makeStandIn>['app']) => {
  const outbox = (await (await app.request('/dev/outbox')).json()) as { code: string; to: string }[]
  return outbox[0]
}

const registration = {
  firstName: 'Lata',
  lastName: 'Rao',
  email: 'lata.rao@example.com',
  phoneNumber: '9123456780',
  dateOfBirth: '1994-02-03',
  gender: 'FEMALE',
  hospital: { id: 1 },
}

describe('registration', () => {
  it('registers, mails a temporary password, and that password forces the change then the consent', async () => {
    const { app, login } = makeStandIn()
    const res = await post(app, '/patient-service/patients/register', {
      body: JSON.stringify(registration),
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ message: 'Patient Register Successfully!' })
    const mail = await latestCode(app)
    expect(mail?.to).toBe('lata.rao@example.com')
    const signedIn = await login('lata.rao@example.com', mail?.code ?? '')
    expect(signedIn.status).toBe(200)
    expect(claimsOf(signedIn.headers.get('Authorization') ?? '')).toMatchObject({
      login_status: 'FIRST_TIME_LOGIN',
      temporary_password: 'YES',
    })
  })

  it('refuses an unknown hospital and a taken e-mail', async () => {
    const { app } = makeStandIn()
    const send = (body: unknown) =>
      post(app, '/patient-service/patients/register', {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      })
    expect((await send({ ...registration, hospital: { id: 99 } })).status).toBe(404)
    const taken = await send({ ...registration, email: 'asha.verma@example.com' })
    expect(taken.status).toBe(400)
    expect(await taken.json()).toMatchObject({ errorMessage: 'This email id is already registered' })
  })
})

describe('password recovery by one-time code', () => {
  it('sends a code, verifies it once, and lets the password be set once', async () => {
    const { app, login } = makeStandIn()
    const sent = await post(app, '/patient-service/patients/forget-password-using-otp?email=asha.verma@example.com')
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({ id: 1 })
    const code = (await latestCode(app))?.code ?? ''
    expect(code).toMatch(/^\d{6}$/)

    const early = await post(
      app,
      '/patient-service/patients/1/configure-password-using-otp?new_password=New@Pass1&confirm_password=New@Pass1',
    )
    expect(early.status).toBe(400)

    expect(await (await post(app, `/patient-service/patients/1/otp-verify?otp=${code}`)).json()).toBe(true)
    const again = await post(app, `/patient-service/patients/1/otp-verify?otp=${code}`)
    expect(again.status).toBe(400)

    const set = await post(
      app,
      '/patient-service/patients/1/configure-password-using-otp?new_password=New%40Pass1&confirm_password=New%40Pass1',
    )
    expect(set.status).toBe(200)
    expect((await login('asha', 'New@Pass1')).status).toBe(200)
    const twice = await post(
      app,
      '/patient-service/patients/1/configure-password-using-otp?new_password=Other%40Pass1&confirm_password=Other%40Pass1',
    )
    expect(twice.status).toBe(400)
  })

  it('answers 404 for an unknown e-mail or phone, 423 for an inactive account, AL01 when asked again at once', async () => {
    const { app } = makeStandIn()
    expect(
      (await post(app, '/patient-service/patients/forget-password-using-otp?email=nobody@example.com')).status,
    ).toBe(404)
    expect((await post(app, '/patient-service/patients/forget-password-using-otp?phone=9000000000')).status).toBe(404)
    expect((await post(app, '/patient-service/patients/forget-password-using-otp?email=john@example.com')).status).toBe(
      423,
    )
    await post(app, '/patient-service/patients/forget-password-using-otp?phone=9876543210')
    const soon = await post(app, '/patient-service/patients/forget-password-using-otp?phone=9876543210')
    expect(soon.status).toBe(400)
    expect(await soon.json()).toMatchObject({ code: 'AL01' })
  })

  it(`kills the code after ${OTP_MAX_WRONG} wrong tries and after 15 minutes`, async () => {
    const { app, clock } = makeStandIn()
    await post(app, '/patient-service/patients/forget-password-using-otp?email=asha.verma@example.com')
    const code = (await latestCode(app))?.code ?? ''
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < OTP_MAX_WRONG; i++) {
      expect(await (await post(app, `/patient-service/patients/1/otp-verify?otp=${wrong}`)).json()).toBe(false)
    }
    expect((await post(app, `/patient-service/patients/1/otp-verify?otp=${wrong}`)).status).toBe(400)
    expect((await post(app, `/patient-service/patients/1/otp-verify?otp=${code}`)).status).toBe(400)

    clock.now = new Date(clock.now.getTime() + 60_000)
    await post(app, '/patient-service/patients/forget-password-using-otp?email=asha.verma@example.com')
    const next = (await latestCode(app))?.code ?? ''
    clock.now = new Date(clock.now.getTime() + 16 * 60_000)
    expect((await post(app, `/patient-service/patients/1/otp-verify?otp=${next}`)).status).toBe(400)
  })
})

describe('password change and consent', () => {
  it('changes the password of the caller after checking the current one', async () => {
    const { app, bearerFor, login } = makeStandIn()
    const Authorization = await bearerFor('meena')
    const wrong = await post(
      app,
      '/patient-service/patients/3/configure-password?password=nope&new_password=Fresh%40Pass1&confirm_password=Fresh%40Pass1',
      { headers: { Authorization } },
    )
    expect(wrong.status).toBe(400)
    const ok = await post(
      app,
      '/patient-service/patients/3/configure-password?password=Meena%402026&new_password=Fresh%40Pass1&confirm_password=Fresh%40Pass1',
      { headers: { Authorization } },
    )
    expect(ok.status).toBe(200)
    const again = await login('meena', 'Fresh@Pass1')
    expect(claimsOf(again.headers.get('Authorization') ?? '')).toMatchObject({ temporary_password: 'NO' })
  })

  it('records the consent and makes the next sign-in a NEXT_LOGIN', async () => {
    const { app, bearerFor, login } = makeStandIn()
    const res = await post(app, '/patient-service/patients/patient-consent?patient-id=2', {
      headers: { Authorization: await bearerFor('ravi'), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ravi Kumar', relation: 'Self', consentStatus: 'GIVEN' }),
    })
    expect(res.status).toBe(200)
    const again = await login('ravi', 'Ravi@2026')
    expect(claimsOf(again.headers.get('Authorization') ?? '')).toMatchObject({ login_status: 'NEXT_LOGIN' })
  })
})

describe('consent message and login-page images', () => {
  it('gives the patient consent message without a token', async () => {
    const { app } = makeStandIn()
    const res = await app.request('/admin-service/admins/1/consent-message/patient-consent')
    expect(await res.json()).toMatchObject({ patientConsentMessage: expect.stringContaining('I consent') })
  })

  it('has no login-page images until they are switched on', async () => {
    const { app } = makeStandIn()
    expect(await (await app.request('/config-service/Login-Page/images')).json()).toEqual([])
    await post(app, '/dev/login-page-images')
    const backgrounds = (await (await app.request('/config-service/Login-Page/images?type=BACKGROUND')).json()) as {
      photoUrl: string
    }[]
    expect(backgrounds).toHaveLength(3)
    const file = await app.request(backgrounds[0]?.photoUrl ?? '')
    expect(file.headers.get('Content-Type')).toBe('image/svg+xml')
  })
})
