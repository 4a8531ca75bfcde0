import { afterEach, describe, expect, it, vi } from 'vitest'
import { REMEMBER_MS } from '~/domain/security/flow'
import { action as devicesAction, loader as devicesLoader } from '~/routes/_app.devices'
import { action as changeAction } from '~/routes/_app.resetpassword'
import { cookiesAfter } from '../../support/cookies'
import { readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { kindsOf } from '../activity/support'
import { ASHA, ashaWithMobileCode, DEVICE, lastCode, onStep, passWithMobile, password } from './support'

/** The second step's limits in the shared store, and "Remember this device" (docs/two-step.md). */
afterEach(() => {
  vi.useRealTimers()
})

const TOO_MANY = /^Too many attempts\. Please wait \d+ seconds and try again\.$/
const wrong = (cookies: string, address: string) =>
  onStep(cookies, { intent: 'recovery', recoveryCode: 'abcde-fghjk' }, address)

describe('the limits', () => {
  it('count a recovery code per address only: wrong ones from many addresses never hold a right one', async () => {
    const { codes } = await ashaWithMobileCode()
    const { cookies } = await password()
    for (let i = 0; i < 12; i++) expect((await wrong(cookies, `198.51.100.${i}`)).status).toBe(400)
    expect(await onStep(cookies, { intent: 'recovery', recoveryCode: codes[0]! }, '198.51.100.99')).toRedirectTo(
      '/myappointments',
    )
  })

  it('refuse an address past OTP_RATE_LIMIT (10) tries a minute', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    const answers = []
    for (let i = 0; i < 11; i++) answers.push((await wrong(cookies, '203.0.113.50')).status)
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 429])
    // another address is not refused by this one's count
    expect((await wrong(cookies, '203.0.113.51')).status).toBe(400)
  })

  it('send at most 5 codes to one browser in 15 minutes, the one that turned the mobile code on included', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    for (let i = 0; i < 4; i++) expect(await onStep(cookies, { intent: 'send' })).toRedirectTo('/signin/second-step')
    const refused = await onStep(cookies, { intent: 'send' })
    expect(refused.status).toBe(429)
    const { error } = (await refused.json()) as { error: Record<string, string[]> }
    expect(error['']?.[0]).toMatch(TOO_MANY)
  })

  it("a right texted code forgives the browser's wrong ones before it", async () => {
    await ashaWithMobileCode()
    const first = await password()
    expect(await onStep(first.cookies, { intent: 'send' })).toRedirectTo('/signin/second-step')
    const code = await lastCode()
    const otp = code === '0000' ? '1111' : '0000'
    for (let i = 0; i < 4; i++) expect((await onStep(first.cookies, { intent: 'mobile', otp })).status).toBe(400)
    expect(await onStep(first.cookies, { intent: 'mobile', otp: code })).toRedirectTo('/myappointments')
    const second = await password()
    expect(await onStep(second.cookies, { intent: 'send' })).toRedirectTo('/signin/second-step')
    const again = (await lastCode()) === '0000' ? '1111' : '0000'
    // unforgiven, the five tries before would hold this browser now
    expect((await onStep(second.cookies, { intent: 'mobile', otp: again })).status).toBe(400)
  })
})

describe('remember this device', () => {
  it('is off unless ticked: the next sign-in from the same browser asks again', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    await passWithMobile(cookies)
    expect((await password()).to).toBe('/signin/second-step')
  })

  it('ticked, lets this device in with the password alone for 30 days and not after; other devices still asked', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    expect(await passWithMobile(cookies, { remember: 'on' })).toRedirectTo('/myappointments')
    expect(await kindsOf(1)).toContain('deviceRemembered')
    expect((await password()).to).toBe('/myappointments')
    expect((await password('asha', 'Asha@2026', 'device=anotherDevice00000000')).to).toBe('/signin/second-step')
    expect((await password('asha', 'Asha@2026', '')).to).toBe('/signin/second-step')
    vi.useFakeTimers({ now: Date.now() + REMEMBER_MS, toFake: ['Date'] })
    expect((await password()).to).toBe('/signin/second-step')
  })

  it('is forgotten by a new password: the next sign-in from that browser asks again', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    const signedIn = cookiesAfter(await passWithMobile(cookies, { remember: 'on' }), cookies)
    const fresh = 'Fresh@Pass1'
    const changed = await run(
      changeAction,
      post('/resetpassword', { currentPassword: ASHA.password, newPassword: fresh, confirmPassword: fresh }, signedIn),
    )
    expect(changed).toRedirectTo('/myappointments')
    expect((await password(ASHA.username, fresh)).to).toBe('/signin/second-step')
  })

  it('is listed on the devices screen by handle (never the device id) and forgotten there', async () => {
    await ashaWithMobileCode()
    const { cookies } = await password()
    const signedIn = cookiesAfter(await passWithMobile(cookies, { remember: 'on' }), cookies)
    const screen = await run(devicesLoader, get('/devices', signedIn))
    const body = await screen.clone().text()
    expect(body).not.toContain(DEVICE)
    const data = await readLoaderData<typeof devicesLoader>(screen)
    expect(data.remembered).toHaveLength(1)
    expect(data.remembered[0]!.until).toMatch(/^Remembered until \d\d-\w{3}-\d{4}$/)
    const forgot = await run(
      devicesAction,
      post('/devices', { intent: 'forget-device', handle: data.remembered[0]!.handle }, signedIn),
    )
    expect(forgot).toRedirectTo('/devices')
    await expect(forgot).toShowAlert(
      { type: 'success', message: 'Unknown browser on an unknown system will ask for the second step again.' },
      { cookie: signedIn },
    )
    expect(await kindsOf(1)).toContain('rememberedDeviceRemoved')
    expect((await password()).to).toBe('/signin/second-step')
  })
})
