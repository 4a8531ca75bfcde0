import type { Deps } from '../config.ts'
import { dueReminder, lookAheadMinutes } from './schedule.ts'
import { sendVisitMessages } from './send.ts'

/**
 * The reminder sweep at one clock time: every scheduled visit ahead within the largest offset
 * gets the reminder due now, if it has not had it. Idempotent: run it as often as you like, at
 * any time (the scheduler each minute, the dev control at a given time). Answers how many went.
 */
export function runReminderSweep(
  deps: Pick<Deps, 'db' | 'now' | 'portalUrl' | 'reminders'>,
  at: Date = deps.now(),
): number {
  const ahead = new Date(at.getTime() + lookAheadMinutes(deps.reminders) * 60_000)
  const visits = deps.db
    .prepare<[string, string], { id: number; start_time: string; type: string; time_set_at: string }>(
      `SELECT id, start_time, type, COALESCE(time_set_at, created_at) AS time_set_at FROM appointments
       WHERE status = 'SCHEDULED' AND start_time > ? AND start_time <= ? ORDER BY start_time, id`,
    )
    .all(at.toISOString(), ahead.toISOString())
  const atClock = { ...deps, now: () => at }
  let sent = 0
  for (const v of visits) {
    const visit = {
      start: new Date(v.start_time),
      online: v.type === 'ONLINE_CONSULTATION',
      timeSetAt: new Date(v.time_set_at),
    }
    const due = dueReminder(visit, at, deps.reminders)
    if (due) sent += sendVisitMessages(atClock, v.id, { kind: due.kind, offsetMinutes: due.offsetMinutes })
  }
  return sent
}
