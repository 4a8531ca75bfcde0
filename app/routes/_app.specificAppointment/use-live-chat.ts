import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import { mergeChat, type ChatEntry } from '~/domain/chat'
import { fill, useTexts } from '~/utils/language/texts'

type SocketState = 'connecting' | 'open' | 'retrying'

/**
 * The chat's live side (websocket and status poll, loaded on its own, only for an open chat whose
 * history loaded): new entries are merged in and the doctor's latest is announced; a closed chat
 * closes the panel. Returns whether the chat is open and how the socket is doing.
 */
export function useLiveChat({
  appointmentId,
  doctor,
  openAtLoad,
  initial,
  setEntries,
  announce,
}: {
  appointmentId: number
  doctor: string
  openAtLoad: boolean
  initial: ChatEntry[] | null
  setEntries: Dispatch<SetStateAction<ChatEntry[]>>
  announce: (text: string) => void
}) {
  // a string, so the live side is not restarted when the page's data is reloaded
  const newMessage = useTexts('chatMessages').newMessage
  const [open, setOpen] = useState(openAtLoad)
  const [socketState, setSocketState] = useState<SocketState>('connecting')

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
            const last = incoming.filter((e) => e.role === 'DOCTOR').at(-1)
            if (last) announce(`${fill(newMessage, { doctor })}: ${last.kind === 'message' ? last.content : last.name}`)
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
  }, [appointmentId, openAtLoad, initial, doctor, newMessage, setEntries, announce])

  return { open, socketState }
}
