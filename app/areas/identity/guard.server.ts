import { redirect } from '@remix-run/node'
import { recordActivity } from '~/areas/activity.server'
import { actingPatient } from '~/areas/identity/acting.server'
import { guardDestination } from '~/domain/identity/guard'
import { getPatientStatus } from '~/services/patient/account.server'
import { ServiceError } from '~/utils/calls/service-error'
import { getEnv } from '~/utils/env.server'
import type { Locale } from '~/utils/language/locale'
import { localeOf } from '~/utils/language/locale.server'
import { fill } from '~/utils/language/texts'
import { textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import type { ActingFor } from '~/utils/session/record.server'
import {
  checkSession,
  endSessionExpired,
  signOutEverywhere,
  type SignedInPatient,
} from '~/utils/session/session.server'

/**
 * The guard of every signed-in loader and action, on the session (app/utils/session/session.server.ts)
 * and the pure rule of app/domain/identity/guard.ts. Each throws the redirect where the patient
 * may not go on, and otherwise returns the signed-in patient. It records the sign-out in the
 * account's activity and asks the patient service for the account status, so it lives with the
 * areas, above the session's plumbing (ADR 103).
 */

/**
 * The guard of docs/rules/identity.md#states, run by every signed-in loader and action:
 * no session goes to /signin, a temporary password to /resetpassword, a first
 * login to /UserConsentForm.
 */
export async function requirePatient(request: Request): Promise<SignedInPatient> {
  const { patient, acting } = await requireOwnAccount(request)
  // a helper acting for a patient: the patient's id and delegated token, once the live grant says so
  return acting ? actingPatient(request, patient, acting) : patient
}

/**
 * `requirePatient` for the screens that are always the signed-in account's own, whoever it acts
 * for (/switch, the helpers' screens): the account itself, and whom the session acts for (not yet
 * checked against the grant).
 */
export async function requireOwnAccount(request: Request): Promise<{ patient: SignedInPatient; acting?: ActingFor }> {
  const session = await checkSession(request)
  if (session.state === 'none' || session.state === 'unreadable') throw redirect(Path.signIn)
  // the password passed, the second step not yet: nothing opens but the second step (docs/two-step.md)
  if (session.state === 'pending') throw redirect(Path.secondStep)
  // signed out from the patient's devices screen: the browser is told as when the token expired
  if (session.state === 'signed-out-elsewhere') {
    const message = textsOf(localeOf(request), 'sessionMessages').expired
    throw await redirectWithAlert(null, Path.signIn, { type: 'error', message })
  }
  if (session.state === 'ended') {
    if (session.patientId !== undefined)
      await recordActivity(session.patientId, session.by === 'idle' ? 'signOutIdle' : 'signOutLimit', request)
    throw await redirectWithAlert(null, Path.signIn, {
      type: 'info',
      message: fill(textsOf(localeOf(request), 'sessionMessages').idle, { minutes: getEnv().SESSION_IDLE_MINUTES }),
    })
  }
  const { patient } = session
  if (patient.expiresAt !== undefined && patient.expiresAt <= Date.now()) {
    // the services' token ran out: the session's absolute end, as the services set it
    await recordActivity(patient.patientId, 'signOutLimit', request)
    throw await endSessionExpired(patient, localeOf(request))
  }
  const destination = guardDestination(patient, new URL(request.url).pathname)
  if (destination) throw redirect(destination)
  return { patient, acting: session.acting }
}

/**
 * The account status (docs/rules/identity.md#states): History, Profile and Change Password check the account status first; an
 * INACTIVE patient is signed out everywhere, to /signin with a message. A failed status call lets the page go on: the services
 * check the account on every call anyway.
 */
export async function requireActivePatient(request: Request): Promise<SignedInPatient> {
  const patient = await requirePatient(request)
  // a helper's grant ends with the patient's account: the live grant has said so already
  if (patient.actor) return patient
  let status: string | null = null
  try {
    status = await getPatientStatus(patient)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
  }
  if (status === 'INACTIVE') throw await signOutInactive(patient, localeOf(request))
  return patient
}

/**
 * An INACTIVE account (docs/rules/identity.md#states): every session of the patient ends,
 * with the message in the page's language.
 */
export function signOutInactive(patient: SignedInPatient, locale: Locale) {
  const message = textsOf(locale, 'identityMessages').status.inactive
  return signOutEverywhere(patient, { type: 'error', message })
}
