import { afterEach, describe, expect, it, vi } from 'vitest'
import { loader as frame } from '~/routes/_app'
import { action as devicesAction, loader as devicesLoader } from '~/routes/_app.devices'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { loader as guestCall } from '~/routes/CareTaker_.call'
import { action as signInAction } from '~/routes/signin'
import { keepDeviceCookie } from '~/utils/session/device-cookie.server'
import { publicHandle } from '~/utils/session/handle.server'
import { cookiesAfter } from '../../support/cookies'
import { consentedGuest, invitedGuest } from '../../support/guest-invitation'
import { readLoaderData } from '../../support/read-response'
import { get, PORTAL, post } from '../../support/requests'
import { run } from '../../support/run'
import { kindsOf } from '../activity/support'

/**
 * Your devices (docs/security.md#your-devices, ADR 88): the patient's live sessions and the
 * caretakers' passes, listed by handle and ended at once; a browser new to the account is told to
 * the other sessions. Each browser here signs in with its own user agent, address and device cookie.
 */
afterEach(() => {
  vi.useRealTimers()
})

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0'

type Browser = { agent: string; address: string; device?: string }
const KIOSK: Browser = { agent: CHROME_WINDOWS, address: '203.0.113.77', device: 'kioskDeviceId000000000' }
const PHONE: Browser = { agent: FIREFOX_ANDROID, address: '198.51.100.9', device: 'phoneDeviceId000000000' }

const PASSWORDS: Record<string, string> = { asha: 'Asha@2026', kiran: 'Kiran@2026' }

/** Signs `username` in from `browser`: the cookies that browser then sends. */
async function signInFrom(username: string, browser: Browser) {
  const request = new Request(`${PORTAL}/signin`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: PASSWORDS[username]! }),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'User-Agent': browser.agent,
      ...(browser.device ? { Cookie: `device=${browser.device}` } : {}),
    },
  })
  const response = await run(signInAction, request, { context: { clientAddress: browser.address } })
  expect(response.status).toBe(302)
  return cookiesAfter(response, browser.device ? `device=${browser.device}` : '')
}

/** The session id inside a signed session cookie (`<base64 of the JSON id>.<signature>`). */
function sessionIdIn(cookies: string) {
  const value = decodeURIComponent(/__session=([^;]+)/.exec(cookies)?.[1] ?? '')
  return JSON.parse(Buffer.from(value.split('.')[0] ?? '', 'base64').toString('utf8')) as string
}

const screen = async (cookies: string) => {
  const response = await run(devicesLoader, get('/devices', cookies))
  return { body: await response.clone().text(), data: await readLoaderData<typeof devicesLoader>(response) }
}
const signOut = (cookies: string, fields: Record<string, string>) =>
  run(devicesAction, post('/devices', fields, cookies))
const opens = async (cookies: string) => (await run(dashboard, get('/myappointments', cookies))).status === 200

describe('the devices screen', () => {
  it('lists each live session in words, this device first, with the coarse network and no id or address', async () => {
    const kiosk = await signInFrom('asha', KIOSK)
    const phone = await signInFrom('asha', PHONE)
    const { body, data } = await screen(phone)
    expect(data.sessions.map((s) => s.device)).toEqual(['Firefox on Android', 'Chrome on Windows'])
    expect(data.sessions[0]!.handle).toBeNull() // this device: signed out with Logout, not here
    expect(data.sessions[1]!.handle).toBe(publicHandle('session', sessionIdIn(kiosk)))
    expect(data.sessions.map((s) => s.place)).toEqual(['Network: 198.51.100.0/24', 'Network: 203.0.113.0/24'])
    expect(data.sessions[1]!.signedIn).toMatch(/^Signed in: \d\d-\w{3}-\d{4}, \d\d:\d\d [AP]M$/)
    expect(data.others).toBe(1)
    for (const secret of [sessionIdIn(kiosk), sessionIdIn(phone), '203.0.113.77', '198.51.100.9', KIOSK.device!])
      expect(body).not.toContain(secret)
  })

  it('says plainly what it cannot tell of a browser', async () => {
    const cookies = await signInFrom('asha', { agent: 'curl/8.5.0', address: 'unknown' })
    const { data } = await screen(cookies)
    expect(data.sessions[0]).toMatchObject({
      device: 'Unknown browser on an unknown system',
      place: 'Network: not known',
    })
  })

  it('sends a signed-out browser to sign in', async () => {
    expect(await run(devicesLoader, get('/devices'))).toRedirectTo('/signin')
  })
})

