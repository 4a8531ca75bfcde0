import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { recordActivity } from '~/areas/activity.server'
import { revokeGuests } from '~/areas/guest-call.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { callAppointment, callTitle } from '~/areas/video-call.server'
import { chatLinkText } from '~/domain/chat'
import { formatDate, formatTime } from '~/domain/common/format'
import { noCallReason, type NoCallReason } from '~/domain/video-call/call'
// browser-only (empty on the server): rendered once hydrated; it imports the Chime SDK on join
import VideoCall from '~/islands/video-call.client'
import { getAttendeeList, removeAttendee, setPatientJoinStatus } from '~/services/consultation.server'
import videoStyles from '~/styles/video.css'
import { Form } from '~/ui/form/csrf-field'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { useHydrated } from '~/ui/use-hydrated'
import { optional } from '~/utils/calls/optional-call.server'
import { fill, useTexts, type English } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { notFound } from '~/utils/request/http.server'
import { intentOf } from '~/utils/request/intent.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'

export const meta = titleMeta
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: videoStyles }]

/**
 * The patient's video call (docs/rules/video-call.md#screens). The page itself works without JavaScript
 * (participants, Add person, attachments); the call needs it and says so.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  // opened without an appointment (the hospital's /VideoOpen, a bookmark): calls are joined from the dashboard's cards
  if (!new URL(request.url).searchParams.get('appointmentId')) {
    throw await redirectWithAlert(request, Path.dashboard, {
      type: 'info',
      message: requestTexts(request).texts('videoMessages').joinFromList,
    })
  }
  const appointment = await callAppointment(request, patient)
  const consultationId = appointment.consultationDTO?.id ?? null
  const attendees = consultationId ? await optional(getAttendeeList(patient, consultationId)) : null
  const zone = getTimeZone(request)
  const noCall = noCallReason(appointment, Date.now())
  const { locale, texts } = requestTexts(request)
  return json({
    title: texts('pageTitles').video,
    // the call island's and the Add person dialog's texts too
    texts: textsFor(locale, 'callMessages', 'videoMessages'),
    appointmentId: appointment.id,
    doctor: callTitle(appointment),
    noCall,
    start: `${formatDate(locale, appointment.startTime, zone)} ${formatTime(locale, appointment.startTime, zone)}`,
    chatLink: chatLinkText(appointment.status, texts('chatMessages')),
    consultationId,
    attendees,
    // a helper joins as themselves; inviting or removing a guest stays the patient's (docs/helpers.md)
    helping: Boolean(patient.actor),
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const appointment = await callAppointment(request, patient)
  const intent = intentOf(await readForm(request), ['leave', 'remove-person'])
  if (intent === 'leave') {
    await optional(setPatientJoinStatus(patient, appointment.id, 'NOT_JOINED'))
    return redirect(Path.dashboard)
  }
  if (intent === 'remove-person') {
    const consultationId = appointment.consultationDTO?.id
    if (!consultationId) throw notFound()
    const removed = await optional(removeAttendee(patient, consultationId))
    const { texts } = requestTexts(request)
    // a removed guest's cookie (and any copy of it) opens nothing any more
    if (removed !== null) {
      await revokeGuests(consultationId)
      await recordActivity(patient.patientId, 'caretakerRemoved', request)
    }
    return redirectWithAlert(request, `${Path.video}?appointmentId=${appointment.id}`, {
      type: removed === null ? 'error' : 'success',
      message: removed === null ? texts('callMessages').connection.unreachable : texts('videoMessages').removed,
    })
  }
  throw json({ message: 'Bad Request' }, { status: 400 })
}

/** What the page says instead of the call, in the patient's words (the join rules of docs/rules/video-call.md#states). */
function noCallText(text: English['videoMessages'], reason: NoCallReason, start: string) {
  if (reason === 'in-person') return text.inPerson
  if (reason === 'cancelled') return text.cancelled
  if (reason === 'not-yet') return fill(text.notYet, { start })
  return text.ended
}

export default function Video() {
  const { appointmentId, doctor, noCall, start, chatLink, consultationId, attendees, helping } =
    useLoaderData<typeof loader>()
  const hydrated = useHydrated()
  const call = useTexts('callMessages')
  const text = useTexts('videoMessages')
  const here = `${Path.video}?appointmentId=${appointmentId}`
  return (
    <div className="video-page">
      <h1>{call.title}</h1>
      <p>{fill(text.withDoctor, { doctor })}</p>
      {noCall ? (
        <p className="notice" role="status">
          {noCallText(text, noCall, start)}
        </p>
      ) : hydrated ? (
        <VideoCall appointmentId={appointmentId} />
      ) : (
        // server-rendered, so a browser without JavaScript says it plainly (it goes once the page hydrates)
        <p className="notice notice--warning">{call.needsJavaScript}</p>
      )}
      <Form method="post" action={here} id="leave-call-form" hidden>
        <input type="hidden" name="intent" value="leave" />
      </Form>
      <div className="video-page__panels">
        <section className="panel" aria-labelledby="participants-title">
          <h2 id="participants-title">{text.participants}</h2>
          {attendees ? (
            <ul className="participants">
              {attendees.doctorName ? (
                <li>
                  {attendees.doctorName} <span className="participants__role">({text.doctorRole})</span>
                </li>
              ) : null}
              {attendees.patientName ? (
                <li>
                  {attendees.patientName} <span className="participants__role">({text.patientRole})</span>
                </li>
              ) : null}
              {attendees.externalCareTaker ? (
                <li>
                  {attendees.externalCareTaker} <span className="participants__role">({text.caretakerRole})</span>
                  {helping ? null : (
                    <Form method="post" action={here} className="participants__remove">
                      <input type="hidden" name="intent" value="remove-person" />
                      <button type="submit" className="button button--small">
                        {fill(text.remove, { name: attendees.externalCareTaker })}
                      </button>
                    </Form>
                  )}
                </li>
              ) : null}
            </ul>
          ) : (
            <p>{text.noParticipants}</p>
          )}
          {consultationId ? (
            attendees?.externalCareTaker || helping ? null : (
              <Link to={`${Path.videoAddPerson}?appointmentId=${appointmentId}`} className="button" preventScrollReset>
                {text.addPerson}
              </Link>
            )
          ) : (
            <p className="field__hint">{text.joinFirst}</p>
          )}
        </section>
        <section className="panel" aria-labelledby="attachments-title">
          <h2 id="attachments-title">{text.attachments}</h2>
          <Form
            method="post"
            action={`${Path.videoAttachment}?appointmentId=${appointmentId}`}
            encType="multipart/form-data"
            className="attachment-form"
          >
            <div className="field">
              <label htmlFor="attachment-file">{text.attachmentLabel}</label>
              <p id="attachment-hint" className="field__hint">
                {text.attachmentHint}
              </p>
              <input
                id="attachment-file"
                name="files"
                type="file"
                accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
                aria-describedby="attachment-hint"
              />
            </div>
            <button type="submit" className="button">
              {text.upload}
            </button>
          </Form>
        </section>
      </div>
      <Outlet />
      <p>
        {/* docs/rules/video-call.md#screens lists "send message" among the call's controls: the appointment's chat */}
        <Link to={`${Path.appointment}?appointmentId=${appointmentId}#chat`}>{chatLink}</Link>
      </p>
      <p>
        <a href={Path.dashboard}>{text.backToList}</a>
      </p>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
