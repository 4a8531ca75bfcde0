import { describe, expect, it } from 'vitest'
import { makeStandIn } from '../../test-support.ts'

describe('/hospital-service/hospitals', () => {
  it('gives the footer info of the hospital', async () => {
    const { get } = makeStandIn()
    const res = await get('/hospital-service/hospitals/info/1', 'asha')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: 1,
      hospitalName: 'Sunrise Multispeciality Hospital',
      website: 'https://sunrise-hospital.example.org',
      city: 'Bengaluru',
      photoStatus: 'ADDED',
    })
  })

  it('serves the logo as an SVG image', async () => {
    const { get } = makeStandIn()
    const res = await get('/hospital-service/hospitals/1/image', 'asha')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml')
    const svg = await res.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('<title>Sunrise Multispeciality Hospital</title>')
  })

  it('says NOT_ADDED and 404s the image of a hospital without a logo', async () => {
    const { get } = makeStandIn()
    expect(await (await get('/hospital-service/hospitals/info/2', 'asha')).json()).toMatchObject({
      photoStatus: 'NOT_ADDED',
    })
    const res = await get('/hospital-service/hospitals/2/image', 'asha')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ status: 404, error: 'Not Found' })
  })

  it('404s an unknown hospital and 401s a caller without a token', async () => {
    const { app, get } = makeStandIn()
    expect((await get('/hospital-service/hospitals/info/99', 'asha')).status).toBe(404)
    expect((await app.request('/hospital-service/hospitals/info/1')).status).toBe(401)
    expect((await app.request('/hospital-service/hospitals/1/image')).status).toBe(401)
  })
})
