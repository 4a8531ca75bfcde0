import { announce } from './announcer'

/**
 * Focus moves and words timed for a screen reader, around a change of what is on screen (ADR 80, ADR 107): Orca
 * reads a focus that follows the document's focus after a moment, and drops one that comes at once.
 */

/** How long after a new page renders its heading takes the focus: long enough for Orca to have read the document's focus. */
export const HEADING_FOCUS_DELAY_MS = 250

/**
 * Says `message` in the polite region once a new page's heading has taken the focus, so it is read after the heading
 * rather than cut short by it, or emptied with the old page's words; the same wait when no page changed. Returns
 * what stops it, for an effect's cleanup.
 */
export function announceAfterPageFocus(message: string) {
  const later = window.setTimeout(() => announce(message), HEADING_FOCUS_DELAY_MS)
  return () => window.clearTimeout(later)
}

/**
 * Moves the focus to `target` audibly, then runs `then`, after a dialog opened in the page (no navigation) has
 * closed: Chromium gives the focus straight back to what opened it, and Orca, whose place was in the dialog now
 * gone, moves there without a word. So the document takes the focus first, and `target` after the same wait as a
 * new page's heading, which Orca reads.
 */
export function focusAudibly(target: HTMLElement, then?: () => void) {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  window.setTimeout(() => {
    // the patient moved on meanwhile (a click, a Tab): that focus stays
    if (document.activeElement !== document.body || !target.isConnected) return
    target.focus()
    then?.()
  }, HEADING_FOCUS_DELAY_MS)
}
