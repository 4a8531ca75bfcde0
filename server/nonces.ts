import { randomBytes } from 'node:crypto'

/**
 * The pages' CSP nonces: 16 random bytes each, never reused, drawn from a pool the system's random
 * source fills 256 nonces at a time, as Node's own randomUUID does. Asking the source for every
 * page cost about 1 % of a page's CPU.
 */
const NONCE_BYTES = 16
const POOL_NONCES = 256

let pool = Buffer.alloc(0)
let next = 0

export function newNonce(): string {
  if (next + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES)
    next = 0
  }
  const nonce = pool.toString('base64', next, next + NONCE_BYTES)
  next += NONCE_BYTES
  return nonce
}
