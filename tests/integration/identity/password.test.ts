import { describe, expect, it } from 'vitest'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { action as changeAction, loader as changeLoader } from '~/routes/_app.resetpassword'
import { action as consentAction, loader as consentLoader } from '~/routes/UserConsentForm'
import { injectFault, standIn } from '../../mocks/standin'
import { cookiesAfter } from '../../support/cookies'
import { readLoaderData } from '../../support/read-response'
import { formErrors, readReply } from '../../support/reply'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

const change = (fields: Record<string, string>, cookie: string) =>
  run(changeAction, post('/resetpassword', fields, cookie))

describe('change password (/resetpassword)', () => {
  it('shows Cancel only when the password is not temporary', async () => {
    const meena = await run(changeLoader, get('/resetpassword', await signIn('meena', 'Meena@2026')))
    expect(await meena.json()).toMatchObject({ temporary: true, title: 'Change Password | Patient Portal' })
    const asha = await run(changeLoader, get('/resetpassword', await signIn('asha', 'Asha@2026')))
    expect(await asha.json()).toMatchObject({ temporary: false })
  })

  it('checks the rules on the server and never sends the passwords back', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const response = await change(
      { currentPassword: 'Asha@2026', newPassword: 'weakpass', confirmPassword: 'weakpass' },
      cookie,
    )
    expect(response.status).toBe(400)
    const reply = await readReply(response)
    expect(reply.error?.newPassword).toEqual(['At least one Uppercase'])
    expect(reply.initialValue?.currentPassword).toBeUndefined()
    expect(reply.initialValue?.newPassword).toBeUndefined()
  })

  it("shows the service's errorMessage for a wrong current password", async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const response = await change(
      { currentPassword: 'Wrong@2026', newPassword: 'Fresh@Pass1', confirmPassword: 'Fresh@Pass1' },
      cookie,
    )
    expect(await formErrors(response)).toEqual(['The current password is incorrect'])
  })

  it("sends anyone else to the dashboard with 'Password Reset Successfully!'", async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const response = await change(
      { currentPassword: 'Asha@2026', newPassword: 'Fresh@Pass1', confirmPassword: 'Fresh@Pass1' },
      cookie,
    )
    expect(response).toRedirectTo('/myappointments')
    await expect(response).toShowAlert({ type: 'success', message: 'Password Reset Successfully!' }, { cookie })
    const next = cookiesAfter(response, cookie)
    expect((await run(dashboard, get('/myappointments', next))).status).toBe(200)
  })

  it('signs a temporary-password patient out to /signin, and the new password then works', async () => {
    const cookie = await signIn('meena', 'Meena@2026')
    const response = await change(
      { currentPassword: 'Meena@2026', newPassword: 'Fresh@Pass1', confirmPassword: 'Fresh@Pass1' },
      cookie,
    )
    expect(response).toRedirectTo('/signin')
    await expect(response).toShowAlert({ message: /^Password Reset Successfully!/ }, { cookie })
    const next = cookiesAfter(response, cookie)
    expect(await run(dashboard, get('/myappointments', next))).toRedirectTo('/signin')
    const again = await run(dashboard, get('/myappointments', await signIn('meena', 'Fresh@Pass1')))
    expect(again.status).toBe(200)
  })

  it('gives the general problem text when the service fails', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    injectFault({ method: 'post', path: '/patient-service/patients/1/configure-password', kind: 'server-error' })
    const response = await change(
      { currentPassword: 'Asha@2026', newPassword: 'Fresh@Pass1', confirmPassword: 'Fresh@Pass1' },
      cookie,
    )
    expect(await formErrors(response)).toEqual(['Internal Server Application error'])
  })

  it('signs an INACTIVE patient out to /signin', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    standIn.db().prepare(`UPDATE patients SET status = 'INACTIVE' WHERE id = 1`).run()
    const response = await run(changeLoader, get('/resetpassword', cookie))
    expect(response).toRedirectTo('/signin')
    await expect(response).toShowAlert(
      { message: 'Your account is inactive. Please contact the hospital.' },
      { cookie },
    )
    const next = cookiesAfter(response, cookie)
    expect(await run(dashboard, get('/myappointments', next))).toRedirectTo('/signin')
  })
})

describe('consent (/UserConsentForm)', () => {
  const consent = (fields: Record<string, string>, cookie: string) =>
    run(consentAction, post('/UserConsentForm', fields, cookie))

  it("shows the hospital's consent message", async () => {
    const response = await run(consentLoader, get('/UserConsentForm', await signIn('ravi', 'Ravi@2026')))
    const data = await readLoaderData<typeof consentLoader>(response)
    expect(data.consent?.message).toMatch(/^I consent/)
    expect(data.consent?.url).toBe('https://sunrise-hospital.example.org/consent')
    expect(data.alreadySigned).toBe(false)
  })

  it('refuses PROCEED without the tick, and sends nothing', async () => {
    const cookie = await signIn('ravi', 'Ravi@2026')
    const response = await consent({ name: 'Ravi Kumar', relation: 'Self' }, cookie)
    expect(response.status).toBe(400)
    expect((await readReply(response)).error?.agree).toEqual(['Please tick I Read and Agree to continue'])
    const row = standIn.db().prepare('SELECT consent_status FROM patients WHERE id = 2').get()
    expect(row).toEqual({ consent_status: 'NOTGIVEN' })
  })

  it('records the consent and lets the patient on to the dashboard in the same session', async () => {
    const cookie = await signIn('ravi', 'Ravi@2026')
    const response = await consent({ name: '  Ravi   Kumar!', relation: 'Self', agree: 'on' }, cookie)
    expect(response).toRedirectTo('/myappointments')
    const next = cookiesAfter(response, cookie)
    expect((await run(dashboard, get('/myappointments', next))).status).toBe(200)
    const row = standIn.db().prepare('SELECT consent_status, consent_name FROM patients WHERE id = 2').get()
    expect(row).toEqual({ consent_status: 'GIVEN', consent_name: 'Ravi Kumar' })
    const again = await readLoaderData<typeof consentLoader>(await run(consentLoader, get('/UserConsentForm', next)))
    expect(again.alreadySigned).toBe(true)
  })

  it('says so when the consent could not be saved, instead of looping back silently', async () => {
    const cookie = await signIn('ravi', 'Ravi@2026')
    injectFault({ method: 'post', path: '/patient-service/patients/patient-consent', kind: 'timeout' })
    const response = await consent({ name: 'Ravi Kumar', relation: 'Self', agree: 'on' }, cookie)
    expect(await formErrors(response)).toEqual(['Your consent could not be saved. Please try again.'])
  })
})
