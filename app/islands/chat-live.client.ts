import { CHAT_POLL_MS, liveChatEntry, type ChatEntry } from '~/domain/chat'
import { unattendedHeaders } from '~/domain/common/idle-clock'
import { csrfHeaders } from '~/ui/form/csrf-field'
import { Path } from '~/utils/navigation/paths'

/** What the chat's poll answers (app/routes/resources.chat.$appointmentId.resource.ts). */
export type ChatPoll = { open: boolean; entries: ChatEntry[] }

export type LiveChatEvents = {
  onEntries: (entries: ChatEntry[]) => void
  onClosed: () => void
  onSocket: (state: 'connecting' | 'open' | 'retrying') => void
}

const MAX_BACKOFF_MS = 30_000

/**
 * The chat's live side in the browser: the websocket to the endpoint the services handed out
 * (new doctor messages), reconnecting with exponential backoff, and the status poll every second
 * while the page is visible, which pulls unread messages and files and notices a final status.
 */
export function startLiveChat({ appointmentId }: { appointmentId: number }, events: LiveChatEvents): () => void {
  let stopped = false
  let socket: WebSocket | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let pollTimer: ReturnType<typeof setTimeout> | undefined
  let attempt = 0
  let provisionalId = 0
  let endpoint: string | null = null

  // joining the channel changes state, so it is a post (the page's GET joins nothing)
  const join = async () => {
    const body = new URLSearchParams({ intent: 'join' })
    const response = await fetch(`${Path.chatResource}/${appointmentId}`, {
      method: 'POST',
      body,
      headers: csrfHeaders(),
    }).catch(() => null)
    const answer = response?.ok ? ((await response.json().catch(() => null)) as { endpoint?: string } | null) : null
    return answer?.endpoint ?? null
  }

  const connect = async () => {
    if (stopped) return
    endpoint ??= await join()
    if (stopped) return
    if (!endpoint) return retry()
    events.onSocket(attempt === 0 ? 'connecting' : 'retrying')
    socket = new WebSocket(endpoint)
    socket.onopen = () => {
      attempt = 0
      events.onSocket('open')
    }
    socket.onmessage = (event) => {
      provisionalId -= 1
      const entry = liveChatEntry(event.data, provisionalId, new Date().toISOString())
      if (entry) events.onEntries([entry])
    }
    socket.onclose = () => {
      socket = null
      retry()
    }
  }
  const retry = () => {
    if (stopped) return
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt) * (0.5 + Math.random() / 2)
    attempt += 1
    events.onSocket('retrying')
    retryTimer = setTimeout(() => void connect(), delay)
  }

  const poll = async () => {
    pollTimer = undefined
    if (stopped || document.visibilityState !== 'visible') return
    try {
      const response = await fetch(`${Path.chatResource}/${appointmentId}`, {
        headers: { accept: 'application/json', ...unattendedHeaders },
      })
      if (response.ok && response.headers.get('Content-Type')?.includes('application/json')) {
        const answer = (await response.json()) as ChatPoll
        if (answer.entries.length > 0) events.onEntries(answer.entries)
        if (!answer.open) {
          stop()
          events.onClosed()
          return
        }
      }
    } catch {
      // a failed poll is only logged by the portal (docs/rules/chat.md#errors); the next one tries again
    }
    schedule()
  }
  const schedule = () => {
    if (!stopped && pollTimer === undefined && document.visibilityState === 'visible')
      pollTimer = setTimeout(poll, CHAT_POLL_MS)
  }
  const onVisibility = () => schedule()

  const stop = () => {
    stopped = true
    clearTimeout(retryTimer)
    clearTimeout(pollTimer)
    document.removeEventListener('visibilitychange', onVisibility)
    socket?.close()
  }

  document.addEventListener('visibilitychange', onVisibility)
  void connect()
  schedule()
  return stop
}
