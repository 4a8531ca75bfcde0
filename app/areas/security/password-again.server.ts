import { signInAttempt } from '~/areas/identity.server'
import { readClaims } from '~/domain/identity/claims'
import { login } from '~/services/patient/account.server'
import { ServiceError } from '~/utils/calls/service-error'
import { getEnv } from '~/utils/env.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import { inStore } from '~/utils/shared-store/index.server'

/**
 * The password asked again before a change that would let whoever holds a stolen session keep the
 * account (docs/two-step.md#asked-again): checked by the services' own sign-in, under the name the
 * patient last signed in with (kept in the shared store for as long as a session can live), and
 * counted as sign-ins are (ADR 42), so a stolen session can't guess the password any faster.
 */
const nameKey = (patientId: number) => `sign-in-name:${patientId}`

/** Called at each sign-in: the name the password was given with. */
export async function keepSignInName(patientId: number, username: string) {
  await inStore((s) => s.set(nameKey(patientId), username, getEnv().SESSION_MAX_HOURS * 3_600_000))
}

/** 'right', 'wrong', the seconds to wait, or 'failed' (the services did not answer). */
export async function passwordAgain(
  patient: SignedInPatient,
  password: string,
  address: string,
): Promise<'right' | 'wrong' | 'failed' | number> {
  const name = await inStore((s) => s.get<string>(nameKey(patient.patientId)))
  if (!name || !password) return 'wrong'
  // not the browser: a session's browser is handed the session's device id, so a stolen session
  // would pass for the patient's own browser; only an address she signed in from has its own count
  const throttle = await signInAttempt(name, { address, deviceId: null })
  if (throttle.refused) return throttle.seconds
  try {
    const token = await login({ username: name, password }, patient.scope)
    if (readClaims(token)?.patientId !== patient.patientId) return 'wrong'
    await throttle.succeeded()
    return 'right'
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    if (error.status < 400 || error.status >= 500) return 'failed'
    await throttle.failed()
    return 'wrong'
  }
}
