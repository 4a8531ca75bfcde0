import BetterSqlite3 from 'better-sqlite3'
import { RateLimiterSQLite } from 'rate-limiter-flexible'
import type { LimiterOptions, ListBound, ListWindow, SharedStore } from '~/utils/shared-store/types'

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
    CREATE TABLE IF NOT EXISTS portal_lists (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL, at INTEGER NOT NULL, value TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS portal_lists_by_key ON portal_lists (key, at DESC, seq DESC);
    CREATE TABLE IF NOT EXISTS portal_ranks (
      key TEXT NOT NULL, member TEXT NOT NULL, score REAL NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (key, member)
    );
    CREATE INDEX IF NOT EXISTS portal_ranks_by_score ON portal_ranks (key, score DESC, member DESC, expires_at);
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
  const removeList = db.prepare('DELETE FROM portal_lists WHERE key = ?')
  // an expired row is as good as none: it may be claimed again
  const claim = db.prepare(
    'INSERT INTO portal_values (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at WHERE portal_values.expires_at <= ?',
  )
  const swap = db.prepare(
    'UPDATE portal_values SET value = ?, expires_at = ? WHERE key = ? AND value = ? AND expires_at > ?',
  )
  const addMember = db.prepare(
    'INSERT INTO portal_sets (key, member, expires_at) VALUES (?, ?, ?) ON CONFLICT (key, member) DO UPDATE SET expires_at = excluded.expires_at',
  )
  const removeMember = db.prepare('DELETE FROM portal_sets WHERE key = ? AND member = ?')
  const members = db.prepare<[string, number], { member: string }>(
    'SELECT member FROM portal_sets WHERE key = ? AND expires_at > ?',
  )
  // a ranked set: the top read down its index, stopping at `limit` live members; equal scores as Redis orders them
  const rank = db.prepare(
    'INSERT INTO portal_ranks (key, member, score, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT (key, member) DO UPDATE SET score = excluded.score, expires_at = excluded.expires_at',
  )
  const unrank = db.prepare('DELETE FROM portal_ranks WHERE key = ? AND member = ?')
  const topRanked = db.prepare<[string, number, number], { member: string }>(
    'SELECT member FROM portal_ranks WHERE key = ? AND expires_at > ? ORDER BY score DESC, member DESC LIMIT ?',
  )
  const rankedCount = db.prepare<[string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM portal_ranks WHERE key = ? AND expires_at > ?',
  )
  // a bounded list: newest first is the highest time, then the latest added among equal times
  const listAdd = db.prepare('INSERT INTO portal_lists (key, at, value, expires_at) VALUES (?, ?, ?, ?)')
  const listDropOld = db.prepare('DELETE FROM portal_lists WHERE key = ? AND at <= ?')
  const listDropOver = db.prepare(
    'DELETE FROM portal_lists WHERE key = ? AND seq NOT IN (SELECT seq FROM portal_lists WHERE key = ? ORDER BY at DESC, seq DESC LIMIT ?)',
  )
  const pushBounded = db.transaction((key: string, value: string, at: number, bound: ListBound, t: number) => {
    listAdd.run(key, at, value, at + bound.maxAgeMs)
    listDropOld.run(key, t - bound.maxAgeMs)
    listDropOver.run(key, key, bound.maxEntries)
  })
  const listPage = db.prepare<[string, number, number, number], { value: string }>(
    'SELECT value FROM portal_lists WHERE key = ? AND at > ? ORDER BY at DESC, seq DESC LIMIT ? OFFSET ?',
  )
  const listCount = db.prepare<[string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM portal_lists WHERE key = ? AND at > ?',
  )
  const sweep = db.transaction((t: number) => {
    db.prepare('DELETE FROM portal_values WHERE expires_at <= ?').run(t)
    db.prepare('DELETE FROM portal_sets WHERE expires_at <= ?').run(t)
    db.prepare('DELETE FROM portal_limits WHERE expire <= ?').run(t)
    db.prepare('DELETE FROM portal_lists WHERE expires_at <= ?').run(t)
    db.prepare('DELETE FROM portal_ranks WHERE expires_at <= ?').run(t)
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
      for (const key of keys) {
        remove.run(key)
        removeList.run(key)
      }
    },
    async claim(key, value, ttlMs) {
      const t = now()
      return claim.run(key, JSON.stringify(value), t + ttlMs, t).changes === 1
    },
    async swap(key, expected, value, ttlMs) {
      const t = now()
      return swap.run(JSON.stringify(value), t + ttlMs, key, JSON.stringify(expected), t).changes === 1
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
    async rank(key, member, score, ttlMs) {
      rank.run(key, member, score, now() + ttlMs)
    },
    async unrank(key, member) {
      unrank.run(key, member)
    },
    async topRanked(key, limit) {
      const t = now()
      return {
        members: topRanked.all(key, t, limit).map((r) => r.member),
        total: rankedCount.get(key, t)?.n ?? 0,
      }
    },
    async pushBounded(key, value, at, bound) {
      pushBounded(key, JSON.stringify(value), at, bound, now())
    },
    async readBounded<T>(key: string, { maxAgeMs, offset, limit }: ListWindow) {
      const since = now() - maxAgeMs
      const values = listPage.all(key, since, limit, offset).map((r) => JSON.parse(r.value) as T)
      return { values, total: listCount.get(key, since)?.n ?? 0 }
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
