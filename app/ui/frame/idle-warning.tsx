import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { isUnattendedSearch, PRESENCE_EVENT, unattendedHeaders, unattendedUrl } from '~/domain/common/idle-clock'
import { CsrfField } from '~/ui/form/csrf-field'
import { useHydrated } from '~/ui/use-hydrated'
import type { Locale } from '~/utils/language/locale'
import { fill, plural, useLocale, useTexts, type English } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'

const WARN_BEFORE_MS = 2 * 60_000
/** Seconds left at which the warning says the time again: often enough to act on, not every second. */
const ANNOUNCE_AT = [60, 30, 10]

/** 2 minutes, 1 minute, 30 seconds: whole minutes while there are any, then seconds. */
function spoken(seconds: number, t: English['sessionMessages'], locale: Locale): string {
  return seconds >= 60 ? plural(locale, t.minutesLeft, Math.round(seconds / 60)) : fill(t.secondsLeft, { n: seconds })
}

/**
 * Warns before the idle timeout signs the patient out, and offers to stay. An urgent message
 * that needs an answer: an alertdialog, whose description (read when it opens) says how long is
 * left; after that a polite region says the time again only at 60, 30 and 10 seconds, while the
 * visible clock ticks unannounced. When the time is up it asks the server how long is left (another
 * tab may have been used) and otherwise reloads, so the server signs out and nothing of the patient
 * stays on a shared screen. Without JavaScript the server still enforces the timeout on the next
 * request.
 */
export function IdleWarning({ idleMinutes }: { idleMinutes: number }) {
  // only a script can warn: the server's page leaves it out (its render is every signed-in page's), and the
  // browser adds it once hydrated, long before it can open
  return useHydrated() ? <IdleDialog idleMinutes={idleMinutes} /> : null
}

function IdleDialog({ idleMinutes }: { idleMinutes: number }) {
  const idleMs = idleMinutes * 60_000
  const t = useTexts('sessionMessages')
  const locale = useLocale()
  const dialog = useRef<HTMLDialogElement>(null)
  const keepAlive = useFetcher()
  const location = useLocation()
  const [lastActive, setLastActive] = useState(() => Date.now())
  // seconds left while the warning shows, else null
  const [left, setLeft] = useState<number | null>(null)
  // seconds left when the warning opened: its description, which must not change each second
  const [atOpen, setAtOpen] = useState<number | null>(null)

  // Every navigation of the patient's and every kept-alive answer restarted the server's timer; a
  // navigation the page made by itself did not (ADR 75)
  useEffect(() => {
    if (!isUnattendedSearch(location.search)) setLastActive(Date.now())
  }, [location.key, location.search])
  useEffect(() => {
    if (keepAlive.state === 'idle' && keepAlive.data !== undefined) setLastActive(Date.now())
  }, [keepAlive.state, keepAlive.data])
  // and so did a connected call's poll the server counted as the patient's presence (ADR 108)
  useEffect(() => {
    const present = () => setLastActive(Date.now())
    window.addEventListener(PRESENCE_EVENT, present)
    return () => window.removeEventListener(PRESENCE_EVENT, present)
  }, [])

  useEffect(() => {
    dialog.current?.close()
    setLeft(null)
    const deadline = lastActive + idleMs
    const secondsLeft = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
    let tick: ReturnType<typeof setInterval> | undefined
    const warnAt = lastActive + Math.max(idleMs - WARN_BEFORE_MS, idleMs / 2)
    const warn = setTimeout(() => {
      // the description is in the page before the dialog opens, so the opening is read once, with the time in it
      flushSync(() => {
        setLeft(secondsLeft())
        setAtOpen(secondsLeft())
      })
      dialog.current?.showModal()
      tick = setInterval(() => setLeft(secondsLeft()), 1000)
    }, warnAt - Date.now())
    // At the deadline the server says how long is left: another tab the patient used may have moved
    // its clock on, and then this one waits that long too. Else the page loads again, by itself (so
    // it moves nothing either), and shows sign-in with nothing of the patient left on the screen.
    const end = setTimeout(
      async () => {
        const answer = await fetch(Path.sessionLeft, { headers: unattendedHeaders })
          .then((res) => (res.ok ? (res.json() as Promise<{ leftMs: number }>) : null))
          .catch(() => null)
        if (answer && answer.leftMs > 0) setLastActive(Date.now() + answer.leftMs - idleMs)
        else window.location.replace(unattendedUrl(`${window.location.pathname}${window.location.search}`))
      },
      deadline + 1000 - Date.now(),
    )
    return () => {
      clearTimeout(warn)
      clearTimeout(end)
      clearInterval(tick)
    }
  }, [lastActive, idleMs])

  // the last announcement point reached, so the region's text changes only there
  const announced = left === null ? undefined : ANNOUNCE_AT.filter((s) => left <= s).pop()
  const clock = left === null ? '' : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className="dialog"
      aria-labelledby="idle-title"
      aria-describedby="idle-text"
      onClose={() => setLeft(null)}
    >
      <h2 id="idle-title">{t.idleTitle}</h2>
      <p id="idle-text">{atOpen === null ? null : fill(t.idleWarning, { left: spoken(atOpen, t, locale) })}</p>
      <p className="idle-warning__clock" aria-hidden="true">
        {clock}
      </p>
      <p className="visually-hidden" role="status">
        {announced === undefined ? null : fill(t.timeLeft, { left: spoken(announced, t, locale) })}
      </p>
      <keepAlive.Form method="post" action={Path.keepAlive}>
        <CsrfField />
        <button type="submit" className="button button--primary" onClick={() => dialog.current?.close()}>
          {t.stayAction}
        </button>
      </keepAlive.Form>
    </dialog>
  )
}
