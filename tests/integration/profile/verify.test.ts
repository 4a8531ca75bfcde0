import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { action } from '~/routes/_app.newProfile/route'
import { injectFault, standIn } from '../../mocks/standin'
import { readActionData } from '../../support/read-response'
import { post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { patientRow } from './support'

const asha = () => signIn('asha', 'Asha@2026')
const latestSms = () => standIn.outbox.last({ channel: 'SMS' })

/** What the patient typed elsewhere in the form while verifying: it must come back every time. */
const draft = { firstName: 'Asha', address: '12 New Street', state: 'Karnataka', pinCode: '560001' }

async function step(
  cookie: string,
  fields: Record<string, string>,
  base = '/newProfile',
  context?: Partial<AppLoadContext>,
) {
  const response = await run(action, post(`${base}?edit`, { ...draft, ...fields }, cookie), { context })
  return { status: response.status, reply: await readActionData<typeof action>(response) }
}

describe('mobile verification', () => {
  it("refuses Verify with a number that is not 10 digits: 'Please enter a valid Mobile number'", async () => {
    const { status, reply } = await step(await asha(), { intent: 'verify', phoneNumber: '98765' })
    expect(status).toBe(400)
    expect(reply.error?.phoneNumber).toEqual(['Please enter a valid Mobile number'])
    expect(reply.initialValue).toMatchObject(draft)
  })

  it('sends a four-digit code by SMS and verifies the new number, keeping the rest of the form', async () => {
    const cookie = await asha()
    const started = await step(cookie, { intent: 'verify', phoneNumber: '9123456780' })
    expect(started.status).toBe(200)
    expect(started.reply.verifying?.phone).toBe('9123456780')
    const { until, now, sent } = started.reply.verifying ?? { until: 0, now: 0, sent: 0 }
    expect(until - now).toBeGreaterThan(170_000)
    expect(started.reply.initialValue).toMatchObject(draft)
    // the city list follows the typed state, not the saved one
    expect(started.reply.cities).toContain('Bengaluru')
    const sms = await latestSms()
    expect(sms).toMatchObject({ to: '+919123456780' })
    expect(sms.code).toMatch(/^[0-9]{4}$/)

    const check = (otp: string) =>
      step(cookie, {
        intent: 'check-otp',
        phoneNumber: '9123456780',
        otpSent: String(sent),
        otp,
        password: 'Asha@2026',
      })
    const empty = await check('12')
    expect(empty.status).toBe(400)
    expect(empty.reply.otpError).toBe('Please enter OTP')
    expect(empty.reply.verifying?.until).toBe(until)
    const wrong = await check(sms.code === '0000' ? '1111' : '0000')
    expect(wrong.reply.otpError).toBe('Please enter valid OTP.')
    expect(wrong.reply.initialValue).toMatchObject(draft)

    const ok = await check(sms.code ?? '')
    expect(ok.status).toBe(200)
    expect(ok.reply.notice).toBe('OTP verified successfully')
    expect(ok.reply.verifying).toBeUndefined()
    expect(ok.reply.initialValue).toMatchObject({ ...draft, phoneNumber: '9123456780' })
    expect(patientRow()).toMatchObject({ phone_number: '9123456780', verification_status: 'verified' })
  })

  it("resends a new code, and 'Entered wrong mobile number?' closes the dialog with the form as typed", async () => {
    const cookie = await asha()
    await step(cookie, { intent: 'verify', phoneNumber: '9123456780' }, '/patientProfile')
    const first = (await latestSms()).code
    const resent = await step(cookie, { intent: 'resend-otp', phoneNumber: '9123456780' }, '/patientProfile')
    expect(resent.reply.verifying?.phone).toBe('9123456780')
    const second = (await latestSms()).code
    expect(second).toMatch(/^[0-9]{4}$/)
    if (first !== second) {
      const old = await step(cookie, {
        intent: 'check-otp',
        phoneNumber: '9123456780',
        otpSent: String(resent.reply.verifying?.sent),
        otp: first ?? '',
        password: 'Asha@2026',
      })
      expect(old.reply.otpError).toBe('Please enter valid OTP.')
    }
    const closed = await step(cookie, { intent: 'keep', phoneNumber: '9123456780' })
    expect(closed.status).toBe(200)
    expect(closed.reply.verifying).toBeUndefined()
    expect(closed.reply.initialValue).toMatchObject({ ...draft, phoneNumber: '9123456780' })
  })

  it('limits the checks per client address and per patient', async () => {
    const passwords = new Map<string, string>()
    const check = async (cookie: string, clientAddress: string) =>
      step(
        cookie,
        { intent: 'check-otp', phoneNumber: '9123456780', otp: '0001', password: passwords.get(cookie) ?? '' },
        '/newProfile',
        { clientAddress },
      )
    const asha1 = await asha()
    const kiran = await signIn('kiran', 'Kiran@2026')
    passwords.set(asha1, 'Asha@2026').set(kiran, 'Kiran@2026')
    // 6 + 5 checks from one address by two patients: the address is over its 10 a minute
    for (let i = 0; i < 6; i += 1) await check(asha1, '198.51.100.1')
    for (let i = 0; i < 4; i += 1) expect((await check(kiran, '198.51.100.1')).status).toBe(400)
    const byAddress = await check(kiran, '198.51.100.1')
    expect(byAddress.status).toBe(429)
    expect(byAddress.reply.otpError).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/)
    // one patient from many addresses: at most 10 checks in 15 minutes
    for (let i = 0; i < 4; i += 1) await check(asha1, `198.51.100.${10 + i}`)
    expect((await check(asha1, '198.51.100.99')).status).toBe(429)
    // each of the 20 checks first has the services check the password asked again
  }, 20_000)

  it('shows the services message when sending fails', async () => {
    injectFault({
      method: 'post',
      path: '/patient-service/patients/:id/send-phone-number-verification-code',
      kind: 'server-error',
    })
    const { status, reply } = await step(await asha(), { intent: 'verify', phoneNumber: '9123456780' })
    expect(status).toBe(400)
    expect(reply.error?.['']?.length).toBeGreaterThan(0)
    expect(reply.initialValue).toMatchObject(draft)
  })
})
