import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { chatName, ownAppointment } from '~/areas/appointments.server'
import { postToChat } from '~/areas/chat.server'
import { requireActivePatient } from '~/areas/identity/guard.server'
import { isChatOpen, mergeChat, type ChatEntry } from '~/domain/chat'
import { getChatFiles, getChatMessages, getChatStatus, joinChatChannel } from '~/services/appointment/chat.server'
import { optional } from '~/utils/calls/optional-call.server'
import { requestTexts } from '~/utils/language/texts.server'
import { readForm } from '~/utils/request/form.server'
import { parseId } from '~/utils/request/http.server'
import { intentOf } from '~/utils/request/intent.server'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * The chat island's poll (every second while the chat is open and the page visible): the
 * appointment's status, and the doctor's unread messages and files when the status call says
 * there are some. Failures answer an empty list (they are logged by the service client).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requireActivePatient(request)
  const id = parseId(params.appointmentId)
  const appointment = id ? await optional(ownAppointment(patient, id)) : null
  if (!appointment) return json({ open: false, entries: [] as ChatEntry[] }, { status: 404, headers: noStore })
  const open = isChatOpen(appointment.status)
  const status = open ? await optional(getChatStatus(patient, appointment.id)) : null
  const [messages, files] = await Promise.all([
    status?.unreadPatientMessage ? optional(getChatMessages(patient, appointment.id, 'LIVE')) : null,
    status?.unseenPatientFile ? optional(getChatFiles(patient, appointment.id, 'LIVE')) : null,
  ])
  return json({ open, entries: mergeChat([...(messages ?? []), ...(files ?? [])]) }, { headers: noStore })
}

/**
 * The chat island's send and upload: the same checks as the page's forms, answered as JSON; and
 * `intent=join`, which joins the appointment's channel (a new one when neither side has) and
 * answers the websocket address: a post, as it changes state.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const patient = await requireActivePatient(request)
  const chatMessages = requestTexts(request).texts('chatMessages')
  const id = parseId(params.appointmentId)
  const appointment = id ? await optional(ownAppointment(patient, id)) : null
  if (!appointment)
    return json({ ok: false, field: 'message', error: chatMessages.noDetails } as const, {
      status: 404,
      headers: noStore,
    })
  if (!isChatOpen(appointment.status))
    return json({ ok: false, field: 'message', error: chatMessages.closedChat } as const, {
      status: 400,
      headers: noStore,
    })
  // a file comes multipart and goes to readUpload whole: undici's own form parser would hold it
  // in memory past the caps, and it throws on a file name holding a quote (a 500)
  const multipart = request.headers.get('Content-Type')?.startsWith('multipart/form-data')
  if (!multipart && intentOf(await readForm(request.clone()), ['join']) === 'join') {
    const endpoint = await optional(joinChatChannel({ ...patient, name: chatName(appointment) }, appointment))
    return json({ endpoint }, { status: endpoint ? 200 : 502, headers: noStore })
  }
  const result = await postToChat(request, patient, appointment)
  return json(result, { status: result.ok ? 200 : 400, headers: noStore })
}
