import { useCallback, useEffect, useRef, useState } from 'react'
import { mergeChat, type ChatEntry } from '~/domain/chat'
import { csrfHeaders } from '~/ui/form/csrf-field'
import { fill, useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { useLiveChat } from './use-live-chat'

export type Pending = { key: number; content: string; state: 'sending' | 'failed' }
export type Failure = { field: 'message' | 'file'; error: string; value?: string }
type Answer = { ok: true; entry?: ChatEntry } | ({ ok: false } & Failure)

/**
 * The chat's state with JavaScript: the entries (the page's, then the live side's and the
 * patient's own), the messages still sending or failed, the field problem, and what screen readers
 * hear: the polite region for news, the assertive one for a failed send, which the patient must
 * hear at once (docs/accessibility.md).
 */
export function useChat(props: {
  appointmentId: number
  doctor: string
  openAtLoad: boolean
  initial: ChatEntry[] | null
  failure: Failure | null
}) {
  const text = useTexts('chatMessages')
  const [entries, setEntries] = useState(props.initial ?? [])
  const [pending, setPending] = useState<Pending[]>([])
  const [announcement, setAnnouncement] = useState('')
  const [urgent, setUrgent] = useState('')
  const [problem, setProblem] = useState<Failure | null>(props.failure)
  const nextKey = useRef(0)
  const { open, socketState } = useLiveChat({ ...props, setEntries, announce: setAnnouncement })
  useEffect(() => setProblem(props.failure), [props.failure])
  useEffect(() => setEntries(props.initial ?? []), [props.initial])

  const post = async (body: URLSearchParams | FormData): Promise<Answer> => {
    const response = await fetch(`${Path.chatResource}/${props.appointmentId}`, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', ...csrfHeaders() },
    })
    if (!response.headers.get('Content-Type')?.includes('application/json')) throw new Error('unexpected answer')
    return (await response.json()) as Answer
  }
  const add = useCallback((entry: ChatEntry) => setEntries((current) => mergeChat([...current, entry])), [])

  /** Sends a message (again, when `again`): shown as sending, then as sent or failed with a retry. */
  const send = async (content: string, key = (nextKey.current += 1), again = false) => {
    setPending((list) => [...list.filter((p) => p.key !== key), { key, content, state: 'sending' }])
    setUrgent('')
    if (again) setAnnouncement(fill(text.ownSending, { content }))
    try {
      const answer = await post(new URLSearchParams({ message: content }))
      if (!answer.ok || !answer.entry) throw new Error(answer.ok ? 'no entry' : answer.error)
      add(answer.entry)
      setPending((list) => list.filter((p) => p.key !== key))
      setAnnouncement(fill(text.ownSent, { content }))
    } catch {
      setPending((list) => list.map((p) => (p.key === key ? { ...p, state: 'failed' } : p)))
      setUrgent(fill(text.ownFailed, { content }))
    }
  }

  /** Uploads a file; the answer is its entry, or the reason it was refused (null when it went through). */
  const upload = async (file: File): Promise<string | null> => {
    const form = new FormData()
    form.append('file', file, file.name)
    try {
      const answer = await post(form)
      if (!answer.ok) return answer.error
      if (answer.entry) add(answer.entry)
      setAnnouncement(text.uploaded)
      return null
    } catch {
      return text.uploadFailed
    }
  }

  return { entries, pending, open, socketState, announcement, urgent, problem, setProblem, send, upload }
}
