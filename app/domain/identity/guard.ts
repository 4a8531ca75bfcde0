import { Path } from '~/utils/navigation/paths'
import type { PatientClaims } from './claims'

/**
 * The guard (docs/rules/identity.md#states): where a signed-in patient must go instead of `pathname`,
 * or null to stay. A temporary password comes first, then the first-login consent.
 */
export function guardDestination(
  claims: Pick<PatientClaims, 'loginStatus' | 'temporaryPassword'>,
  pathname: string,
): string | null {
  const forced = landingFor(claims)
  if (forced === Path.dashboard) return null
  return pathname === forced ? null : forced
}

/** Where sign-in leads: the forced step if one is due, else the dashboard. */
export function landingFor(claims: Pick<PatientClaims, 'loginStatus' | 'temporaryPassword'>): string {
  if (claims.temporaryPassword === 'YES') return Path.changePassword
  if (claims.loginStatus === 'FIRST_TIME_LOGIN') return Path.consent
  return Path.dashboard
}