describe('signing out another device', () => {
  it('ends that session at once; its next page is sign-in with the session-expired text', async () => {
    const kiosk = await signInFrom('asha', KIOSK)
    const phone = await signInFrom('asha', PHONE)
    const response = await signOut(phone, { intent: 'sign-out', handle: publicHandle('session', sessionIdIn(kiosk)) })
    expect(response).toRedirectTo('/devices')
    await expect(response).toShowAlert({ type: 'success', message: 'Signed out Chrome on Windows.' }, { cookie: phone })
    const next = await run(dashboard, get('/myappointments', kiosk))
    expect(next).toRedirectTo('/signin')
    await expect(next).toShowAlert({ type: 'error', message: 'Session expired. Login again' })
    expect(await opens(phone)).toBe(true)
    expect((await screen(phone)).data.sessions).toHaveLength(1)
    expect(await kindsOf(1)).toContain('signOutElsewhere')
  })

  it('signs out all other devices and keeps this one', async () => {
    const kiosk = await signInFrom('asha', KIOSK)
    const other = await signInFrom('asha', { ...KIOSK, device: undefined })
    const phone = await signInFrom('asha', PHONE)
    const response = await signOut(phone, { intent: 'sign-out-others' })
    await expect(response).toShowAlert({ type: 'success', message: 'Signed out 2 other devices.' }, { cookie: phone })
    expect(await opens(kiosk)).toBe(false)
    expect(await opens(other)).toBe(false)
    expect(await opens(phone)).toBe(true)
    // one action, one entry
    expect((await kindsOf(1)).filter((kind) => kind === 'signOutElsewhere')).toHaveLength(1)
  })

  it("doesn't end this browser's own session by its handle", async () => {
    const phone = await signInFrom('asha', PHONE)
    const response = await signOut(phone, { intent: 'sign-out', handle: publicHandle('session', sessionIdIn(phone)) })
    await expect(response).toShowAlert(
      { type: 'error', message: 'That device or pass is already signed out.' },
      { cookie: phone },
    )
    expect(await opens(phone)).toBe(true)
  })

  it('counts sign-outs per session and refuses beyond the limit', async () => {
    const phone = await signInFrom('asha', PHONE)
    for (let i = 0; i < 20; i++) await signOut(phone, { intent: 'sign-out-others' })
    const refused = await signOut(phone, { intent: 'sign-out-others' })
    await expect(refused).toShowAlert(
      { type: 'error', message: /^Too many sign-outs\. Please wait \d+ seconds and try again\.$/ },
      { cookie: phone },
    )
    // another patient's count is their own
    const kiran = await signInFrom('kiran', KIOSK)
    await expect(await signOut(kiran, { intent: 'sign-out-others' })).toShowAlert(
      { type: 'success', message: 'Signed out 0 other devices.' },
      { cookie: kiran },
    )
  })
})

describe('two patients', () => {
  it("never lists or ends another patient's session, by a copied or a guessed handle", async () => {
    const kiran = await signInFrom('kiran', KIOSK)
    const asha = await signInFrom('asha', PHONE)
    expect((await screen(asha)).data.sessions.map((s) => s.device)).toEqual(['Firefox on Android'])
    const copied = publicHandle('session', sessionIdIn(kiran))
    for (const handle of [copied, 'A'.repeat(22), sessionIdIn(kiran), '../../etc', '']) {
      const response = await signOut(asha, { intent: 'sign-out', handle })
      await expect(response).toShowAlert(
        { type: 'error', message: 'That device or pass is already signed out.' },
        { cookie: asha },
      )
    }
    await signOut(asha, { intent: 'sign-out-others' })
    expect(await opens(kiran)).toBe(true)
  })
})

