import { describe, expect, it } from 'vitest'
import { sessionCookieOf } from './portal-session'

describe('the session cookie among Set-Cookie headers', () => {
  it('is __Host-session in production and __session otherwise, whatever else is set', () => {
    expect(sessionCookieOf(['tz=Asia%2FKolkata; Path=/', '__Host-session=abc.def; Path=/; HttpOnly; Secure'])).toBe(
      '__Host-session=abc.def',
    )
    expect(sessionCookieOf(['__session=xyz; Path=/; HttpOnly'])).toBe('__session=xyz')
    expect(sessionCookieOf(['other=1'])).toBeNull()
    expect(sessionCookieOf([])).toBeNull()
  })
})
