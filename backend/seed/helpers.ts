import type { Database } from 'better-sqlite3'
import { makeMinorGrant } from '../helping/minors.ts'
import { PATIENT_ACCOUNTS } from './patients.ts'

/** asha helps her daughter tara, by the hospital's grant for a child, with every scope. */
export function seedHelpers(db: Database, now: Date): void {
  const made = makeMinorGrant(
    { db, now: () => now },
    {
      patientId: PATIENT_ACCOUNTS.tara.id,
      helperId: PATIENT_ACCOUNTS.asha.id,
      relationship: 'parent',
      scopes: ['see', 'book', 'chat', 'call', 'documents'],
    },
  )
  if (typeof made === 'string') throw new Error(`the seed's grant for a child failed: ${made}`)
}
