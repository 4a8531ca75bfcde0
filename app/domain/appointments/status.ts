/**
 * Spec 2 section 4 and spec 3 section 4: how an appointment status reads.
 * The tone picks a colour, but the label always says it in words.
 */
export type StatusTone = 'upcoming' | 'running' | 'completed' | 'cancelled' | 'other'

const known: Record<string, { label: string; tone: StatusTone }> = {
  SCHEDULED: { label: 'Upcoming', tone: 'upcoming' },
  RUNNING: { label: 'Running', tone: 'running' },
  CLOSED: { label: 'Completed', tone: 'completed' },
  CANCELED: { label: 'Cancelled', tone: 'cancelled' },
}

export function appointmentStatus(status: string): { label: string; tone: StatusTone } {
  return known[status] ?? { label: status, tone: 'other' }
}
