import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { sessionMessages } from '~/messages/common/session'
import { CsrfField } from '~/ui/form'
import { Path } from '~/utils/paths'

const WARN_BEFORE_MS = 2 * 60_000

/**
 * Warns before the idle timeout signs the patient out, and offers to stay.
 * When the time is up it reloads, so the server signs out and nothing of the
 * patient stays on a shared screen. Without JavaScript the server still
 * enforces the timeout on the next request.
 */
export function IdleWarning({ idleMinutes }: { idleMinutes: number }) {
  const idleMs = idleMinutes * 60_000
  const dialog = useRef<HTMLDialogElement>(null)
  const keepAlive = useFetcher()
  const location = useLocation()
  const [lastActive, setLastActive] = useState(() => Date.now())

  // Every navigation and every kept-alive answer reached the server, which restarted its timer.
  useEffect(() => setLastActive(Date.now()), [location.key])
  useEffect(() => {
    if (keepAlive.state === 'idle' && keepAlive.data !== undefined) setLastActive(Date.now())
  }, [keepAlive.state, keepAlive.data])

  useEffect(() => {
    dialog.current?.close()
    const warnAfter = Math.max(idleMs - WARN_BEFORE_MS, idleMs / 2)
    const warn = setTimeout(() => dialog.current?.showModal(), warnAfter)
    const end = setTimeout(() => window.location.reload(), idleMs + 1000)
    return () => {
      clearTimeout(warn)
      clearTimeout(end)
    }
  }, [lastActive, idleMs])

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="idle-title" aria-describedby="idle-text">
      <h2 id="idle-title">{sessionMessages.idleTitle}</h2>
      <p id="idle-text">{sessionMessages.idleWarning}</p>
      <keepAlive.Form method="post" action={Path.keepAlive}>
        <CsrfField />
        <button type="submit" className="button button--primary" onClick={() => dialog.current?.close()}>
          {sessionMessages.stayAction}
        </button>
      </keepAlive.Form>
    </dialog>
  )
}
