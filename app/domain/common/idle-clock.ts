/**
 * Only what the patient does moves the session's idle clock (ADR 75). The page's own requests
 * (data asked for ahead, polling, the idle warning's check at its deadline) say so, with a header on
 * a fetch or a flag in the URL of a navigation the page makes by itself; a browser's own prefetch
 * says so with `Sec-Purpose`. Everything else is the patient's: a click, a form, 'Stay signed in',
 * and every request of a page without JavaScript.
 */
export const UNATTENDED_HEADER = 'X-Unattended'
export const UNATTENDED_PARAM = 'unattended'

/**
 * Said on the window when the server counted a connected call's poll as the patient's presence
 * (ADR 108), so the idle warning's clock moves with the server's.
 */
export const PRESENCE_EVENT = 'portal:presence'

/** The headers of a request the page makes by itself. */
export const unattendedHeaders = { [UNATTENDED_HEADER]: '1' } as const

/** `to` (a path with its query) for a navigation the page makes by itself. */
export function unattendedUrl(to: string): string {
  const [path = '', hash] = to.split('#', 2)
  if (isUnattendedSearch(path.slice(path.indexOf('?') + 1))) return to
  const url = `${path}${path.includes('?') ? '&' : '?'}${UNATTENDED_PARAM}=1`
  return hash === undefined ? url : `${url}#${hash}`
}

/** Whether a URL's query (with or without its '?') carries the flag of a navigation the page made by itself. */
export function isUnattendedSearch(search: string): boolean {
  return new URLSearchParams(search).has(UNATTENDED_PARAM)
}

/** Whether this request is the patient's doing, and so moves the idle clock. */
export function movesIdleClock(request: Request): boolean {
  if (request.headers.has(UNATTENDED_HEADER)) return false
  const purpose = `${request.headers.get('Sec-Purpose') ?? ''} ${request.headers.get('Purpose') ?? ''}`
  if (/prefetch/i.test(purpose)) return false
  // the flag stays in the address after such a navigation; a form the patient sends from there is still theirs
  const reads = request.method === 'GET' || request.method === 'HEAD'
  return !(reads && isUnattendedSearch(new URL(request.url).search))
}
