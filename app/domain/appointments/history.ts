import type { Locale } from '~/utils/language/locale'
import type { English } from '~/utils/language/texts'
import { byTime } from '../common/by-time'
import { formatDate, formatTime } from '../common/format'

/** The appointment history (docs/rules/appointments.md#screens): search, order, formats and what a row offers (paging: common/paging). Pure. */

/** View opens the detail page only for these. */
export function canView(status: string): boolean {
  return status === 'SCHEDULED' || status === 'CLOSED' || status === 'RUNNING'
}

export function consultationTypeLabel(type: string, labels: English['appointmentLabels']): string {
  return type === 'PHYSICAL_VISIT' ? labels.physicalVisits : labels.videoConsultations
}

/** Newest first by start; the same start keeps the higher id first (the hospital's reverse-then-sort, docs/rules/appointments.md). */
export function newestFirst<T extends { id: number; startTime: string }>(items: T[]): T[] {
  return byTime(
    items,
    (a) => a.startTime,
    'newest first',
    (a, b) => b.id - a.id,
  )
}

/** Case-insensitive contains match on the doctor name as shown; an empty search keeps everything. */
export function searchByDoctor<T extends { doctor: string }>(rows: T[], search: string): T[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return rows
  return rows.filter((r) => r.doctor.toLowerCase().includes(needle))
}

/**
 * The row's 'Date & Time' in the patient's zone, in the format of every other page ('04-Mar-2026, 01:30 AM'):
 * the hospital's MM/DD/YYYY was the one date of the portal in another order, and a bare 03/04 reads as 3 April in
 * India.
 */
export function historyDateTime(iso: string, timeZone: string, locale: Locale): string {
  return `${formatDate(locale, iso, timeZone)}, ${formatTime(locale, iso, timeZone)}`
}
