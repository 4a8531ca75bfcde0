import { helpingChanged } from '~/areas/acting.server'
import { recordActivity } from '~/areas/activity.server'
import {
  changeHelperGrant,
  endHelperGrant,
  inviteHelper,
  listHelperGrants,
  renewHelperGrant,
  type HelperGrant,
  type HelperInvite,
  type HelperScope,
} from '~/services/patient/helpers.server'
import {
  acceptInvitation,
  declineInvitation,
  readInvitation,
  type AcceptOutcome,
  type InvitationView,
} from '~/services/patient/helping.server'
import { ServiceError } from '~/utils/calls/service-error'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * The patient's helpers and the helper's invitation (docs/helpers.md): the services hold the
 * grants; the portal asks them, and records each change on the patient's activity once it has
 * succeeded (and, for an answer to an invitation, on the helper's own too). A grant the services
 * do not know as this patient's is `null`: the page says it is gone and shows nothing else.
 */

/** What a patient's change to a grant came to: done, the grant gone, or refused for a reason the page says. */
export type Outcome<T> = { done: T } | { refused: 'gone' | 'invites-today' | 'failed' }

/** A refusal the page words; anything but a service's answer is thrown on. */
function refusal(error: unknown): Outcome<never> {
  if (!(error instanceof ServiceError)) throw error
  if (error.status === 429 && error.code === 'HELPER_INVITES_TODAY') return { refused: 'invites-today' }
  if (error.status === 404) return { refused: 'gone' }
  return { refused: 'failed' }
}

export const grantsOf = (patient: SignedInPatient) => listHelperGrants(patient)

/** The patient's grant `grantId`, or null when it is not theirs (or no longer kept). */
export async function grantOf(patient: SignedInPatient, grantId: number): Promise<HelperGrant | null> {
  return (await listHelperGrants(patient)).find((grant) => grant.id === grantId) ?? null
}

export async function invite(request: Request, patient: SignedInPatient, invitation: HelperInvite) {
  try {
    const grant = await inviteHelper(patient, invitation)
    await recordActivity(patient.patientId, 'helperInvited', request)
    return { done: grant } satisfies Outcome<HelperGrant>
  } catch (error) {
    return refusal(error)
  }
}

export async function changeGrant(
  request: Request,
  patient: SignedInPatient,
  grantId: number,
  change: { scopes: HelperScope[]; endsAt: string },
): Promise<Outcome<HelperGrant>> {
  try {
    const grant = await changeHelperGrant(patient, grantId, change)
    await recordActivity(patient.patientId, 'helperChanged', request)
    return { done: grant }
  } catch (error) {
    return refusal(error)
  }
}

export async function renewGrant(request: Request, patient: SignedInPatient, grantId: number) {
  try {
    const grant = await renewHelperGrant(patient, grantId)
    await recordActivity(patient.patientId, 'helperRenewed', request)
    return { done: grant } satisfies Outcome<HelperGrant>
  } catch (error) {
    return refusal(error)
  }
}

/** Ends a grant; its helper is stopped at their next request (the portal checks the live grant on each). */
export async function endGrant(
  request: Request,
  patient: SignedInPatient,
  grant: HelperGrant,
): Promise<Outcome<HelperGrant>> {
  try {
    await endHelperGrant(patient, grant.id)
    await recordActivity(patient.patientId, 'helperEnded', request)
    return { done: grant }
  } catch (error) {
    return refusal(error)
  }
}

/** What an invitation offers, or null when the link is not one the services know (told as an ended one). */
export async function invitationFor(helper: SignedInPatient, token: string): Promise<InvitationView | null> {
  try {
    return await readInvitation(helper, token)
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 404 || error.status === 410)) return null
    throw error
  }
}

/** The helper accepts with the patient's year of birth: accepted, a wrong year (and the tries left), or ended. */
export async function accept(
  request: Request,
  helper: SignedInPatient,
  token: string,
  yearOfBirth: number,
): Promise<AcceptOutcome> {
  const outcome = await acceptInvitation(helper, token, yearOfBirth)
  if (outcome.outcome === 'accepted') {
    await recordActivity(outcome.grant.patientId, 'helperAccepted', request)
    await recordActivity(helper.patientId, 'helpingAccepted', request)
    // the menu offers Switch account from the next page on
    await helpingChanged(helper.patientId)
  }
  return outcome
}

/** The helper declines: recorded on the patient's activity (the services say whose it was) and the helper's own. */
export async function decline(request: Request, helper: SignedInPatient, token: string): Promise<void> {
  const { patientId } = await declineInvitation(helper, token)
  await recordActivity(patientId, 'helperDeclined', request)
  await recordActivity(helper.patientId, 'helpingDeclined', request)
}
