import { describe, expect, it } from 'vitest'
import { jar } from './drive.ts'

describe("the driver's cookies", () => {
  it('start from the signed-in cookie and keep what pages set, as a browser does', () => {
    const cookies = jar('__Host-session=abc.def')
    cookies.take([
      '__Host-csrf=r4nd0m; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure',
      '__Host-device=d3v1c3.s1gn; Path=/; HttpOnly; Secure',
    ])
    expect(cookies.header()).toEqual({
      cookie: '__Host-session=abc.def; __Host-csrf=r4nd0m; __Host-device=d3v1c3.s1gn',
    })
  })

  it('replace a cookie set again and drop one set to expire', () => {
    const cookies = jar('a=1; b=2')
    cookies.take(['a=3; Path=/', 'b=; Path=/; Max-Age=0'])
    expect(cookies.header()).toEqual({ cookie: 'a=3' })
  })

  it('send no Cookie header while there is none', () => {
    expect(jar().header()).toEqual({})
  })
})
