import { describe, expect, it } from 'vitest'
import { action as logout } from '~/routes/logout'
import { action, loader } from '~/routes/resources.language.resource'
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

  it('logout, which makes the browser forget every cookie, sets the language again on the way to sign-in', async () => {
    const session = await signIn('asha', 'Asha@2026')
    const request = new Request(`${PORTAL}/logout`, {
      method: 'POST',
      headers: { Cookie: `${session}; lang=hi` },
    })
    const response = await run(logout, request)
    expect(response.headers.get('Clear-Site-Data')).toContain('"cookies"')
    const next = response.headers.get('Location') ?? ''
    expect(next).toBe('/resources/language?lang=hi&redirectTo=%2Fsignin')

    const restored = await run(loader, get(next))
    expect(restored.headers.get('Location')).toBe('/signin')
    expect(restored.headers.get('Set-Cookie')).toMatch(/^lang=hi;/)
  })

  it('logout without a chosen language goes straight to sign-in', async () => {
    const response = await run(logout, post('/logout', {}, await signIn('asha', 'Asha@2026')))
    expect(response.headers.get('Location')).toBe('/signin')
  })
})
