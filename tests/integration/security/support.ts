import { expect } from 'vitest'
import { action as securityAction, loader as securityLoader } from '~/routes/_app.security/route'
import { action as signInAction } from '~/routes/signin'
import { action as stepAction, loader as stepLoader } from '~/routes/signin_.second-step/route'
import { signedDeviceId } from '~/utils/session/device-cookie.server'
import { standIn } from '../../mocks/standin'
import { cookiesAfter } from '../../support/cookies'
import { readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'

/** Two-step sign-in driven through the portal's own actions, as a browser without JavaScript does. */
export const ASHA = { username: 'asha', password: 'Asha@2026', mobile: '+919876543210' }
/** asha's browser: the device id the portal signed for it. */
export const DEVICE = 'deviceOfAsha0000000000'

/** The password step: where it leads and the cookies the browser then holds. */
export async function password(
  username = ASHA.username,
  pass = ASHA.password,
  previous = `device=${signedDeviceId(DEVICE)}`,
) {
  const response = await run(signInAction, post('/signin', { username, password: pass }, previous))
  expect(response.status).toBe(302)
  return { to: response.headers.get('Location'), cookies: cookiesAfter(response, previous) }
}

/** The newest code the stand-in texted to asha's mobile. */
export async function lastCode() {
  return (await standIn.outbox.last({ to: ASHA.mobile, channel: 'SMS' })).code!
}

export const security = (cookies: string) => run(securityLoader, get('/security', cookies))
export const onSecurity = (cookies: string, fields: Record<string, string>) =>
  run(securityAction, post('/security', fields, cookies))
export const stepPage = (cookies: string) => run(stepLoader, get('/signin/second-step', cookies))
export const onStep = (cookies: string, fields: Record<string, string>, address?: string) =>
  run(stepAction, post('/signin/second-step', fields, cookies), address ? { context: { clientAddress: address } } : {})

/** Turns the mobile code on from /security, asha's password given again; the recovery codes shown once. */
export async function turnOnMobileCode(cookies: string): Promise<string[]> {
  expect(await onSecurity(cookies, { intent: 'send', password: ASHA.password })).toRedirectTo('/security')
  const answer = await onSecurity(cookies, { intent: 'mobile', otp: await lastCode() })
  expect(answer.status).toBe(200)
  const { codes } = (await answer.json()) as { codes: string[] }
  return codes
}

/** Signs asha in and turns the mobile code on: her cookies and her recovery codes. */
export async function ashaWithMobileCode() {
  const { cookies } = await password()
  return { cookies, codes: await turnOnMobileCode(cookies) }
}

/** The mobile code at the second step of a pending session: the answer. */
export async function passWithMobile(cookies: string, extra: Record<string, string> = {}) {
  expect(await onStep(cookies, { intent: 'send' })).toRedirectTo('/signin/second-step')
  return onStep(cookies, { intent: 'mobile', otp: await lastCode(), ...extra })
}

export const stepData = async (cookies: string) => readLoaderData<typeof stepLoader>(await stepPage(cookies))
