import { inZone } from '../common/date-format'

/** Spec 2, Appointment History: search, order, paging, formats and what a row offers. Pure. */
export const HISTORY_PAGE_SIZE = 10

/** View opens the detail page only for these. */
export function canView(status: string): boolean {
  return status === 'SCHEDULED' || status === 'CLOSED' || status === 'RUNNING'
}

export function consultationTypeLabel(type: string): string {
  return type === 'PHYSICAL_VISIT' ? 'Physical Visits' : 'Video Consultations'
}

/** Newest first by start; the same start keeps the higher id first (the spec's reverse-then-sort). */
export function newestFirst<T extends { id: number; startTime: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime) || b.id - a.id)
}

/** Case-insensitive contains match on the doctor name as shown; an empty search keeps everything. */
export function searchByDoctor<T extends { doctor: string }>(rows: T[], search: string): T[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return rows
  return rows.filter((r) => r.doctor.toLowerCase().includes(needle))
}

/** A page number from the URL, clamped between 1 and the last page (1 when there is nothing). */
export function clampPage(requested: string | number | null | undefined, total: number, pageSize = HISTORY_PAGE_SIZE) {
  const last = Math.max(1, Math.ceil(total / pageSize))
  const n = typeof requested === 'number' ? requested : Number.parseInt(requested ?? '', 10)
  if (!Number.isFinite(n) || n < 1) return { page: 1, last }
  return { page: Math.min(n, last), last }
}

export function pageOf<T>(rows: T[], page: number, pageSize = HISTORY_PAGE_SIZE): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize)
}

/** The row's 'Date & Time': MM/DD/YYYY hh:mm A in the patient's zone. */
export function historyDateTime(iso: string, timeZone: string): string {
  return inZone(iso, timeZone).format('MM/DD/YYYY hh:mm A')
}
