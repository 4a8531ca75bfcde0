import { useCallback, useEffect, useRef, useState } from 'react'
import { unattendedHeaders } from '~/domain/common/idle-clock'
import { duePolls, GUEST_POLLS, type GuestCallOutcome } from '~/domain/video-call/call'
import { csrfHeaders } from '~/ui/form/csrf-field'
import { useTexts } from '~/utils/language/texts'
import { CallStage } from './call-stage.client'
import type { CallHandle, JoinData } from './chime-call.client'

const DEVICES = { audioInput: '', videoInput: '' }

/**
 * The guest's call (docs/rules/guest-call.md#screens and docs/rules/guest-call.md#states): joins at once, then every 5 s reads the
 * attendee and consultation statuses; CLOSED shows 'Consultation has been closed by the
 * doctor', NOT_JOINED that the guest was removed; either leaves the meeting and goes to /signin.
 */
export default function GuestCall({ statusUrl }: { statusUrl: string }) {
  const text = useTexts('guestMessages')
  const { unreachable } = useTexts('callMessages').connection
  const handle = useRef<CallHandle | null>(null)
  const [joinedAt, setJoinedAt] = useState<number | null>(null)
  const [ended, setEnded] = useState<Exclude<GuestCallOutcome, 'continue'> | null>(null)
  /** `lang`: the services' own text, in their language whatever the page's */
  const [joinError, setJoinError] = useState<{ text: string; lang?: string } | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)

  const requestJoin = useCallback(async () => {
    const body = new FormData()
    body.set('intent', 'join')
    const response = await fetch(statusUrl, { method: 'POST', body, headers: csrfHeaders() })
    const answer = (await response.json().catch(() => ({}))) as {
      joinData?: JoinData
      error?: string
      lang?: string
      outcome?: 'closed'
    }
    if (!response.ok || !answer.joinData) {
      // the consultation closed before the guest came: said as during the call, then /signin
      if (answer.outcome) setEnded(answer.outcome)
      // docs/rules/guest-call.md#errors: a failed join is a modal with the services' errorMessage
      else if (answer.error) setJoinError({ text: answer.error, lang: answer.lang })
      throw new Error(answer.error ?? unreachable)
    }
    setJoinedAt((at) => at ?? Date.now())
    return answer.joinData
  }, [statusUrl, unreachable])

  useEffect(() => {
    if (joinedAt === null || ended) return
    const last: { guest?: number } = {}
    const timer = window.setInterval(async () => {
      const now = Date.now()
      if (duePolls(GUEST_POLLS, last, joinedAt, now).length === 0) return
      last.guest = now
      const response = await fetch(statusUrl, { headers: unattendedHeaders }).catch(() => null)
      if (!response?.ok) return
      const { outcome } = (await response.json()) as { outcome: GuestCallOutcome }
      if (outcome === 'continue') return
      await handle.current?.leave()
      setEnded(outcome)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [ended, joinedAt, statusUrl])

  useEffect(() => {
    if ((ended || joinError) && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [ended, joinError])

  const leave = () => {
    const form = document.getElementById('guest-leave-form')
    if (form instanceof HTMLFormElement) form.requestSubmit()
  }

  if (ended) {
    return (
      <dialog ref={dialog} className="dialog" aria-labelledby="guest-ended-text" onClose={leave}>
        <p id="guest-ended-text" role="alert">
          {ended === 'closed' ? text.closedByDoctor : text.removed}
        </p>
        <button type="button" className="button button--primary" onClick={leave}>
          {text.close}
        </button>
      </dialog>
    )
  }
  return (
    <>
      <CallStage
        requestJoin={requestJoin}
        devices={DEVICES}
        leaveLabel={text.leave}
        handleRef={handle}
        onLeave={leave}
      />
      {joinError ? (
        <dialog ref={dialog} className="dialog" aria-labelledby="guest-join-failed" onClose={() => setJoinError(null)}>
          <h2 id="guest-join-failed">
            <span aria-hidden="true">⚠ </span>
            {text.joinFailedTitle}
          </h2>
          <p role="alert" lang={joinError.lang}>
            {joinError.text}
          </p>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {text.close}
          </button>
        </dialog>
      ) : null}
    </>
  )
}
