import type { Database } from 'better-sqlite3'
import { addMinutes } from '../time.ts'
import { insertRows } from './rows.ts'

/**
 * Chat of an upcoming appointment (asha's visit tomorrow, id 2), already read; the closed one's
 * history (id 4) is seeded with its appointment in patients.ts.
 */
export function seedChat(db: Database, now: Date): void {
  const lines: [role: 'PATIENT' | 'DOCTOR', minutesAgo: number, content: string][] = [
    ['PATIENT', 80, 'Hello doctor, should I bring my old reports tomorrow?'],
    ['DOCTOR', 70, 'Yes please, and a list of the medicines you take.'],
  ]
  insertRows(
    db,
    'chat_messages',
    lines.map(([role, minutesAgo, content]) => ({
      appointment_id: 2,
      role,
      content,
      seen: 1,
      created_at: addMinutes(now, -minutesAgo).toISOString(),
    })),
  )
}
