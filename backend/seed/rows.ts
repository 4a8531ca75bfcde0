import type { Database } from 'better-sqlite3'

export type SqlValue = string | number | Buffer | null
export type Row = Record<string, SqlValue>

/** Insert rows that share one set of columns (table and column names come from seed code, never input). */
export function insertRows(db: Database, table: string, rows: Row[]): void {
  const first = rows[0]
  if (!first) return
  const columns = Object.keys(first)
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  )
  for (const row of rows) statement.run(row)
}
