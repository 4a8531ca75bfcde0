import type { ReminderSettings } from '../config.ts'
import type { MessageKind } from './texts.ts'

/**
 * When a reminder is due (pure): at each offset before the start, only for a time set before
 * that moment (a visit booked for this afternoon gets no "tomorrow" reminder), and only the
 * nearest offset reached: a sweep that runs late sends one text, not all it missed.
 */
export interface Reminder {
  offsetMinutes: number
  kind: Extract<MessageKind, 'reminder' | 'callSoon'>
}

export interface ScheduledVisit {
  start: Date
  online: boolean
  /** When the visit's current time was set: booked or moved. */
  timeSetAt: Date
}

const MINUTE = 60_000

/** Every reminder a visit gets, farthest first. */
export function remindersFor(
  online: boolean,
  settings: Pick<ReminderSettings, 'offsetsMinutes' | 'callOffsetMinutes'>,
) {
  const all: Reminder[] = settings.offsetsMinutes.map((offsetMinutes) => ({ offsetMinutes, kind: 'reminder' }))
  if (online && settings.callOffsetMinutes > 0)
    all.push({ offsetMinutes: settings.callOffsetMinutes, kind: 'callSoon' })
  return all.sort((a, b) => b.offsetMinutes - a.offsetMinutes)
}

/** The one reminder due at `now`, or null: none before the first offset, none once the visit has started. */
export function dueReminder(
  visit: ScheduledVisit,
  now: Date,
  settings: Pick<ReminderSettings, 'offsetsMinutes' | 'callOffsetMinutes'>,
): Reminder | null {
  const start = visit.start.getTime()
  if (now.getTime() >= start) return null
  const reached = remindersFor(visit.online, settings).filter((r) => start - r.offsetMinutes * MINUTE <= now.getTime())
  const nearest = reached.at(-1)
  if (!nearest) return null
  return visit.timeSetAt.getTime() <= start - nearest.offsetMinutes * MINUTE ? nearest : null
}

/** How far ahead a sweep must look: the largest offset. */
export function lookAheadMinutes(settings: Pick<ReminderSettings, 'offsetsMinutes' | 'callOffsetMinutes'>) {
  return Math.max(0, settings.callOffsetMinutes, ...settings.offsetsMinutes)
}
