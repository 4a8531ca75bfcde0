import { Link } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  CHAT_ACCEPT,
  CHAT_FILE_MAX_BYTES,
  CHAT_MAX_CHARS,
  mergeChat,
  messageToSend,
  type ChatEntry,
} from '~/domain/chat'
import { CsrfField, csrfHeaders } from '~/ui/form'
import { Path } from '~/utils/paths'
import { fill, useTexts } from '~/utils/texts'
import { FileViewer, type ViewedFile } from './file-viewer'
import { useHydrated } from './use-hydrated'

type Pending = { key: number; content: string; state: 'sending' | 'failed' }
type Failure = { field: 'message' | 'file'; error: string; value?: string }

/**
 * The one chat panel (docs/rules/chat.md), configured by the appointment it serves.
 * Without JavaScript it is part of the page: the history, a send form and an upload form that post
 * and redirect, and a refresh link. With JavaScript the forms post in place, each message shows
 * its state, and the live side (websocket and status poll, loaded on its own) adds new messages.
 */
export function ChatPanel({
  appointmentId,
  doctor,
  open: openAtLoad,
  entries: initial,
  earlierHref,
  failure,
}: {
  appointmentId: number
  doctor: string
  open: boolean
  entries: ChatEntry[] | null
  /** where 'Earlier messages' leads, when older entries are left out */
  earlierHref: string | null
  failure: Failure | null
}) {
  const hydrated = useHydrated()
  const text = useTexts('chatMessages')
  // a string, so the live side is not restarted when the page's data is reloaded
  const newMessage = text.newMessage
  const [entries, setEntries] = useState(initial ?? [])
  const [pending, setPending] = useState<Pending[]>([])
  const [open, setOpen] = useState(openAtLoad)
  // what screen readers hear: the polite region for news, the assertive one for a failed send,
  // which the patient must hear at once (docs/accessibility.md)
  const [announcement, setAnnouncement] = useState('')
  const [urgent, setUrgent] = useState('')
  const [socketState, setSocketState] = useState<'connecting' | 'open' | 'retrying'>('connecting')
  const [problem, setProblem] = useState<Failure | null>(failure)
  const [sizeNote, setSizeNote] = useState<string | null>(null)
  const [collapsed, setCollapsed] = useState(false)
  const [viewing, setViewing] = useState<ViewedFile | null>(null)
  const messageRef = useRef<HTMLInputElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const nextKey = useRef(0)
  const ready = hydrated && initial !== null
  const action = `${Path.chatResource}/${appointmentId}`
  const documentUrl = (id: number) => `${Path.chatDocument}/${appointmentId}/${id}`

  useEffect(() => setProblem(failure), [failure])
  useEffect(() => setEntries(initial ?? []), [initial])

  useEffect(() => {
    if (!openAtLoad || initial === null) return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('~/islands/chat-live.client').then(({ startLiveChat }) => {
      if (cancelled) return
      stop = startLiveChat(
        { appointmentId },
        {
          onEntries: (incoming) => {
            setEntries((current) => mergeChat([...current, ...incoming]))
            const fromDoctor = incoming.filter((e) => e.role === 'DOCTOR')
            const last = fromDoctor[fromDoctor.length - 1]
            if (last) {
              const what = last.kind === 'message' ? last.content : last.name
              setAnnouncement(`${fill(newMessage, { doctor })}: ${what}`)
            }
          },
          onClosed: () => setOpen(false),
          onSocket: setSocketState,
        },
      )
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [appointmentId, openAtLoad, initial, doctor, newMessage])

  const post = async (body: URLSearchParams | FormData) => {
    const response = await fetch(action, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', ...csrfHeaders() },
    })
    if (!response.headers.get('Content-Type')?.includes('application/json')) throw new Error('unexpected answer')
    return (await response.json()) as { ok: true; entry?: ChatEntry } | ({ ok: false } & Failure)
  }

  const send = async (content: string, key: number, again = false) => {
    setPending((list) => [...list.filter((p) => p.key !== key), { key, content, state: 'sending' }])
    setUrgent('')
    if (again) setAnnouncement(fill(text.ownSending, { content }))
    try {
      const answer = await post(new URLSearchParams({ message: content }))
      if (!answer.ok || !answer.entry) throw new Error(answer.ok ? 'no entry' : answer.error)
      const entry = answer.entry
      setEntries((current) => mergeChat([...current, entry]))
      setPending((list) => list.filter((p) => p.key !== key))
      setAnnouncement(fill(text.ownSent, { content }))
    } catch {
      setPending((list) => list.map((p) => (p.key === key ? { ...p, state: 'failed' } : p)))
      setUrgent(fill(text.ownFailed, { content }))
    }
  }

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = messageRef.current
    if (!input || !ready) return
    const content = messageToSend(input.value)
    if (!content) {
      setProblem({ field: 'message', error: text.blank })
      input.focus()
      return
    }
    setProblem(null)
    setSizeNote(null)
    input.value = ''
    void send(content, (nextKey.current += 1))
  }

  /** A refused file: its field takes focus, so the error is heard once, with the field's name. */
  const refuseFile = (error: string) => {
    setProblem({ field: 'file', error })
    fileRef.current?.focus()
  }

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = fileRef.current?.files?.[0]
    if (!file) return refuseFile(text.noFile)
    if (file.size > CHAT_FILE_MAX_BYTES) {
      // docs/rules/chat.md#errors puts this one in the message box's placeholder; the error line says it too
      setSizeNote(text.tooLarge)
      return refuseFile(text.tooLarge)
    }
    if (!/\.(pdf|png|jpe?g|docx)$/i.test(file.name)) return refuseFile(text.invalidFile)
    setProblem(null)
    setSizeNote(null)
    const form = new FormData()
    form.append('file', file, file.name)
    try {
      const answer = await post(form)
      if (!answer.ok) return refuseFile(answer.error)
      const entry = answer.entry
      if (entry) setEntries((current) => mergeChat([...current, entry]))
      setAnnouncement(text.uploaded)
      if (fileRef.current) fileRef.current.value = ''
    } catch {
      refuseFile(text.uploadFailed)
    }
  }

  const messageError = problem?.field === 'message' ? problem.error : null
  const fileError = problem?.field === 'file' ? problem.error : null

  return (
    <section id="chat" className="chat" aria-labelledby="chat-title">
      <div className="chat__header">
        <h2 id="chat-title">{fill(text.chatWith, { doctor })}</h2>
        {hydrated ? (
          <button
            type="button"
            className="chat__toggle"
            aria-expanded={!collapsed}
            aria-controls="chat-body"
            onClick={() => setCollapsed((c) => !c)}
          >
            <span className="chat__toggle-wide">{collapsed ? text.restore : text.minimise}</span>
            <span className="chat__toggle-narrow">
              <span aria-hidden="true">← </span>
              {collapsed ? text.restore : text.back}
            </span>
          </button>
        ) : null}
      </div>
      <div id="chat-body" className="chat__body" hidden={collapsed}>
        {earlierHref ? (
          <p className="chat__earlier">
            <Link to={earlierHref} preventScrollReset>
              {text.earlierMessages}
            </Link>
          </p>
        ) : null}
        {initial === null ? (
          <p className="notice notice--error">{text.historyFailed}</p>
        ) : entries.length === 0 && pending.length === 0 ? (
          <p className="empty">{text.noMessages}</p>
        ) : (
          // it scrolls in its own box: focusable, so the keyboard can scroll it (WCAG 2.1.1)
          <ol className="chat__list" aria-label={text.chatTitle} tabIndex={0}>
            {entries.map((e) => (
              <li
                key={`${e.kind}-${e.id}`}
                className={`chat-entry chat-entry--${e.role === 'PATIENT' ? 'mine' : 'theirs'}`}
              >
                <p className="chat-entry__who">{e.role === 'PATIENT' ? text.you : doctor}</p>
                {e.kind === 'message' ? (
                  <p className="chat-entry__text">{e.content}</p>
                ) : (
                  <p className="chat-entry__file">
                    <a href={`${documentUrl(e.id)}?download=1`} download={e.name}>
                      {e.name}
                    </a>
                    {hydrated ? (
                      <button
                        type="button"
                        className="chat-entry__view"
                        onClick={() =>
                          setViewing({
                            name: e.name,
                            url: documentUrl(e.id),
                            downloadUrl: `${documentUrl(e.id)}?download=1`,
                          })
                        }
                      >
                        {text.viewFile}
                        <span className="visually-hidden"> {e.name}</span>
                      </button>
                    ) : null}
                  </p>
                )}
                {e.role === 'PATIENT' ? <p className="chat-entry__state">{text.stateSent}</p> : null}
              </li>
            ))}
            {pending.map((p) => (
              <li key={`pending-${p.key}`} className="chat-entry chat-entry--mine">
                <p className="chat-entry__who">{text.you}</p>
                <p className="chat-entry__text" id={`chat-pending-${p.key}`}>
                  {p.content}
                </p>
                <p className="chat-entry__state">
                  {p.state === 'sending' ? text.stateSending : text.stateFailed}
                  {p.state === 'failed' ? (
                    // a short name that keeps the visible word; which message it sends again is
                    // its description, read after the name, so a long message doesn't become the name
                    <button
                      type="button"
                      className="chat-entry__retry"
                      aria-label={text.retrySending}
                      aria-describedby={`chat-pending-${p.key}`}
                      onClick={() => void send(p.content, p.key, true)}
                    >
                      {text.retry}
                    </button>
                  ) : null}
                </p>
              </li>
            ))}
          </ol>
        )}
        {/* polite, without role="status": an empty status is named "status bar" wherever the reader passes it */}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        <p className="visually-hidden" role="alert">
          {urgent}
        </p>
        {open ? (
          <>
            {hydrated && socketState === 'retrying' ? <p className="chat__socket">{text.reconnecting}</p> : null}
            <form
              method="post"
              action={`?appointmentId=${appointmentId}#chat`}
              className="chat__send"
              onSubmit={onSend}
            >
              <CsrfField />
              <label htmlFor="chat-message">{text.messageLabel}</label>
              <p id="chat-message-hint" className="field__hint">
                {text.messageHint}
              </p>
              <div className="chat__row">
                <input
                  ref={messageRef}
                  id="chat-message"
                  name="message"
                  type="text"
                  autoComplete="off"
                  maxLength={CHAT_MAX_CHARS}
                  defaultValue={failure?.field === 'message' ? failure.value : undefined}
                  disabled={hydrated && !ready}
                  placeholder={hydrated && !ready ? text.loading : (sizeNote ?? undefined)}
                  aria-invalid={messageError ? true : undefined}
                  aria-describedby={messageError ? 'chat-message-hint chat-message-error' : 'chat-message-hint'}
                />
                <button type="submit" className="button button--primary" disabled={hydrated && !ready}>
                  {text.send}
                </button>
              </div>
              {messageError ? (
                // not a live region: the field has focus and reads it as its description, once (ADR 78)
                <p id="chat-message-error" className="field__error">
                  {messageError}
                </p>
              ) : null}
            </form>
            <form
              method="post"
              encType="multipart/form-data"
              action={`?appointmentId=${appointmentId}#chat`}
              className="chat__upload"
              onSubmit={onUpload}
            >
              <CsrfField />
              <label htmlFor="chat-file">{text.attachLabel}</label>
              <p id="chat-file-hint" className="field__hint">
                {text.attachHint}
              </p>
              <div className="chat__row">
                <input
                  ref={fileRef}
                  id="chat-file"
                  name="file"
                  type="file"
                  accept={CHAT_ACCEPT}
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={fileError ? 'chat-file-hint chat-file-error' : 'chat-file-hint'}
                />
                <button type="submit" className="button">
                  {text.upload}
                </button>
              </div>
              {fileError ? (
                <p id="chat-file-error" className="field__error">
                  {fileError}
                </p>
              ) : null}
            </form>
            {/* a form to the page without #chat: a link or form to the same page and #chat would only scroll */}
            <form method="get" action={Path.appointment} className="chat__refresh">
              <input type="hidden" name="appointmentId" value={appointmentId} />
              <button type="submit" className="button">
                {text.refresh}
              </button>
            </form>
          </>
        ) : (
          <p className="chat__closed">{text.closedChat}</p>
        )}
      </div>
      {viewing ? <FileViewer file={viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  )
}
