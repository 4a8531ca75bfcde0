import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { doctorHasPhoto, ownAppointment } from '~/areas/appointments.server'
import { postToChat } from '~/areas/chat.server'
import { requireActivePatient } from '~/areas/identity/guard.server'
import { consultationTypeLabel, historyDateTime } from '~/domain/appointments/history'
import { chatLinkText, hasPrescription, isChatOpen, latestChat, mergeChat, parseEarlier } from '~/domain/chat'
import { doctorName } from '~/domain/common/doctor-name'
import { getChatFiles, getChatMessages } from '~/services/appointment/chat.server'
import chatStyles from '~/styles/chat.css'
import { DoctorPhoto } from '~/ui/appointment/doctor-photo'
import { PrescriptionAction } from '~/ui/appointment/prescription-action'
import { StatusBadge } from '~/ui/appointment/status-badge'
import { VisitTypeIcon } from '~/ui/appointment/visit-type-icon'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { optional } from '~/utils/calls/optional-call.server'
import { useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { parseId } from '~/utils/request/http.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { ChatPanel } from './chat-panel'

export const meta = titleMeta

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: chatStyles }]

/**
 * Appointment detail (docs/rules/chat.md#screens): the appointment named in the URL, its prescription
 * and its chat. Opening the page changes nothing: the chat's live side joins the channel with a
 * post (resources.chat). The chat shows its latest 50 entries; 'Earlier messages' (`?earlier=`)
 * shows 50 more. A missing or foreign appointment shows 'No appointment details available.'.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requireActivePatient(request)
  const { locale, texts } = requestTexts(request)
  const page = {
    title: texts('pageTitles').appointment,
    texts: textsFor(locale, 'chatMessages', 'pdfViewerMessages', 'appointmentLabels'),
  }
  const params = new URL(request.url).searchParams
  const id = parseId(params.get('appointmentId'))
  const earlier = parseEarlier(params.get('earlier'))
  const appointment = id ? await optional(ownAppointment(patient, id)) : null
  if (!appointment) return json({ ...page, appointment: null, chat: null }, { status: 404 })
  const open = isChatOpen(appointment.status)
  const photo = doctorHasPhoto(patient, appointment)
  const [messages, files] = await Promise.all([
    optional(getChatMessages(patient, appointment.id, 'HISTORY')),
    optional(getChatFiles(patient, appointment.id, 'HISTORY')),
  ])
  const consultationId = appointment.consultationDTO?.id ?? null
  const history = messages && files ? latestChat(mergeChat([...messages, ...files]), earlier) : null
  return json({
    ...page,
    appointment: {
      id: appointment.id,
      doctor: doctorName(appointment.doctor),
      doctorId: appointment.doctor.id,
      doctorHasPhoto: await photo,
      type: appointment.type,
      typeLabel: consultationTypeLabel(appointment.type, page.texts.appointmentLabels),
      startTime: appointment.startTime,
      dateTime: historyDateTime(appointment.startTime, getTimeZone(request), locale),
      status: appointment.status,
      reason: appointment.reasonforConsultation ?? '',
      prescription: hasPrescription({ status: appointment.status, consultationId }),
      chatLink: chatLinkText(appointment.status, page.texts.chatMessages),
    },
    chat: {
      open,
      entries: history?.entries ?? null,
      earlierHref: history?.hasEarlier
        ? `${Path.appointment}?${new URLSearchParams({ appointmentId: String(appointment.id), earlier: String(earlier + 1) })}#chat`
        : null,
    },
  })
}

/** The chat's forms without JavaScript: send a message or an attachment, then back to the chat (post/redirect/get). */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requireActivePatient(request)
  const text = requestTexts(request).texts('chatMessages')
  const id = parseId(new URL(request.url).searchParams.get('appointmentId'))
  const appointment = id ? await optional(ownAppointment(patient, id)) : null
  if (!appointment) return json({ ok: false, field: 'message', error: text.noDetails } as const, { status: 404 })
  if (!isChatOpen(appointment.status))
    return json({ ok: false, field: 'message', error: text.closedChat } as const, { status: 400 })
  const result = await postToChat(request, patient, appointment)
  if (!result.ok) return json(result, { status: 400 })
  const back = `${Path.appointment}?appointmentId=${appointment.id}#chat`
  return result.kind === 'message'
    ? redirect(back)
    : redirectWithAlert(request, back, { type: 'success', message: text.uploaded })
}

export default function SpecificAppointment() {
  const { appointment, chat } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>()
  const text = useTexts('chatMessages')
  if (!appointment || !chat) {
    return (
      <>
        <h1>{text.title}</h1>
        <p className="empty">{text.noDetails}</p>
        <p>
          <Link to={Path.history}>{text.backToHistory}</Link>
        </p>
      </>
    )
  }
  return (
    <>
      <h1>{text.title}</h1>
      <section className="appointment-detail" aria-labelledby="detail-doctor">
        <div className="appointment-detail__doctor">
          <DoctorPhoto
            doctorId={appointment.doctorId}
            hasPhoto={appointment.doctorHasPhoto}
            size="medium"
            initialsOf={appointment.doctor}
          />
          <h2 id="detail-doctor">{appointment.doctor}</h2>
        </div>
        <dl className="appointment-detail__facts">
          <div>
            <dt>{text.visitType}</dt>
            <dd className="consult-type">
              <VisitTypeIcon type={appointment.type} />
              {appointment.typeLabel}
            </dd>
          </div>
          <div>
            <dt>{text.dateTime}</dt>
            <dd>
              <time dateTime={appointment.startTime}>{appointment.dateTime}</time>
            </dd>
          </div>
          <div>
            <dt>{text.status}</dt>
            <dd>
              <StatusBadge status={appointment.status} />
            </dd>
          </div>
          <div>
            <dt>{text.reason}</dt>
            <dd>{appointment.reason || '-'}</dd>
          </div>
        </dl>
        <div className="appointment-detail__actions">
          <a href="#chat" className="button">
            {appointment.chatLink}
          </a>
          <PrescriptionAction
            appointmentId={appointment.id}
            available={appointment.prescription}
            doctor={appointment.doctor}
            date={appointment.dateTime}
          />
        </div>
      </section>
      <ChatPanel
        appointmentId={appointment.id}
        doctor={appointment.doctor}
        open={chat.open}
        entries={chat.entries}
        earlierHref={chat.earlierHref}
        failure={failure && !failure.ok ? failure : null}
      />
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
