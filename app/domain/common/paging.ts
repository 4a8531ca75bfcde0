/**
 * Paging of every list that grows with the hospital's data (history, doctors, notifications, documents):
 * the page is a URL parameter, clamped, so links work without JavaScript and a page never holds more than
 * its size. Pure.
 */
/** The history's page size (docs/rules/common.md#limits), and every other list's. */
export const PAGE_SIZE = 10

/** A page number from the URL, clamped between 1 and the last page (1 when there is nothing). */
export function clampPage(requested: string | number | null | undefined, total: number, pageSize = PAGE_SIZE) {
  const last = Math.max(1, Math.ceil(total / pageSize))
  const n = typeof requested === 'number' ? requested : Number.parseInt(requested ?? '', 10)
  if (!Number.isFinite(n) || n < 1) return { page: 1, last }
  return { page: Math.min(n, last), last }
}

export function pageOf<T>(rows: T[], page: number, pageSize = PAGE_SIZE): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize)
}

/**
 * The page numbers to link: the first, the last, and two either side of the current one, with null
 * where numbers are left out. At most nine entries, however many pages there are, so the control stays
 * the same size at 100 pages as at 3.
 */
export function pageWindow(page: number, last: number): (number | null)[] {
  const shown = new Set([1, last])
  for (let p = Math.max(1, page - 2); p <= Math.min(last, page + 2); p++) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]))
}

/**
 * The same URL at another page (page 1 has no parameter); every other parameter stays as it is. `key` names
 * the parameter where one page holds several lists.
 */
export function pageSearch(search: URLSearchParams | string, page: number, key = 'page'): string {
  const params = new URLSearchParams(search)
  if (page > 1) params.set(key, String(page))
  else params.delete(key)
  const text = params.toString()
  return text ? `?${text}` : '?'
}
