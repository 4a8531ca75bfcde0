import { useLocation, useNavigation, useNavigationType } from '@remix-run/react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { fill } from '~/utils/language/texts'
import { pageChange, type Place } from '~/utils/navigation/page-change'
import { announce, clearAnnouncement } from '../announce/announcer'
import { HEADING_FOCUS_DELAY_MS } from '../announce/audible-focus'
import { useRootTexts } from './root-texts'

/** A dialog with its own URL, open over the page it was opened from, and what to give focus back to. */
type Opened = { from: string; opener: HTMLElement; name: string }

const placeKey = (place: Place) => place.pathname + place.search

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

  // As the old page goes, Chromium gives the document the focus, and Orca moves its reading place, silently, to where
  // the page's caret is: the start of main when the control pressed was in it. Where that is the heading itself
  // (Thank You!), the heading's focus then says nothing; where it is a link (a step of the booking), Orca reads the
  // document's title before the heading. So before the new page is drawn the caret is put in the first plain text past
  // the heading: the heading's focus is a move, and the page is announced once, by its heading.
  useIsomorphicLayoutEffect(() => {
    const previous = before.current
    if (!previous || pageChange(previous, location, action) !== 'new-page') return
    if (document.activeElement !== document.body) return
    const past = plainTextPastHeading()
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

/** The first text after main's heading that is shown and not a link's or a button's; null if none. */
function plainTextPastHeading(): Node | null {
  const main = document.getElementById('main')
  const heading = main?.querySelector('h1')
  if (!main || !heading) return null
  const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement
      const plain =
        node.textContent?.trim() &&
        parent &&
        heading.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !heading.contains(node) &&
        !parent.closest('a, button, [role="link"], [role="button"]') &&
        parent.getClientRects().length > 0
      return plain ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP
    },
  })
  return texts.nextNode()
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
