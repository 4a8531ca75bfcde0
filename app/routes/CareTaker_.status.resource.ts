import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { recordGuestActivity } from '~/areas/activity.server'
import { clearGuest, consultationIdFrom, readGuest, revokeGuests } from '~/areas/guest-call.server'
import { guestCallOutcome } from '~/domain/video-call/call'
import {
  addGuestAttendee,
  browserJoinData,
  getConsultationStatus,
  getGuestAttendeeStatus,
  setGuestAttendeeStatus,
} from '~/services/consultation.server'
import { ServiceError } from '~/utils/calls/service-error'
import { requestTexts } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { scopeOf } from '~/utils/observability/request-context.server'
import { readForm } from '~/utils/request/form.server'
import { intentOf } from '~/utils/request/intent.server'

/**
 * The guest call's server side (JSON), for a verified and consented guest only: GET is the
 * 5-second poll (attendee status, consultation status); POST joins (patient-add-attendee) or
 * leaves (attendee status NOT_JOINED, the guest cookie deleted, then /signin).
 */
async function requireGuest(request: Request) {
  const id = consultationIdFrom(request)
  const guest = await readGuest(request, id)
  if (!guest?.consented) throw json({ error: requestTexts(request).texts('guestMessages').forbidden }, { status: 403 })
  return id
}

export async function loader({ request }: LoaderFunctionArgs) {
  const id = await requireGuest(request)
  const scope = scopeOf(request)
  try {
    const [attendeeStatus, consultationStatus] = await Promise.all([
      getGuestAttendeeStatus(id, scope),
      getConsultationStatus(id, scope),
    ])
    const outcome = guestCallOutcome({ attendeeStatus, consultationStatus })
    // removed, or the consultation is over: every copy of the guest's cookie stops working
    if (outcome !== 'continue') await revokeGuests(id)
    return json({ outcome })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    // a failed poll is only logged; the next one tries again
    return json({ outcome: 'continue' as const })
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const scope = scopeOf(request)
  const intent = intentOf(await readForm(request), ['leave', 'join'])
  if (intent === 'leave') {
    // a guest whose access already ended (removed, the call over) leaves all the same
    const guest = await readGuest(request, consultationIdFrom(request))
    if (guest?.consented) await setGuestAttendeeStatus(guest.consultationId, 'NOT_JOINED', scope).catch(() => undefined)
    return redirect(Path.signIn, { headers: { 'Set-Cookie': await clearGuest(request) } })
  }
  const id = await requireGuest(request)
  try {
    const join = await addGuestAttendee(id, scope)
    await recordGuestActivity(id, 'guestJoined', request)
    return json({
      joinData: browserJoinData(join),
    })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    // a guest who comes after the doctor closed the consultation gets what the poll would have said
    // during the call (docs/rules/guest-call.md#errors: closed, then /signin), not a join to retry
    if ((await getConsultationStatus(id, scope).catch(() => null)) === 'CLOSED') {
      await revokeGuests(id)
      return json({ outcome: 'closed' as const }, { status: 409 })
    }
    // docs/rules/guest-call.md#errors: the server's errorMessage
    const message = error.status === 0 || error.status >= 500 ? undefined : error.serverText
    // the services' own text is English, whatever the page's language: the island marks it so
    if (message) return json({ error: message, lang: 'en' as const }, { status: 400 })
    return json({ error: requestTexts(request).texts('callMessages').connection.unreachable }, { status: 400 })
  }
}
