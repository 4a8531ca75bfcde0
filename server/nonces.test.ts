import { describe, expect, it } from 'vitest'
import { newNonce } from './nonces'

describe('newNonce', () => {
  it('gives 16 bytes in base64, a new value every time across refills of the pool', () => {
    const nonces = Array.from({ length: 1000 }, newNonce)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    expect(new Set(nonces).size).toBe(1000)
  })
})
