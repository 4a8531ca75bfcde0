import { sign } from 'hono/jwt'
import type { Deps } from '../config.ts'
import { ServiceError } from '../errors.ts'
import { findPerson, grantEnded, grantEndInstant, liveGrantOf, type GrantRow } from './grants.ts'
import { scopesOf, type HelperScope } from './rules.ts'

/**
 * The delegated token (RFC 8693): the patient's id as `user_id`, so every route reads the
 * patient's data as before, with the helper in `act.sub`, the scopes and the grant. Each request
 * carrying one is checked against the live grant, so an ended grant stops its tokens at once.
 */

export interface Delegation {
  user_id: number
  act: { sub: string }
  scope: string
  grant_id: number
}

export const helperNotAllowed = () =>
  new ServiceError(403, "Helpers can't use this", { code: 'HELPER_NOT_ALLOWED', error: 'Forbidden' })
const helperScope = () =>
  new ServiceError(403, "This helper's access does not cover this", { code: 'HELPER_SCOPE', error: 'Forbidden' })

/** Signs the token for a live grant; it ends with the grant's last day and never after the helper's own token. */
export async function delegatedToken(deps: Deps, grant: GrantRow, helperTokenExp: number): Promise<string> {
  const patient = findPerson(deps.db, grant.patient_id)
  if (!patient || grant.helper_id === null) throw grantEnded()
  const iat = Math.floor(deps.now().getTime() / 1000)
  const grantEnd = Math.floor(grantEndInstant(grant.last_day).getTime() / 1000)
  const payload = {
    user_id: patient.id,
    hospital_id: patient.hospital_id,
    login_status: 'NEXT_LOGIN',
    temporary_password: 'NO',
    act: { sub: String(grant.helper_id) },
    scope: grant.scopes,
    grant_id: grant.id,
    iat,
    exp: Math.min(iat + deps.tokenTtlSeconds, grantEnd, helperTokenExp),
  }
  return sign(payload, deps.jwtSecret, 'HS256')
}

/**
 * Lets a delegated request through, or throws: the route must take helpers (`needed` null: it
 * never does), the grant must be live for this patient and helper, and one of the scopes the
 * route takes must be both in the token and still in the grant (a narrowed grant narrows its
 * tokens). A request let through marks the grant used.
 */
export function checkDelegation(deps: Deps, token: Delegation, needed: readonly HelperScope[] | 'any' | null) {
  if (needed === null) throw helperNotAllowed()
  const grant = liveGrantOf(deps, Number(token.act.sub), token.grant_id)
  if (!grant || grant.patient_id !== token.user_id) throw grantEnded()
  const held = scopesOf(token.scope).filter((s) => scopesOf(grant.scopes).includes(s))
  if (held.length === 0 || (needed !== 'any' && !needed.some((s) => held.includes(s)))) throw helperScope()
  deps.db.prepare('UPDATE helper_grants SET last_used_at = ? WHERE id = ?').run(deps.now().toISOString(), grant.id)
}