describe("a caretaker's pass", () => {
  it('is listed with its call and ended from the screen; the guest is refused next', async () => {
    const { cookie: asha, id, code } = await invitedGuest()
    const guest = await consentedGuest(id, code)
    expect((await run(guestCall, get(`/CareTaker/call?id=${id}`, guest))).status).toBe(200)
    const { body, data } = await screen(asha)
    expect(data.passes).toHaveLength(1)
    expect(data.passes[0]!.text).toMatch(/^Ravi Kumar: call with Dr\. .+ on \d\d-\w{3}-\d{4}, \d\d:\d\d [AP]M$/)
    expect(body).not.toContain(decodeURIComponent(/__guest_call=([^;]+)/.exec(guest)![1]!).split('.')[0]!)

    // another patient can't end it with the copied handle
    const kiran = await signInFrom('kiran', KIOSK)
    expect((await screen(kiran)).data.passes).toEqual([])
    await signOut(kiran, { intent: 'end-pass', handle: data.passes[0]!.handle })
    expect((await run(guestCall, get(`/CareTaker/call?id=${id}`, guest))).status).toBe(200)

    const ended = await signOut(asha, { intent: 'end-pass', handle: data.passes[0]!.handle })
    await expect(ended).toShowAlert({ type: 'success', message: 'The pass of Ravi Kumar is ended.' }, { cookie: asha })
    expect(await run(guestCall, get(`/CareTaker/call?id=${id}`, guest))).toRedirectTo(`/CareTaker?id=${id}`)
    expect((await screen(asha)).data.passes).toEqual([])
    expect((await kindsOf(1))[0]).toBe('guestPassEnded')
  })
})

describe('a browser new to the account', () => {
  const noticeOf = async (cookies: string) =>
    (await readLoaderData<typeof frame>(await run(frame, get('/', cookies)))).newSignIn

  it("is told once to the patient's other sessions, not to itself, and not again for a known browser", async () => {
    const kiosk = await signInFrom('asha', KIOSK)
    expect(await noticeOf(kiosk)).toBeNull() // the first browser: no other session to tell
    const phone = await signInFrom('asha', PHONE)
    expect(await noticeOf(kiosk)).toMatch(/^A new sign-in on Firefox on Android at \d\d:\d\d [AP]M\.$/)
    expect(await noticeOf(kiosk)).toBeNull() // once
    expect(await noticeOf(phone)).toBeNull()
    // the kiosk signs in again with its known device id: nobody is told
    await signInFrom('asha', KIOSK)
    expect(await noticeOf(phone)).toBeNull()
  })

  it("is not told to another patient's sessions", async () => {
    const kiran = await signInFrom('kiran', KIOSK)
    await signInFrom('asha', PHONE)
    expect(await noticeOf(kiran)).toBeNull()
  })
})

describe('the device cookie', () => {
  const setOn = async (cookies: string, cacheControl = 'no-store') => {
    const headers = new Headers({ 'Cache-Control': cacheControl })
    await keepDeviceCookie(get('/myappointments', cookies), headers)
    return headers.get('Set-Cookie')
  }

  it('is handed out by the first signed-in page, holding only the id the session was started with', async () => {
    const cookies = await signInFrom('asha', { ...PHONE, device: undefined })
    const set = await setOn(cookies)
    expect(set).toMatch(/^device=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=34560000; SameSite=Lax; HttpOnly$/)
    // the browser keeps it: the next sign-in from it is a known device
    const kept = cookiesAfter(new Response(null, { headers: { 'Set-Cookie': set! } }), cookies)
    expect(await setOn(kept)).toBeNull()
    expect(await setOn('')).toBeNull() // nobody signed in: no cookie
    expect(await setOn(cookies, 'public, max-age=3600')).toBeNull() // never on an answer a cache may keep
  })
})
