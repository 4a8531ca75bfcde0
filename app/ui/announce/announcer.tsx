/** The id of the page's one polite region, which the root renders on every page. */
export const ANNOUNCER_ID = 'announcer'

/** How long the region stays empty before new words: a screen reader reads a change, not a text that stays. */
const PAUSE_MS = 100

let pending: ReturnType<typeof setTimeout> | undefined

/**
 * The page's one polite live region (ADR 81): empty in the page from the first paint, so what is put in it later
 * is read as an update, once; a plain `aria-live` region, not `role="status"`, which Chromium lists as a status
 * bar that screen readers name on every page. Updates go through `announce`.
 */
export function Announcer() {
  return <div id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
}

/** Says `message` politely, after what is being read. The same words twice are read twice. */
export function announce(message: string) {
  const region = document.getElementById(ANNOUNCER_ID)
  if (!region) return
  clearTimeout(pending)
  region.textContent = ''
  pending = setTimeout(() => {
    region.textContent = message
  }, PAUSE_MS)
}

/** Empties the region when a new page comes: its last words belong to the page before. */
export function clearAnnouncement() {
  clearTimeout(pending)
  const region = document.getElementById(ANNOUNCER_ID)
  if (region) region.textContent = ''
}
