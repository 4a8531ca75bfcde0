import BetterSqlite3, { type Database } from 'better-sqlite3'
import { reseed, seedIsStale } from '../seed/index.ts'
import { migrations as allMigrations, type Migration } from './migrations.ts'

export type { Database }

export interface OpenOptions {
  /** The clock the seed is made relative to (tests pin it). */
  now?: () => Date
  /** For tests of the migration runner. */
  migrations?: Migration[]
}

/**
 * Open (or create) the stand-in's store: run pending migrations, seed an empty store, and
 * reseed a file whose seed day has passed so a demo always has appointments ahead of it, or whose
 * seed size (STANDIN_SEED) is not the one asked for.
 */
export function openDatabase(file: string, opts: OpenOptions = {}): Database {
  const now = (opts.now ?? (() => new Date()))()
  const db = new BetterSqlite3(file)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  migrate(db, opts.migrations ?? allMigrations)
  if (seedIsStale(db, now)) reseed(db, now)
  return db
}

/** Apply the migrations not yet recorded, each in its own transaction. Returns the versions applied. */
export function migrate(db: Database, migrations: Migration[] = allMigrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`)
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((r) => r.version),
  )
  const pending = [...migrations].sort((a, b) => a.version - b.version).filter((m) => !applied.has(m.version))
  for (const m of pending) {
    db.transaction(() => {
      db.exec(m.sql)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        new Date().toISOString(),
      )
    })()
  }
  return pending.map((m) => m.version)
}
