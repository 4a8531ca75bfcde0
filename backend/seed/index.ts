import type { Database } from 'better-sqlite3'
import { hospitalDay } from '../time.ts'
import { seedChat } from './chat.ts'
import { seedDoctors } from './doctors.ts'
import { seedGrowth, seedSize } from './growth.ts'
import { seedHealthRecord } from './health-record.ts'
import { seedHelpers } from './helpers.ts'
import { loginPageImagesOn, seedLoginPageImages } from './login-page-images.ts'
import { seedPatients } from './patients.ts'
import { seedReference } from './reference.ts'

export { PATIENT_ACCOUNTS } from './patients.ts'

/** The hospital day the data was made for; appointments are relative to it. */
function storedSeedDay(db: Database): string | undefined {
  const row = db.prepare<[], { value: string }>(`SELECT value FROM meta WHERE key = 'seed_day'`).get()
  return row?.value
}

/** Whether the stored data was made for another day or another seed size than asked for now. */
export function seedIsStale(db: Database, now: Date): boolean {
  const day = storedSeedDay(db)
  if (day === undefined || day < hospitalDay(now)) return true
  const size = db.prepare<[], { value: string }>(`SELECT value FROM meta WHERE key = 'seed_size'`).get()
  return (size?.value ?? 'demo') !== seedSize()
}

/** Wipe every table but schema_migrations and seed afresh, in one transaction. */
export function reseed(db: Database, now: Date): void {
  const tables = db
    .prepare<[], { name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'`,
    )
    .all()
  db.transaction(() => {
    // foreign keys are checked at commit, so tables can be emptied and refilled in any order
    db.pragma('defer_foreign_keys = ON')
    for (const { name } of tables) db.prepare(`DELETE FROM "${name}"`).run()
    seedReference(db)
    seedDoctors(db, now)
    seedPatients(db, now)
    seedHelpers(db, now)
    seedChat(db, now)
    seedHealthRecord(db)
    if (loginPageImagesOn()) seedLoginPageImages(db)
    seedGrowth(db, now, seedSize())
    db.prepare(`INSERT INTO meta (key, value) VALUES ('seed_day', ?), ('seeded_at', ?), ('seed_size', ?)`).run(
      hospitalDay(now),
      now.toISOString(),
      seedSize(),
    )
  })()
}
