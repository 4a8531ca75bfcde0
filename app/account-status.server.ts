import { identityMessages } from '~/messages/identity'
import { getPatientStatus } from '~/services/patient.server'
import { ServiceError } from '~/services/service-error'
import { redirectWithAlert, requirePatient, type SignedInPatient } from '~/session.server'

/**
 * Spec 1 section 4: History, Profile and Change Password check the account status first; an
 * INACTIVE patient is signed out to /signin with a message (the new session cookie holds only
 * that message, so the token is gone). A failed status call lets the page go on: the services
 * check the account on every call anyway.
 */
export async function requireActivePatient(request: Request): Promise<SignedInPatient> {
  const patient = await requirePatient(request)
  let status: string | null = null
  try {
    status = await getPatientStatus(patient)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
  }
  if (status === 'INACTIVE') {
    throw await redirectWithAlert(null, '/signin', { type: 'error', message: identityMessages.status.inactive })
  }
  return patient
}
