import { accountStatusAction, appointmentsToSettle } from '~/domain/account-status'
import { identityMessages } from '~/messages/identity'
import { listAppointments } from '~/services/appointment.server'
import { optional } from '~/services/optional.server'
import { updatePatientStatus } from '~/services/patient.server'
import { redirectWithAlert, type SignedInPatient } from '~/session.server'

/**
 * Spec 2 section 4, run by the dashboard with the status it fetched alongside the list:
 * INACTIVE signs out (as app/account-status.server.ts does for other pages); for
 * PENDING_DEACTIVATION every SCHEDULED or RUNNING appointment past its window is reported
 * (PATCH update-status), and if the services then say INACTIVE the patient is signed out.
 * Failures of these calls are logged and the page goes on.
 */
export async function applyAccountStatus(
  patient: SignedInPatient,
  status: string | null,
  recheck: () => Promise<string | null>,
): Promise<void> {
  if (status === null) return
  const action = accountStatusAction(status)
  if (action === 'sign-out') throw await signOutInactive()
  if (action !== 'check-appointments') return
  const all = await optional(listAppointments(patient))
  const ids = appointmentsToSettle(all ?? [], Date.now())
  if (ids.length === 0) return
  await Promise.all(ids.map((id) => optional(updatePatientStatus(patient, id))))
  if ((await recheck()) === 'INACTIVE') throw await signOutInactive()
}

function signOutInactive() {
  return redirectWithAlert(null, '/signin', { type: 'error', message: identityMessages.status.inactive })
}
