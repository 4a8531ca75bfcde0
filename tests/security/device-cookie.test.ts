/**
 * The device cookie is the portal's own (docs/two-step.md#remember-this-device, ADR 96): ids are
 * minted and signed by the server, a value from anywhere else is replaced, logout's ticket sets
 * nothing in another browser, and a device becomes known only once the sign-in is complete on it.
 * Each replay is the request that once let another site fix a browser's device id.
 */
import { describe, expect, it } from 'vitest'
import { loader as frame } from '~/routes/_app'
import { action as logout } from '~/routes/logout'
import { loader as signedOut } from '~/routes/resources.signed-out.resource'
import { keepDeviceCookie } from '~/utils/session/device-cookie.server'
import { ASHA, ashaWithMobileCode, passWithMobile, password } from '../integration/security/support'
import { cookiesAfter } from '../support/cookies'
import { readLoaderData } from '../support/read-response'
import { get, PORTAL, post } from '../support/requests'
import { run } from '../support/run'

/** A value of the device cookie's shape that the portal never made: another site chose it. */
const FIXED = 'fixedByAnotherSite0000'

/** The device cookie the first signed-in page hands this browser, as its Cookie pair; null when none. */
async function handedDevice(cookies: string): Promise<string | null> {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  await keepDeviceCookie(get('/myappointments', cookies), headers)
  return headers.get('Set-Cookie')?.split(';')[0] ?? null
}

const noticeOf = async (cookies: string) =>
  (await readLoaderData<typeof frame>(await run(frame, get('/', cookies)))).newSignIn

describe('a device id the portal did not sign', () => {
  it.each([
    ['unsigned', `device=${FIXED}`],
    ['badly signed', `device=${FIXED}.AAAAAAAAAAAAAAAAAAAAAA`],
  ])(
    '(%s) is replaced at sign-in: remembering that browser does not let the chosen value skip the step',
    async (_, fixed) => {
      await ashaWithMobileCode()
      const patient = await password(ASHA.username, ASHA.password, fixed)
      expect(patient.to).toBe('/signin/second-step')
      const signedIn = cookiesAfter(await passWithMobile(patient.cookies, { remember: 'on' }), patient.cookies)
      const handed = await handedDevice(signedIn)
      expect(handed).toMatch(/^device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/)
      expect(handed).not.toContain(FIXED)
      // the patient's own browser, with the id the portal handed it, is remembered
      expect((await password(ASHA.username, ASHA.password, handed!)).to).toBe('/myappointments')
      // whoever chose the value and holds the password is still asked for the second step
      expect((await password(ASHA.username, ASHA.password, fixed)).to).toBe('/signin/second-step')
    },
  )
})

describe("logout's ticket", () => {
  it('followed from a link in another browser sets no cookie there', async () => {
    const { cookies } = await password('kiran', 'Kiran@2026', '')
    const own = (await handedDevice(cookies))!
    const response = await run(logout, post('/logout', {}, `${cookies}; ${own}; lang=hi`))
    const next = response.headers.get('Location')!
    expect(next).toMatch(/^\/resources\/signed-out\?ticket=[\w-]{24}$/)
    for (const site of [null, 'cross-site', 'same-site', 'none']) {
      const followed = new Request(`${PORTAL}${next}`, { headers: site ? { 'Sec-Fetch-Site': site } : {} })
      const answer = await run(signedOut, followed)
      expect(answer.headers.get('Location')).toBe('/signin')
      expect(answer.headers.getSetCookie()).toEqual([])
    }
  })

  it("sets again the ended session's device id, never a value the request carried", async () => {
    const { cookies } = await password('kiran', 'Kiran@2026', '')
    const own = (await handedDevice(cookies))!
    const response = await run(logout, post('/logout', {}, `${cookies}; device=${FIXED}; lang=hi`))
    const followed = new Request(`${PORTAL}${response.headers.get('Location')}`, {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
    const set = (await run(signedOut, followed)).headers.getSetCookie()
    expect(set.map((c) => c.split(';')[0])).toEqual(['lang=hi', own])
  })
})

describe('a device becomes known', () => {
  it('only once the second step has passed on it: until then every password from it is told to the patient', async () => {
    const { cookies: patient } = await ashaWithMobileCode()
    await noticeOf(patient)
    const stranger = await password('kiran', 'Kiran@2026', '')
    const strangerDevice = (await handedDevice(stranger.cookies))!

    for (let i = 0; i < 2; i++) {
      expect((await password(ASHA.username, ASHA.password, strangerDevice)).to).toBe('/signin/second-step')
      expect(await noticeOf(patient)).toMatch(/^A new sign-in on Unknown browser on an unknown system at /)
    }
    const pending = await password(ASHA.username, ASHA.password, strangerDevice)
    await noticeOf(patient)
    expect(await passWithMobile(pending.cookies)).toRedirectTo('/myappointments')
    expect((await password(ASHA.username, ASHA.password, strangerDevice)).to).toBe('/signin/second-step')
    expect(await noticeOf(patient)).toBeNull()
  })
})
