import { useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { PRESENCE_EVENT, unattendedHeaders, unattendedUrl } from '~/domain/common/idle-clock'
import {
  duePolls,
  isInCall,
  PATIENT_POLLS,
  type ConnectionState,
  type HelperCallEnd,
  type PatientCallOutcome,
} from '~/domain/video-call/call'
import { csrfHeaders } from '~/ui/form/csrf-field'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import type { CallHandle, JoinData } from './chime-call.client'

const intent = (name: 'join' | 'poll', fields: Record<string, string> = {}) =>
  new URLSearchParams({ intent: name, ...fields })
const endpoint = (appointmentId: number) => `${Path.videoCall}?appointmentId=${appointmentId}`

/**
 * Reloads the page's data (the participants) in place: a navigation to the same URL, which
 * re-runs the loaders (useRevalidator would add its code to the chunk every page shares). The page
 * makes it by itself, so it doesn't move the idle clock (ADR 75).
 */
function useRefresh() {
  const navigate = useNavigate()
  return useCallback(
    () =>
      navigate(unattendedUrl(`${window.location.pathname}${window.location.search}`), {
        replace: true,
        preventScrollReset: true,
      }),
    [navigate],
  )
}

/**
 * The patient's call as the portal sees it (docs/rules/video-call.md#screens): the join asked of the
 * page's action, then the appointment polled every 15 s and the attendees every 10 s (the page's
 * loader, revalidated). Answers the join the call stage makes, the handle it fills and its
 * connection state (a connected call's poll keeps the patient signed in, ADR 108).
 */
export function usePatientCall(appointmentId: number) {
  const { unreachable } = useTexts('callMessages').connection
  const refresh = useRefresh()
  const handle = useRef<CallHandle | null>(null)
  const [joinedAt, setJoinedAt] = useState<number | null>(null)
  // the call's connection, said by each poll: a connected call is the patient's presence (ADR 108)
  const inCall = useRef(false)
  const onState = useCallback((state: ConnectionState) => {
    inCall.current = isInCall(state)
  }, [])

  const requestJoin = useCallback(async () => {
    const response = await fetch(endpoint(appointmentId), {
      method: 'POST',
      body: intent('join'),
      headers: csrfHeaders(),
    })
    if (response.redirected) window.location.assign(response.url) // the session ended
    const answer = (await response.json().catch(() => ({}))) as { joinData?: JoinData; error?: string }
    if (!response.ok || !answer.joinData) throw new Error(answer.error ?? unreachable)
    // the participants panel and Add person need the consultation the join made
    refresh()
    // the services count the patient as joined from here: the polls start, media or not
    setJoinedAt((at) => at ?? Date.now())
    return answer.joinData
  }, [appointmentId, refresh, unreachable])

  const leaveTo = useCallback(
    async (to: string) => {
      await handle.current?.leave()
      window.location.assign(to)
    },
    [handle],
  )

  // the two polls, on one ticker: the rules of when and what follows are the domain's
  useEffect(() => {
    if (joinedAt === null) return
    const last: { appointment?: number; attendees?: number } = {}
    const timer = window.setInterval(async () => {
      const now = Date.now()
      for (const poll of duePolls(PATIENT_POLLS, last, joinedAt, now)) {
        last[poll] = now
        if (poll === 'attendees') refresh()
        else {
          // a post: the poll may end the patient's call and session, which no GET may do
          const response = await fetch(endpoint(appointmentId), {
            method: 'POST',
            body: intent('poll', inCall.current ? { inCall: '1' } : {}),
            headers: { ...csrfHeaders(), ...unattendedHeaders },
          }).catch(() => null)
          if (!response?.ok) continue // a failed poll is only logged (by the portal); the next one tries again
          const answer = (await response.json()) as { outcome: PatientCallOutcome; present?: boolean } | HelperCallEnd
          if (answer.outcome === 'ended') await leaveTo(answer.to)
          else if (answer.present) window.dispatchEvent(new Event(PRESENCE_EVENT))
          if (answer.outcome === 'closed') await leaveTo(Path.dashboard)
          if (answer.outcome === 'sign-out') await leaveTo(Path.signIn)
        }
      }
    }, 1000)
    return () => window.clearInterval(timer)
  }, [appointmentId, joinedAt, leaveTo, refresh])

  return { requestJoin, handle, onState }
}
