import { json, type ActionFunctionArgs } from '@remix-run/node'
import { revokeGuests } from '~/areas/guest-call.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { callAppointment, canJoin, pollPresence } from '~/areas/video-call.server'
import { helperCallEnd, patientCallOutcome } from '~/domain/video-call/call'
import { browserJoinData, createMeeting, setPatientJoinStatus } from '~/services/consultation.server'
import { getPatientStatus, updatePatientStatus } from '~/services/patient/account.server'
import { optional } from '~/utils/calls/optional-call.server'
import { ServiceError } from '~/utils/calls/service-error'
import { requestTexts } from '~/utils/language/texts.server'
import { readForm } from '~/utils/request/form.server'
import { intentOf } from '~/utils/request/intent.server'
import { leaveAlert } from '~/utils/session/alerts.server'
import { endSession, type SignedInPatient } from '~/utils/session/session.server'

/**
 * The call island's server side (JSON), posts only, since both change state (docs/security.md): `join`
 * joins (the meeting, then JOINED); `poll` is the 15-second appointment poll (the patient's presence
 * while the call is connected, ADR 108) and carries out its outcome (docs/rules/video-call.md#states):
 * CLOSED sets NOT_JOINED and ends the guest's access; CANCELED, or an ended appointment of a leaving
 * patient, updates the patient's status and ends the session. A helper's call ends alone: the helper
 * is told so and stays signed in, as the session is their own account's (docs/helpers.md).
 */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const form = await readForm(request)
  const intent = intentOf(form, ['join', 'poll'])
  if (intent === 'poll') return poll(request, patient, form.get('inCall') === '1')
  if (intent === 'join') return join(request, patient)
  return json({ error: requestTexts(request).texts('callMessages').connection.unreachable }, { status: 400 })
}

async function poll(request: Request, patient: SignedInPatient, inCall: boolean) {
  const [appointment, patientStatus] = await Promise.all([
    callAppointment(request, patient),
    optional(getPatientStatus(patient)),
  ])
  const outcome = patientCallOutcome({
    appointmentStatus: appointment.status,
    endTime: appointment.endTime,
    patientStatus,
    now: Date.now(),
  })
  const present = await pollPresence(request, { inCall, outcome, endTime: appointment.endTime })
  if (outcome === 'continue') return json({ outcome, present })
  await optional(setPatientJoinStatus(patient, appointment.id, 'NOT_JOINED'))
  if (appointment.consultationDTO?.id) await revokeGuests(appointment.consultationDTO.id)
  if (patient.actor) {
    await leaveAlert(request, { type: 'info', message: requestTexts(request).texts('videoMessages').ended })
    return json(helperCallEnd(appointment.id, patient.actor.scopes))
  }
  if (outcome === 'closed') return json({ outcome })
  await optional(updatePatientStatus(patient, appointment.id))
  const ended = await endSession(request)
  const headers = new Headers()
  for (const name of ['Set-Cookie', 'Clear-Site-Data']) {
    const value = ended.headers.get(name)
    if (value) headers.set(name, value)
  }
  return json({ outcome }, { headers })
}

async function join(request: Request, patient: SignedInPatient) {
  const appointment = await callAppointment(request, patient)
  const { texts } = requestTexts(request)
  if (!canJoin(appointment, Date.now())) return json({ error: texts('videoMessages').ended }, { status: 400 })
  try {
    const join = await createMeeting(patient, appointment.id)
    await setPatientJoinStatus(patient, appointment.id, 'JOINED')
    return json({
      joinData: browserJoinData(join),
    })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    const message = error.status === 0 || error.status >= 500 ? undefined : error.serverText
    return json({ error: message ?? texts('callMessages').connection.unreachable }, { status: 502 })
  }
}
