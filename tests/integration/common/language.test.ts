import { describe, expect, it } from 'vitest'
import { action as logout } from '~/routes/logout'
import { action } from '~/routes/resources.language.resource'
import { loader as signedOut } from '~/routes/resources.signed-out.resource'
import { keepDeviceCookie } from '~/utils/session/device-cookie.server'
import { get, PORTAL, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

describe('the language switch', () => {
  it('keeps the chosen language in a cookie of its own and returns to the same page', async () => {
    const response = await run(action, post('/resources/language', { lang: 'kn', redirectTo: '/selectDoctor?page=2' }))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/selectDoctor?page=2')
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^lang=kn; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/)
  })

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '', '/ok\n'])(
    'returns to the portal, not to %j',
    async (redirectTo) => {
      const response = await run(action, post('/resources/language', { lang: 'hi', redirectTo }))
      expect(response.headers.get('Location')).toBe('/myappointments')
    },
  )

  it('changes nothing for a language it does not have', async () => {
    const response = await run(action, post('/resources/language', { lang: 'fr', redirectTo: '/signin' }))
    expect(response.headers.get('Location')).toBe('/signin')
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })

  it("logout, which makes the browser forget every cookie, sets the language and the session's device id again on the way to sign-in", async () => {
    const session = await signIn('asha', 'Asha@2026')
    const handed = new Headers({ 'Cache-Control': 'no-store' })
    await keepDeviceCookie(get('/myappointments', session), handed)
    const device = handed.get('Set-Cookie')!.split(';')[0]!
    const request = new Request(`${PORTAL}/logout`, {
      method: 'POST',
      headers: { Cookie: `${session}; lang=hi; ${device}` },
    })
    const response = await run(logout, request)
    expect(response.headers.get('Clear-Site-Data')).toContain('"cookies"')
    const next = response.headers.get('Location') ?? ''
    // the address carries a one-use ticket, never the device id
    expect(next).toMatch(/^\/resources\/signed-out\?ticket=[\w-]{24}$/)
    expect(next).not.toContain(device.split('=')[1]!.split('.')[0])

    // logout's own redirect: a same-origin navigation
    const follow = () => new Request(`${PORTAL}${next}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } })
    const restored = await run(signedOut, follow())
    expect(restored.headers.get('Location')).toBe('/signin')
    expect(restored.headers.get('Cache-Control')).toBe('no-store')
    const cookies = restored.headers.getSetCookie()
    expect(cookies).toHaveLength(2)
    expect(cookies[0]).toMatch(/^lang=hi;/)
    expect(cookies[1]).toBe(`${device}; Path=/; Max-Age=34560000; SameSite=Lax; HttpOnly`)

    // spent: the same address sets nothing again
    expect((await run(signedOut, follow())).headers.getSetCookie()).toEqual([])
  })

  it('an unknown or forged ticket sets nothing and still goes to sign-in', async () => {
    for (const ticket of ['', 'x', 'A'.repeat(24), '../../etc/passwd']) {
      const response = await run(signedOut, get(`/resources/signed-out?${new URLSearchParams({ ticket })}`))
      expect(response.headers.get('Location')).toBe('/signin')
      expect(response.headers.getSetCookie()).toEqual([])
    }
  })

  it('logout without a chosen language or a session goes straight to sign-in', async () => {
    const response = await run(logout, post('/logout', {}))
    expect(response.headers.get('Location')).toBe('/signin')
  })
})
