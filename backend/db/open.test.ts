import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { NOW } from '../test-support.ts'
import { addMinutes } from '../time.ts'
import { migrations } from './migrations.ts'
import { migrate, openDatabase } from './open.ts'

const dirs: string[] = []
function tempFile() {
  const dir = mkdtempSync(join(tmpdir(), 'standin-db-'))
  dirs.push(dir)
  return join(dir, 'standin.sqlite')
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const firstStart = (db: ReturnType<typeof openDatabase>) =>
  db.prepare<[], { start_time: string }>('SELECT start_time FROM appointments WHERE id = 1').get()?.start_time

describe('migrations', () => {
  it('are numbered uniquely and in order', () => {
    const versions = migrations.map((m) => m.version)
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b))
  })

  it('apply once: running them again changes nothing', () => {
    const db = openDatabase(':memory:', { now: () => NOW })
    expect(migrate(db)).toEqual([])
    const recorded = db.prepare<[], { version: number }>('SELECT version FROM schema_migrations').all()
    expect(recorded.map((r) => r.version)).toEqual(migrations.map((m) => m.version))
  })

  it('apply only the new ones when a later migration is added', () => {
    const db = openDatabase(':memory:', { now: () => NOW })
    const next = { version: 999, name: 'test table', sql: 'CREATE TABLE migration_probe (id INTEGER PRIMARY KEY)' }
    expect(migrate(db, [...migrations, next])).toEqual([999])
    expect(migrate(db, [...migrations, next])).toEqual([])
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'migration_probe'").get()).toBeDefined()
  })
})

describe('openDatabase on a file', () => {
  it('keeps the data when reopened on the same hospital day', () => {
    const file = tempFile()
    const first = openDatabase(file, { now: () => NOW })
    first.prepare('UPDATE patients SET occupation = ? WHERE id = 1').run('Changed')
    first.close()
    const again = openDatabase(file, { now: () => addMinutes(NOW, 60) })
    expect(
      again.prepare<[], { occupation: string }>('SELECT occupation FROM patients WHERE id = 1').get()?.occupation,
    ).toBe('Changed')
    again.close()
  })

  it('wipes and reseeds relative to today when the seed day has passed', () => {
    const file = tempFile()
    const first = openDatabase(file, { now: () => NOW })
    first.prepare('UPDATE patients SET occupation = ? WHERE id = 1').run('Changed')
    expect(firstStart(first)).toBe('2026-03-10T06:10:00.000Z')
    first.close()

    const nextDay = new Date('2026-03-11T06:00:00.000Z')
    const later = openDatabase(file, { now: () => nextDay })
    expect(firstStart(later)).toBe('2026-03-11T06:10:00.000Z')
    expect(
      later.prepare<[], { occupation: string }>('SELECT occupation FROM patients WHERE id = 1').get()?.occupation,
    ).toBe('School teacher')
    expect(later.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'seed_day'").get()?.value).toBe(
      '2026-03-11',
    )
    later.close()
  })

  it('counts days in hospital time (Asia/Kolkata, UTC+05:30)', () => {
    // 20:00 UTC on the 10th is already 01:30 on the 11th in Kolkata
    const db = openDatabase(':memory:', { now: () => new Date('2026-03-10T20:00:00.000Z') })
    expect(db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'seed_day'").get()?.value).toBe(
      '2026-03-11',
    )
  })
})
