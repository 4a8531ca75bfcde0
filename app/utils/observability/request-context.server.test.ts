import { describe, expect, it, vi } from 'vitest'
import { forgetInRequest, oncePerRequest, runInRequestContext } from '~/utils/observability/request-context.server'

const inRequest = <T>(fn: () => T) => runInRequestContext({ requestId: 'test' }, fn)

describe('values kept for one request', () => {
  it('makes a value once per request and key, again after it is forgotten', async () => {
    const make = vi.fn(async () => ({ read: true }))
    await inRequest(async () => {
      const first = oncePerRequest('session:a', make)
      await Promise.resolve()
      expect(oncePerRequest('session:a', make)).toBe(first)
      oncePerRequest('session:b', make)
      expect(make).toHaveBeenCalledTimes(2)
      forgetInRequest('session:a')
      oncePerRequest('session:a', make)
      expect(make).toHaveBeenCalledTimes(3)
    })
  })

  it('keeps nothing between requests, nor outside one', async () => {
    const make = vi.fn(() => 1)
    await inRequest(async () => oncePerRequest('k', make))
    await inRequest(async () => oncePerRequest('k', make))
    oncePerRequest('k', make)
    oncePerRequest('k', make)
    expect(make).toHaveBeenCalledTimes(4)
  })
})
