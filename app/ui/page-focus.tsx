import { useLocation, useNavigation, useNavigationType } from '@remix-run/react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { fill } from '~/utils/language/texts'
import { pageChange, type Place } from '~/utils/navigation/page-change'
import { announce, clearAnnouncement } from './announcer'
import { useRootTexts } from './root-texts'

/** A dialog with its own URL, open over the page it was opened from, and what to give focus back to. */
type Opened = { from: string; opener: HTMLElement; name: string }

const placeKey = (place: Place) => place.pathname + place.search

/** How long after a new page renders its heading takes the focus: long enough for Orca to have read the document's focus. */
const HEADING_FOCUS_DELAY_MS = 250

/**
 * What a full page load does for a screen reader, after a client-side navigation to a new page (ADR 80): the
 * focus goes to the page's heading (made focusable for script only), which is read, once. Not on the first page,
 * not for an update of the page (its own words say what changed) nor a hash link, and not when the new page took
 * the focus itself: an error summary, or a dialog with its own URL. When such a dialog closes back to the page it
 * came from, the focus goes back to what opened it, with a word (or to the heading, when the opener is gone or
 * hidden, as in a closed menu).
 */
export function PageFocus() {
  const location = useLocation()
  const action = useNavigationType()
  const busy = useNavigation().state !== 'idle'
  const closed = useRootTexts()?.texts.frameMessages.dialogClosed
  const before = useRef<Place | null>(null)
  const startedFrom = useRef<Element | null>(null)
  const opened = useRef<Opened | null>(null)

  useEffect(() => {
    if (busy) startedFrom.current = document.activeElement
  }, [busy])

  // As the old page goes, Chromium gives the document the focus, and Orca puts its reading place, silently, where
  // the page's caret is: at the start of main when the control pressed was in it (SUBMIT). On a page whose heading
  // comes first in main (Thank You!) that place is the heading, and the heading's focus then says nothing. There the
  // caret is put just past the heading before the new page is drawn, so the heading's focus is a move, and is read.
  useIsomorphicLayoutEffect(() => {
    const previous = before.current
    if (!previous || pageChange(previous, location, action) !== 'new-page') return
    if (document.activeElement !== document.body) return
    const past = textPastLeadingHeading()
    if (past) document.getSelection()?.collapse(past, 0)
  }, [location, action])

  useEffect(() => {
    const previous = before.current
    before.current = location
    const from = startedFrom.current
    startedFrom.current = null
    if (!previous || pageChange(previous, location, action) !== 'new-page') return
    clearAnnouncement()
    const dialog = document.querySelector<HTMLDialogElement>('dialog:modal')
    if (dialog) {
      if (from instanceof HTMLElement) opened.current = { from: placeKey(previous), opener: from, name: nameOf(dialog) }
      return
    }
    const back = opened.current
    opened.current = null
    if (back && back.from === placeKey(location) && back.opener.isConnected) back.opener.focus()
    if (back && document.activeElement === back.opener) {
      // a page's own alert (the appointment cancelled) says more than that the dialog closed
      if (closed && !document.querySelector('.alert-region .alert')) announce(fill(closed, { name: back.name }))
      return
    }
    if (focusTakenByPage(from)) return
    // Chromium gives the document the focus as the old page goes; a screen reader drops that focus as
    // stale, and the heading's with it, when both come at once (a page whose data was there already)
    const waitedFrom = document.activeElement
    const later = window.setTimeout(() => {
      // the patient moved on meanwhile (a Tab, a click) or the page took the focus: that focus stays
      if (document.activeElement !== waitedFrom && document.activeElement !== document.body) return
      focusStart(location.hash)
    }, HEADING_FOCUS_DELAY_MS)
    return () => window.clearTimeout(later)
  }, [location, action, closed])

  return null
}

/** A layout effect in the browser (before the new page is drawn); the server has nothing to lay out. */
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/** The first text after main's heading, when that heading is the first text in main; else null. */
function textPastLeadingHeading(): Node | null {
  const main = document.getElementById('main')
  const heading = main?.querySelector('h1')
  if (!main || !heading) return null
  const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
  })
  let text = texts.nextNode()
  if (!text || !heading.contains(text)) return null
  while (text && heading.contains(text)) text = texts.nextNode()
  return text
}

/** Whether the new page moved the focus into its content itself (an error summary, a field it starts on). */
function focusTakenByPage(from: Element | null) {
  const active = document.activeElement
  if (!active || active === document.body || active === from) return false
  return document.getElementById('main')?.contains(active) ?? false
}

/**
 * Where a full page load would start the patient: the part a link's hash names (Message opens the chat), else the
 * page's heading, else its main content; made focusable for script only.
 */
function focusStart(hash: string) {
  const named = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
  const target =
    named ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1, main')
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: !named })
}

/** A dialog's name, from the element its aria-labelledby names. */
function nameOf(dialog: HTMLDialogElement) {
  const id = dialog.getAttribute('aria-labelledby')
  return (id && document.getElementById(id)?.textContent?.trim()) || ''
}
