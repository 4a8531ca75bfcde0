import type { ChatEntry } from '~/domain/chat'
import type { ViewedFile } from '~/ui/dialog/file-viewer'
import { useHydrated } from '~/ui/use-hydrated'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import type { Pending } from './use-chat'

/**
 * The conversation, oldest first: the entries, then the patient's messages still sending or
 * failed. It scrolls in its own box: focusable, so the keyboard can scroll it (WCAG 2.1.1).
 */
export function ChatHistory({
  appointmentId,
  doctor,
  entries,
  pending,
  onView,
  onRetry,
}: {
  appointmentId: number
  doctor: string
  entries: ChatEntry[]
  pending: Pending[]
  onView: (file: ViewedFile) => void
  onRetry: (message: Pending) => void
}) {
  const text = useTexts('chatMessages')
  return (
    <ol className="chat__list" aria-label={text.chatTitle} tabIndex={0}>
      {entries.map((e) => (
        <li key={`${e.kind}-${e.id}`} className={`chat-entry chat-entry--${e.role === 'PATIENT' ? 'mine' : 'theirs'}`}>
          <p className="chat-entry__who">{e.role === 'PATIENT' ? text.you : doctor}</p>
          {e.kind === 'message' ? (
            <p className="chat-entry__text">{e.content}</p>
          ) : (
            <ChatFile name={e.name} url={`${Path.chatDocument}/${appointmentId}/${e.id}`} onView={onView} />
          )}
          {e.role === 'PATIENT' ? <p className="chat-entry__state">{text.stateSent}</p> : null}
        </li>
      ))}
      {pending.map((p) => (
        <PendingMessage key={`pending-${p.key}`} message={p} onRetry={() => onRetry(p)} />
      ))}
    </ol>
  )
}

/** A file in the chat: a download link, and with JavaScript a button that shows it in the viewer. */
function ChatFile({ name, url, onView }: { name: string; url: string; onView: (file: ViewedFile) => void }) {
  const text = useTexts('chatMessages')
  const hydrated = useHydrated()
  const downloadUrl = `${url}?download=1`
  return (
    <p className="chat-entry__file">
      <a href={downloadUrl} download={name}>
        {name}
      </a>
      {hydrated ? (
        <button type="button" className="chat-entry__view" onClick={() => onView({ name, url, downloadUrl })}>
          {text.viewFile}
          <span className="visually-hidden"> {name}</span>
        </button>
      ) : null}
    </p>
  )
}

/** A message of the patient's not yet in the history: sending, or failed with a way to send it again. */
function PendingMessage({ message, onRetry }: { message: Pending; onRetry: () => void }) {
  const text = useTexts('chatMessages')
  return (
    <li className="chat-entry chat-entry--mine">
      <p className="chat-entry__who">{text.you}</p>
      <p className="chat-entry__text" id={`chat-pending-${message.key}`}>
        {message.content}
      </p>
      <p className="chat-entry__state">
        {message.state === 'sending' ? text.stateSending : text.stateFailed}
        {message.state === 'failed' ? (
          // a short name that keeps the visible word; which message it sends again is
          // its description, read after the name, so a long message doesn't become the name
          <button
            type="button"
            className="chat-entry__retry"
            aria-label={text.retrySending}
            aria-describedby={`chat-pending-${message.key}`}
            onClick={onRetry}
          >
            {text.retry}
          </button>
        ) : null}
      </p>
    </li>
  )
}
