import type { English } from '~/utils/language/texts'

/**
 * How an appointment status reads (docs/rules/appointments.md#states).
 * The tone picks a colour, but the label always says it in words.
 */
export type StatusTone = 'upcoming' | 'running' | 'completed' | 'cancelled' | 'other'

const known: Record<string, Exclude<StatusTone, 'other'>> = {
  SCHEDULED: 'upcoming',
  RUNNING: 'running',
  CLOSED: 'completed',
  CANCELED: 'cancelled',
}

/**
 * An unknown status is shown as the services send it. An upcoming visit the patient confirmed from
 * a text's link reads "Confirmed" (docs/reminders.md).
 */
export function appointmentStatus(
  status: string,
  labels: English['appointmentLabels'],
  confirmed = false,
): { label: string; tone: StatusTone; known: boolean } {
  const tone = known[status]
  if (tone === 'upcoming' && confirmed) return { label: labels.confirmed, tone, known: true }
  return tone ? { label: labels[tone], tone, known: true } : { label: status, tone: 'other', known: false }
}
