import { z } from 'zod'
import { callService } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The patient service: the notifications and the bell's red dot (docs/rules/appointments.md#service-calls). */

const notificationFlagSchema = z.object({
  patientNotificationStatusDTOs: z.array(z.object({ status: z.boolean() })),
})

/** The red dot on the bell: true when there are notifications the patient has not opened. */
export async function getNotificationFlag(patient: SignedInPatient) {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/notification-flag`,
      query: { pageSize: 1 },
      token: patient.token,
    },
    notificationFlagSchema,
  )
  return data.patientNotificationStatusDTOs[0]?.status ?? false
}

const notificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  time: z.string(),
  appointment: z.object({ id: z.number() }).nullish(),
})

export type PatientNotification = z.infer<typeof notificationSchema>

/** The patient's notifications, newest first (sorted here too, whatever order the service keeps). */
export async function listNotifications(patient: SignedInPatient) {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/notification`, token: patient.token },
    z.array(notificationSchema),
  )
  return [...data].sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id)
}

/**
 * A notification to the patient from the portal itself (an account security warning): the
 * services keep it in the patient's list with the red dot, and pass it on by text or e-mail where
 * the hospital does that.
 */
export async function notifyPatient(patient: SignedInPatient, notice: { title: string; message: string }) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/notification`,
      method: 'POST',
      json: notice,
      token: patient.token,
    },
    z.unknown(),
  )
}

/** Sets the red dot; false clears it (the list was opened). */
export async function setNotificationFlag(patient: SignedInPatient, status: boolean) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/notification-flag`,
      method: 'POST',
      json: { status },
      token: patient.token,
    },
    z.unknown(),
  )
}
