import BetterSqlite3 from 'better-sqlite3'
import { RateLimiterSQLite } from 'rate-limiter-flexible'
import type { LimiterOptions, SharedStore } from '~/utils/shared-store/types'

/**
 * The embedded store: one SQLite file in the data folder, so sessions and counters survive a
 * restart with no setup. WAL lets several processes on one host share the file; expired rows are
 * ignored on read and swept now and then.
 */
export function openSqliteStore(file: string, now: () => number = () => Date.now()): SharedStore {
  const db = new BetterSqlite3(file)
  db.pragma('journal_mode = WAL')
  db.pragma('busy_timeout = 2000')
  db.exec(`
    CREATE TABLE IF NOT EXISTS portal_values (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS portal_sets (
      key TEXT NOT NULL, member TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (key, member)
    );
  `)
  // the limiters' table, made here rather than by each limiter asynchronously (rate-limiter-flexible's own schema)
  db.exec(
    'CREATE TABLE IF NOT EXISTS portal_limits (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)',
  )
  const read = db.prepare<[string, number], { value: string }>(
    'SELECT value FROM portal_values WHERE key = ? AND expires_at > ?',
  )
  const write = db.prepare(
    'INSERT INTO portal_values (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at',
  )
  const remove = db.prepare('DELETE FROM portal_values WHERE key = ?')
  // an expired row is as good as none: it may be claimed again
  const claim = db.prepare(
    'INSERT INTO portal_values (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at WHERE portal_values.expires_at <= ?',
  )
  const addMember = db.prepare(
    'INSERT INTO portal_sets (key, member, expires_at) VALUES (?, ?, ?) ON CONFLICT (key, member) DO UPDATE SET expires_at = excluded.expires_at',
  )
  const removeMember = db.prepare('DELETE FROM portal_sets WHERE key = ? AND member = ?')
  const members = db.prepare<[string, number], { member: string }>(
    'SELECT member FROM portal_sets WHERE key = ? AND expires_at > ?',
  )
  const sweep = db.transaction((t: number) => {
    db.prepare('DELETE FROM portal_values WHERE expires_at <= ?').run(t)
    db.prepare('DELETE FROM portal_sets WHERE expires_at <= ?').run(t)
    db.prepare('DELETE FROM portal_limits WHERE expire <= ?').run(t)
  })
  const sweeper = setInterval(() => sweep(now()), 10 * 60_000)
  sweeper.unref()

  return {
    kind: 'sqlite',
    async get<T>(key: string) {
      const row = read.get(key, now())
      return row ? (JSON.parse(row.value) as T) : null
    },
    async set(key, value, ttlMs) {
      write.run(key, JSON.stringify(value), now() + ttlMs)
    },
    async delete(...keys) {
      for (const key of keys) remove.run(key)
    },
    async claim(key, value, ttlMs) {
      const t = now()
      return claim.run(key, JSON.stringify(value), t + ttlMs, t).changes === 1
    },
    async addMember(key, member, ttlMs) {
      addMember.run(key, member, now() + ttlMs)
    },
    async removeMember(key, member) {
      removeMember.run(key, member)
    },
    async members(key) {
      return members.all(key, now()).map((r) => r.member)
    },
    limiter({ keyPrefix, points, durationSeconds }: LimiterOptions) {
      return new RateLimiterSQLite({
        storeClient: db,
        storeType: 'better-sqlite3',
        tableName: 'portal_limits',
        tableCreated: true,
        keyPrefix,
        points,
        duration: durationSeconds,
      })
    },
    async ping() {
      db.prepare('SELECT 1').get()
    },
    async close() {
      clearInterval(sweeper)
      db.close()
    },
  }
}
