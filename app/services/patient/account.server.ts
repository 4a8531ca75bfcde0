import { z } from 'zod/v4'
import { accountStatusAction } from '~/domain/identity/account-status'
import { ServiceError } from '~/utils/calls/service-error'
import { callService, unreadAnswer } from '~/utils/calls/service-request.server'
import type { RequestScope } from '~/utils/observability/request-context.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import { getStore } from '~/utils/shared-store/index.server'

/** The patient service: signing in, the account's status and consent, the password change (docs/rules/identity.md#service-calls). */

/** Signs in (signed out: the request's scope only); the token comes back in the Authorization response header. */
export async function login(
  credentials: { username: string; password: string },
  scope: RequestScope | undefined,
): Promise<string> {
  const form = new FormData()
  form.set('username', credentials.username.toLowerCase())
  form.set('password', credentials.password)
  const { headers } = await callService(
    { service: 'patient', path: '/login', method: 'POST', form, caller: { scope } },
    unreadAnswer,
  )
  const token = headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim()
  if (!token) {
    throw new ServiceError({
      kind: 'invalid-response',
      status: 200,
      url: '/patient-service/login',
      errorMessage: 'No token in the login response',
    })
  }
  return token
}

const statusSchema = z.object({ status: z.string() })

export async function getPatientStatus(patient: SignedInPatient) {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/status`, caller: patient },
    statusSchema,
  )
  return data.status
}

/**
 * How long the dashboard takes an active account's status from the shared store instead of asking (ADR 132). The
 * dashboard is the page a patient comes back to most, and asks on every visit; a status that asks for action
 * (docs/rules/appointments.md#states) is never kept, so only a deactivation by the hospital waits, this long at most.
 */
const ACTIVE_STATUS_KEPT_MS = 60_000
const activeStatusKey = ({ patientId }: SignedInPatient) => `account-active:${patientId}`

/** The account's status for the dashboard: an active one as checked within the last minute, else the service's. */
export async function recentStatus(patient: SignedInPatient): Promise<string> {
  const store = getStore()
  const kept = await store.get<string>(activeStatusKey(patient)).catch(() => null)
  if (kept !== null) return kept
  const status = await getPatientStatus(patient)
  if (accountStatusAction(status) === 'none') {
    await store.set(activeStatusKey(patient), status, ACTIVE_STATUS_KEPT_MS).catch(() => undefined)
  }
  return status
}

/** Changes the signed-in patient's password. */
export async function changePassword(
  patient: SignedInPatient,
  password: { currentPassword: string; newPassword: string; confirmPassword: string },
) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/configure-password`,
      method: 'POST',
      caller: patient,
      query: {
        password: password.currentPassword,
        new_password: password.newPassword,
        confirm_password: password.confirmPassword,
      },
    },
    unreadAnswer,
  )
}

/** Records the first-login consent. */
export async function givePatientConsent(patient: SignedInPatient, consent: { name: string; relation: string }) {
  await callService(
    {
      service: 'patient',
      path: '/patients/patient-consent',
      method: 'POST',
      caller: patient,
      query: { 'patient-id': patient.patientId },
      json: { name: consent.name, relation: consent.relation, consentStatus: 'GIVEN' },
    },
    unreadAnswer,
  )
}

/** Reports an appointment outside its window for a PENDING_DEACTIVATION patient (docs/rules/appointments.md#states). */
export async function updatePatientStatus(patient: SignedInPatient, appointmentId: number) {
  await callService(
    {
      service: 'patient',
      path: '/patients/update-status',
      method: 'PATCH',
      query: { 'patient-id': patient.patientId, 'appointment-id': appointmentId },
      caller: patient,
    },
    unreadAnswer,
  )
}

// ---------------------------------------------------------------- profile
