import { describe, expect, it } from 'vitest'
import { action as profileAction } from '~/routes/_app.newProfile'
import { action, loader } from '~/routes/_app.newProfile_.verify'
import { injectFault } from '../mocks/standin'
import { alertAfter } from './appointments-support'
import { context, get, post, run, signIn } from './portal'
import { latestSms, patientRow } from './profile-support'

const asha = () => signIn('asha', 'Asha@2026')
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error

async function startVerify(cookie: string, phoneNumber: string) {
  return run(profileAction, post('/newProfile?edit', { intent: 'verify', phoneNumber, firstName: 'Asha' }, cookie))
}

describe('mobile verification', () => {
  it("refuses Verify with a number that is not 10 digits: 'Please enter a valid Mobile number'", async () => {
    const response = await startVerify(await asha(), '98765')
    expect(response.status).toBe(400)
    const reply = (await response.json()) as { error: Record<string, string[]>; initialValue: Record<string, string> }
    expect(reply.error.phoneNumber).toEqual(['Please enter a valid Mobile number'])
    expect(reply.initialValue.firstName).toBe('Asha')
  })

  it('sends a four-digit code by SMS and verifies the new number with it', async () => {
    const cookie = await asha()
    const started = await startVerify(cookie, '9123456780')
    expect(started.status).toBe(302)
    const location = started.headers.get('Location') ?? ''
    expect(location).toMatch(/^\/newProfile\/verify\?phone=9123456780&sent=\d+$/)
    const sms = latestSms()
    expect(sms).toMatchObject({ recipient: '+919123456780' })
    expect(sms?.code).toMatch(/^[0-9]{4}$/)

    const dialog = (await (await run(loader, get(location, cookie))).json()) as {
      phone: string
      until: number
      now: number
    }
    expect(dialog.phone).toBe('9123456780')
    expect(dialog.until - dialog.now).toBeGreaterThan(170_000)

    expect(await errorOf(await run(action, post(location, { otp: '12' }, cookie)))).toBe('Please enter OTP')
    const wrong = sms?.code === '0000' ? '1111' : '0000'
    expect(await errorOf(await run(action, post(location, { otp: wrong }, cookie)))).toBe('Please enter valid OTP.')
    const ok = await run(action, post(location, { otp: sms?.code ?? '' }, cookie))
    expect(ok.headers.get('Location')).toBe('/newProfile?edit')
    expect(await alertAfter(ok)).toEqual({ type: 'success', message: 'OTP verified successfully' })
    expect(patientRow()).toMatchObject({ phone_number: '9123456780', verification_status: 'verified' })
  })

  it('resends a new code, and stays on /patientProfile when opened there', async () => {
    const cookie = await asha()
    const started = await run(
      profileAction,
      post('/patientProfile?edit', { intent: 'verify', phoneNumber: '9123456780' }, cookie),
    )
    const location = started.headers.get('Location') ?? ''
    expect(location).toMatch(/^\/patientProfile\/verify\?/)
    const first = latestSms()?.code
    const resent = await run(action, post(location, { intent: 'resend' }, cookie))
    expect(resent.headers.get('Location')).toMatch(/^\/patientProfile\/verify\?phone=9123456780&sent=/)
    const second = latestSms()?.code
    expect(second).toMatch(/^[0-9]{4}$/)
    if (first !== second) {
      expect(await errorOf(await run(action, post(location, { otp: first ?? '' }, cookie)))).toBe(
        'Please enter valid OTP.',
      )
    }
  })

  it('limits the checks per client address (server/index.ts) and per patient', async () => {
    const cookie = await asha()
    const location = (await startVerify(cookie, '9123456780')).headers.get('Location') ?? ''
    const limited = await run(action, post(location, { otp: '1234' }, cookie), {
      ...context,
      rateLimit: { limited: true, retryAfterSeconds: 42 },
    })
    expect(limited.status).toBe(429)
    expect(await errorOf(limited)).toBe('Too many attempts. Please wait 42 seconds and try again.')
    let last: Response | undefined
    for (let i = 0; i < 11; i += 1) last = await run(action, post(location, { otp: '0001' }, cookie))
    expect(last?.status).toBe(429)
  })

  it('shows the services message when sending fails', async () => {
    injectFault({
      method: 'post',
      path: '/patient-service/patients/:id/send-phone-number-verification-code',
      kind: 'server-error',
    })
    const response = await startVerify(await asha(), '9123456780')
    expect(response.status).toBe(400)
  })
})
