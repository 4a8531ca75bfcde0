import { z } from 'zod/v4'
import { callService, unreadAnswer } from '~/utils/calls/service-request.server'
import type { RequestScope } from '~/utils/observability/request-context.server'

/**
 * The appointment service's side of a text's link (docs/reminders.md#what-the-services-must-do):
 * no bearer token, the token in the body (never in a path a log keeps). A token the services do
 * not accept is a 404, whatever is wrong with it; a wrong year of birth a 400 (RL01); a link that
 * may no longer cancel a 423 (RL02). These are answers, not failures: none is reported.
 */
const linkedVisitSchema = z.object({
  appointmentId: z.number(),
  patientId: z.number(),
  patient: z.object({ firstName: z.string(), lastName: z.string().nullish() }),
  hospitalName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  type: z.enum(['ONLINE_CONSULTATION', 'PHYSICAL_VISIT']),
  status: z.string(),
  confirmedAt: z.string().nullish(),
  canCancel: z.boolean(),
})
export type LinkedVisit = z.infer<typeof linkedVisitSchema>

const ANSWERS = [400, 404, 423]

const post = (path: string, json: object, scope: RequestScope | undefined) =>
  ({
    service: 'appointment',
    path: `/reminder-links/${path}`,
    method: 'POST',
    json,
    expectedStatuses: ANSWERS,
    caller: { scope },
  }) as const

export async function getLinkedVisit(token: string, scope: RequestScope | undefined) {
  return (await callService(post('visit', { token }, scope), linkedVisitSchema)).data
}

export async function confirmLinkedVisit(token: string, scope: RequestScope | undefined) {
  return (await callService(post('confirm', { token }, scope), linkedVisitSchema)).data
}

/** Cancels with the year of birth; the services tell the doctor in the words given. */
export async function cancelLinkedVisit(
  token: string,
  yearOfBirth: number,
  doctorNotification: { title: string; message: string },
  scope: RequestScope | undefined,
) {
  await callService(post('cancel', { token, yearOfBirth, doctorNotification }, scope), unreadAnswer)
}
