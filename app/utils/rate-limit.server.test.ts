import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit.server'

describe('createRateLimiter', () => {
  it('allows max hits per window, then limits with the time left', () => {
    let t = 0
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000, now: () => t })
    expect(limiter.hit('a').limited).toBe(false)
    expect(limiter.hit('a').limited).toBe(false)
    t = 15_000
    expect(limiter.hit('a')).toEqual({ limited: true, retryAfterSeconds: 45 })
  })

  it('counts keys apart and starts afresh after the window', () => {
    let t = 0
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, now: () => t })
    limiter.hit('a')
    expect(limiter.hit('a').limited).toBe(true)
    expect(limiter.hit('b').limited).toBe(false)
    t = 1000
    expect(limiter.hit('a').limited).toBe(false)
  })
})
