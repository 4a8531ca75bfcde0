import { describe, expect, it, vi } from 'vitest'
import {
  forgetInRequest,
  newScope,
  oncePerRequest,
  openScope,
  openScopes,
  SCOPE_HEADER,
  scopeOf,
} from '~/utils/observability/request-context.server'

const page = (headers: Record<string, string> = {}) => new Request('http://portal.test/myappointments', { headers })

describe('values kept for one request', () => {
  it('makes a value once per request and key, again after it is forgotten', async () => {
    const scope = newScope({ requestId: 'test' })
    const make = vi.fn(async () => ({ read: true }))
    const first = oncePerRequest(scope, 'session:a', make)
    await Promise.resolve()
    expect(oncePerRequest(scope, 'session:a', make)).toBe(first)
    oncePerRequest(scope, 'session:b', make)
    expect(make).toHaveBeenCalledTimes(2)
    forgetInRequest(scope, 'session:a')
    oncePerRequest(scope, 'session:a', make)
    expect(make).toHaveBeenCalledTimes(3)
  })

  it('keeps nothing between requests, nor outside one', () => {
    const make = vi.fn(() => 1)
    oncePerRequest(newScope({ requestId: 'one' }), 'k', make)
    oncePerRequest(newScope({ requestId: 'two' }), 'k', make)
    oncePerRequest(undefined, 'k', make)
    oncePerRequest(undefined, 'k', make)
    expect(make).toHaveBeenCalledTimes(4)
  })
})

describe("a request's scope", () => {
  it('is found from its request, and from every copy Remix makes of it, until it is closed', () => {
    const opened = openScope({ requestId: 'req-1', locale: 'hi' })
    const request = page({ [opened.header]: opened.key })
    const copy = new Request('http://portal.test/myappointments', { headers: request.headers, signal: request.signal })
    expect(scopeOf(request)).toMatchObject({ requestId: 'req-1', locale: 'hi' })
    expect(scopeOf(copy)).toBe(scopeOf(request))
    opened.close()
    expect(scopeOf(request)).toBeUndefined()
  })

  it("is no request's that names none, or a key never handed out", () => {
    const before = openScopes()
    expect(scopeOf(page())).toBeUndefined()
    expect(scopeOf(page({ [SCOPE_HEADER]: 'made-up' }))).toBeUndefined()
    expect(openScopes()).toBe(before)
  })
})
