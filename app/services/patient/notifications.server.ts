import { z } from 'zod/v4'
import { byTime } from '~/domain/common/by-time'
import { decoration, forgetDecoration, HOUR_MS, keepDecoration } from '~/utils/calls/decoration.server'
import { callService, unreadAnswer } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The patient service: the notifications and the bell's red dot (docs/rules/appointments.md#service-calls). */

const notificationFlagSchema = z.object({
  patientNotificationStatusDTOs: z.array(z.object({ status: z.boolean() })),
})

/**
 * How long a page takes the bell's dot from the shared store without asking the service: a
 * notification from the hospital shows within this; the ones the portal causes, and the patient
 * opening the list, change the kept dot at once.
 */
const DOT_FRESH_MS = 30_000
const dotKey = ({ patientId }: Pick<SignedInPatient, 'patientId'>) => `notification-dot:${patientId}`

/** The bell's dot for the frame of every signed-in page: a decoration (ADR 46), kept briefly per patient. */
export function notificationDot(patient: SignedInPatient) {
  return decoration({
    key: dotKey(patient),
    call: () => getNotificationFlag(patient),
    keepMs: HOUR_MS,
    freshMs: DOT_FRESH_MS,
    prefer: 'fresh',
  })
}

/** A new sign-in's first page asks the service for the dot, whatever an earlier session kept. */
export async function forgetNotificationDot(patientId: number) {
  await forgetDecoration(dotKey({ patientId }))
}

/** The red dot on the bell: true when there are notifications the patient has not opened. */
export async function getNotificationFlag(patient: SignedInPatient) {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/notification-flag`,
      query: { pageSize: 1 },
      caller: patient,
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
const notificationListSchema = z.array(notificationSchema)

/** The patient's notifications, newest first (sorted here too, whatever order the service keeps). */
export async function listNotifications(patient: SignedInPatient) {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/notification`, caller: patient },
    notificationListSchema,
  )
  return byTime(
    data,
    (n) => n.time,
    'newest first',
    (a, b) => b.id - a.id,
  )
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
      caller: patient,
    },
    unreadAnswer,
  )
  await keepDecoration(dotKey(patient), true, HOUR_MS)
}

/** Sets the red dot; false clears it (the list was opened). */
export async function setNotificationFlag(patient: SignedInPatient, status: boolean) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/notification-flag`,
      method: 'POST',
      json: { status },
      caller: patient,
    },
    unreadAnswer,
  )
  await keepDecoration(dotKey(patient), status, HOUR_MS)
}
