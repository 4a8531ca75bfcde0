/** Where the browser is: the parts of a location that decide what a navigation was. */
export type Place = { pathname: string; search: string; hash: string }

/** How the history moved: a new entry, the current one replaced, or back and forward. */
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP'

/**
 * What a client-side navigation was to a screen-reader user (ADR 80). A new page: another path, or the same path
 * with a new query pushed (Edit Profile, the next page of a list), which a full page load would have read from the
 * top. An update of the page: the same path with its query replaced, as the doctor list's filters, the date and
 * the open slots do, which keep the patient where they are and say what changed. Nothing: a hash link, or a form
 * answered on the page it was sent from (its errors take the focus themselves).
 */
export function pageChange(before: Place, after: Place, action: HistoryAction): 'new-page' | 'update' | 'none' {
  if (before.pathname !== after.pathname) return 'new-page'
  if (before.search === after.search) return 'none'
  return action === 'REPLACE' ? 'update' : 'new-page'
}
