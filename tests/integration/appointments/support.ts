/** Helpers for the appointment integration tests (issue 5): route params, alerts, the stand-in's data. */
import type { ActionFunction, LoaderFunction } from '@remix-run/node'
import { loader as rootLoader } from '~/root'
import { standIn } from '../../mocks/standin'
import { context, cookieFrom, get, run } from '../../support/portal'

/** Runs a loader or action with route params; a thrown Response is returned. */
export async function runWith(
  fn: LoaderFunction | ActionFunction,
  request: Request,
  params: Record<string, string>,
): Promise<Response> {
  try {
    const result = await fn({ request, params, context })
    if (result instanceof Response) return result
    return Response.json(result)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

/** Follows a redirect and reads the alert the root shows on the next page. */
export async function alertAfter(response: Response) {
  const next = await run(rootLoader, get(response.headers.get('Location') ?? '/', cookieFrom(response)))
  return ((await next.json()) as { alert: { type: string; message: string } | null }).alert
}

export function appointmentRow(id: number) {
  return standIn
    .db()
    .prepare<[number], { status: string; start_time: string; end_time: string; cancellation_reason: string | null }>(
      'SELECT status, start_time, end_time, cancellation_reason FROM appointments WHERE id = ?',
    )
    .get(id)
}

export function doctorNotifications(doctorId: number) {
  return standIn
    .db()
    .prepare<[number], { title: string; message: string; appointment_id: number }>(
      'SELECT title, message, appointment_id FROM notifications WHERE doctor_id = ? ORDER BY id',
    )
    .all(doctorId)
}
