import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/resources.hospital-logo.resource'
import { injectFault } from '../../mocks/standin'
import { get } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

describe('hospital logo resource', () => {
  it('streams the logo with its image type to a signed-in patient, cached privately', async () => {
    const response = await run(loader, get('/resources/hospital-logo', await signIn('asha', 'Asha@2026')))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^image\//)
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=86400')
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100)
  })

  it('serves a patient whom the guard holds on a forced step (the footer shows there too)', async () => {
    const response = await run(loader, get('/resources/hospital-logo', await signIn('meena', 'Meena@2026')))
    expect(response.status).toBe(200)
  })

  it('refuses a visitor without a session', async () => {
    const response = await run(loader, get('/resources/hospital-logo'))
    expect(response.status).toBe(401)
  })

  it('answers 404 rather than an error page when the services fail', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    injectFault({ path: '/hospital-service/hospitals/:id/image', kind: 'server-error' })
    const response = await run(loader, get('/resources/hospital-logo', cookie))
    expect(response.status).toBe(404)
  })
})
