import { createHmac } from 'node:crypto'
import { getEnv } from '~/utils/env.server'

/**
 * The name a page gives a session, a guest pass or a remembered device (ADR 88): a keyed hash of
 * its id, never the id, which is a bearer secret (whoever holds it is signed in). The same id always gets the same
 * handle, so nothing more is stored; without the key a handle can't be turned back into an id or
 * made up for another patient's session. 22 characters: 132 bits.
 */
export function publicHandle(
  kind: 'session' | 'guest' | 'remembered',
  id: string,
  key = getEnv().SESSION_SECRET,
): string {
  return createHmac('sha256', key).update(`${kind}:${id}`).digest('base64url').slice(0, 22)
}

/** What a posted handle must look like before it is compared with anything. */
export const HANDLE_PATTERN = /^[A-Za-z0-9_-]{22}$/
