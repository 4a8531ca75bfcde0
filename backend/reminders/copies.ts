import type { Database } from 'better-sqlite3'
import { hospitalDay } from '../time.ts'
import type { ReminderLanguage } from './texts.ts'

/**
 * The helpers who asked for copies of a patient's visit texts: each active grant that still has
 * `see`, whose last day has not passed, whose helper chose copies and whose own account is active
 * with a verified mobile. The copy goes to that mobile (the account's, never the contact the
 * patient typed in the invitation), in the helper's own language for texts.
 */
export interface CopyHolder {
  helperId: number
  mobile: string
  language: ReminderLanguage
}

export function copyHoldersOf(db: Database, patientId: number, now: Date): CopyHolder[] {
  return db
    .prepare<[number, string], CopyHolder>(
      `SELECT DISTINCT h.id AS helperId, h.phone_number AS mobile, COALESCE(rp.language, 'en') AS language
       FROM helper_grants g
       JOIN patients h ON h.id = g.helper_id
       LEFT JOIN reminder_preferences rp ON rp.patient_id = h.id
       WHERE g.patient_id = ? AND g.state = 'active' AND g.reminder_copies = 1 AND g.last_day >= ?
         AND (' ' || g.scopes || ' ') LIKE '% see %'
         AND h.status <> 'INACTIVE' AND h.phone_number IS NOT NULL AND h.verification_status = 'verified'
       ORDER BY h.id`,
    )
    .all(patientId, hospitalDay(now))
}
