import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

/** Stored as `scrypt:<salt hex>:<hash hex>`; node's default scrypt cost (N=16384, r=8, p=1). */
const KEY_LENGTH = 32
const scryptAsync = promisify(scrypt)

export function hashPassword(password: string): string {
  const salt = randomBytes(16)
  const hash = scryptSync(password, salt, KEY_LENGTH)
  return `scrypt:${salt.toString('hex')}:${hash.toString('hex')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split(':')
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length)
  return actual instanceof Buffer && timingSafeEqual(actual, expected)
}

let dummyHash: string | undefined
/**
 * Checks a password against a hash nobody has, and answers false: an unknown username costs
 * as much time as a known one, so the answer's timing doesn't say which usernames exist.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(password, dummyHash)
  return false
}
