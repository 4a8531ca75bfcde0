import { useState } from 'react'
import type { ChatEntry } from '~/domain/chat'
import { FileViewer, type ViewedFile } from '~/ui/dialog/file-viewer'
import { Link } from '~/ui/navigation/link'
import { useHydrated } from '~/ui/use-hydrated'
import { fill, useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { ChatForms } from './chat-forms'
import { ChatHistory } from './chat-history'
import { useChat, type Failure } from './use-chat'

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
  const chat = useChat({ appointmentId, doctor, openAtLoad, initial, failure })
  const [collapsed, setCollapsed] = useState(false)
  const [viewing, setViewing] = useState<ViewedFile | null>(null)

  return (
    <section id="chat" className="chat" aria-labelledby="chat-title">
      <div className="chat__header">
        <h2 id="chat-title">{fill(text.chatWith, { doctor })}</h2>
        {hydrated ? <CollapseToggle collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} /> : null}
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
        ) : chat.entries.length === 0 && chat.pending.length === 0 ? (
          <p className="empty">{text.noMessages}</p>
        ) : (
          <ChatHistory
            appointmentId={appointmentId}
            doctor={doctor}
            entries={chat.entries}
            pending={chat.pending}
            onView={setViewing}
            onRetry={(p) => void chat.send(p.content, p.key, true)}
          />
        )}
        {/* polite, without role="status": an empty status is named "status bar" wherever the reader passes it */}
        <p className="visually-hidden" aria-live="polite">
          {chat.announcement}
        </p>
        <p className="visually-hidden" role="alert">
          {chat.urgent}
        </p>
        {chat.open ? (
          <>
            {hydrated && chat.socketState === 'retrying' ? <p className="chat__socket">{text.reconnecting}</p> : null}
            <ChatForms
              appointmentId={appointmentId}
              ready={hydrated && initial !== null}
              problem={chat.problem}
              failure={failure}
              setProblem={chat.setProblem}
              send={(content) => void chat.send(content)}
              upload={chat.upload}
            />
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

/** Minimise or restore the chat (with JavaScript): a word on wide screens, "← Back" on narrow ones. */
function CollapseToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const text = useTexts('chatMessages')
  return (
    <button
      type="button"
      className="chat__toggle"
      aria-expanded={!collapsed}
      aria-controls="chat-body"
      onClick={onToggle}
    >
      <span className="chat__toggle-wide">{collapsed ? text.restore : text.minimise}</span>
      <span className="chat__toggle-narrow">
        <span aria-hidden="true">← </span>
        {collapsed ? text.restore : text.back}
      </span>
    </button>
  )
}
