import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openRedisStore } from '~/utils/shared-store/redis.server'
import { openSqliteStore } from '~/utils/shared-store/sqlite.server'
import type { SharedStore } from '~/utils/shared-store/types'
import { startRedis } from '../../support/redis-server'

/**
 * One contract, two stores: the embedded SQLite file and Redis (a real redis-server,
 * tests/support/redis-server.ts).
 */
let redis: Awaited<ReturnType<typeof startRedis>> | undefined

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(() => {
  redis?.stop()
})

const stores: [string, () => SharedStore][] = [
  ['sqlite', () => openSqliteStore(join(mkdtempSync(join(tmpdir(), 'portal-store-')), 'portal.sqlite'))],
  ['redis', () => openRedisStore(redis!.url)],
]

describe.each(stores)('the %s store', (_name, open) => {
  it('keeps a value until its time runs out, and deletes on request', async () => {
    const store = open()
    await store.set('a', { token: 'x', n: 1 }, 200)
    expect(await store.get('a')).toEqual({ token: 'x', n: 1 })
    await store.set('b', 'gone soon', 1)
    await new Promise((r) => setTimeout(r, 20))
    expect(await store.get('b')).toBeNull()
    await store.delete('a')
    expect(await store.get('a')).toBeNull()
    await store.close()
  })

  it('keeps sets of members (a patient and her sessions)', async () => {
    const store = open()
    await store.addMember('p:1', 's1', 60_000)
    await store.addMember('p:1', 's2', 60_000)
    expect((await store.members('p:1')).sort()).toEqual(['s1', 's2'])
    await store.removeMember('p:1', 's1')
    expect(await store.members('p:1')).toEqual(['s2'])
    await store.close()
  })

  it('keeps a ranked set: the highest scores first, a member moved by its new score, all of them counted', async () => {
    const store = open()
    const key = `ranked-${Date.now()}`
    for (let n = 1; n <= 30; n++) await store.rank(key, `s${n}`, n * 10, 60_000)
    expect(await store.topRanked(key, 3)).toEqual({ members: ['s30', 's29', 's28'], total: 30 })
    // a member used again moves up; one ended leaves the set and the count
    await store.rank(key, 's1', 1_000, 60_000)
    await store.unrank(key, 's30')
    expect(await store.topRanked(key, 3)).toEqual({ members: ['s1', 's29', 's28'], total: 29 })
    // equal scores in the same order in both stores
    await store.rank(key, 'a', 5_000, 60_000)
    await store.rank(key, 'b', 5_000, 60_000)
    expect((await store.topRanked(key, 2)).members).toEqual(['b', 'a'])
    expect(await store.topRanked(key, 0)).toEqual({ members: [], total: 31 })
    expect(await store.topRanked(`${key}-none`, 5)).toEqual({ members: [], total: 0 })
    await store.close()
  })

  it("drops a ranked member at its own end, neither listed nor counted, whatever the others' ends", async () => {
    const store = open()
    const key = `ranked-ends-${Date.now()}`
    await store.rank(key, 'lasting', 1, 60_000)
    await store.rank(key, 'brief', 2, 1)
    await new Promise((r) => setTimeout(r, 20))
    expect(await store.topRanked(key, 5)).toEqual({ members: ['lasting'], total: 1 })
    // a member ranked again lives from its new end
    await store.rank(key, 'brief', 3, 60_000)
    expect(await store.topRanked(key, 5)).toEqual({ members: ['brief', 'lasting'], total: 2 })
    await store.close()
  })

  it('keeps a bounded list newest first: at most its length, the oldest dropped, read a page at a time', async () => {
    const store = open()
    const key = `list-${Date.now()}`
    const bound = { maxEntries: 5, maxAgeMs: 60_000 }
    const at = Date.now()
    // seven values in one millisecond, then one a little later: the order they came in is kept
    for (let n = 1; n <= 7; n++) await store.pushBounded(key, { n }, at, bound)
    await store.pushBounded(key, { n: 8 }, at + 1, bound)
    const all = await store.readBounded<{ n: number }>(key, { maxAgeMs: 60_000, offset: 0, limit: 100 })
    expect(all).toEqual({ values: [{ n: 8 }, { n: 7 }, { n: 6 }, { n: 5 }, { n: 4 }], total: 5 })
    const page2 = await store.readBounded<{ n: number }>(key, { maxAgeMs: 60_000, offset: 2, limit: 2 })
    expect(page2).toEqual({ values: [{ n: 6 }, { n: 5 }], total: 5 })
    // a value added late with an earlier time sits where its time puts it
    await store.pushBounded(key, { n: 0 }, at - 1, { ...bound, maxEntries: 10 })
    expect(
      (await store.readBounded<{ n: number }>(key, { maxAgeMs: 60_000, offset: 0, limit: 100 })).values.at(-1),
    ).toEqual({
      n: 0,
    })
    expect(await store.readBounded(`${key}-none`, { maxAgeMs: 60_000, offset: 0, limit: 10 })).toEqual({
      values: [],
      total: 0,
    })
    await store.delete(key)
    expect(await store.readBounded(key, { maxAgeMs: 60_000, offset: 0, limit: 10 })).toEqual({ values: [], total: 0 })
    await store.close()
  })

  it("drops a bounded list's values older than its age, on the read and on the next write", async () => {
    const store = open()
    const key = `aged-${Date.now()}`
    const day = 86_400_000
    const bound = { maxEntries: 100, maxAgeMs: 90 * day }
    await store.pushBounded(key, 'ninety-one days ago', Date.now() - 91 * day, bound)
    await store.pushBounded(key, 'eighty-nine days ago', Date.now() - 89 * day, bound)
    expect(await store.readBounded(key, { maxAgeMs: 90 * day, offset: 0, limit: 10 })).toEqual({
      values: ['eighty-nine days ago'],
      total: 1,
    })
    // a shorter retention, set later, cuts on the read at once
    expect(await store.readBounded(key, { maxAgeMs: 30 * day, offset: 0, limit: 10 })).toEqual({ values: [], total: 0 })
    // and on the next write the older values go from the store itself
    await store.pushBounded(key, 'today', Date.now(), { ...bound, maxAgeMs: 30 * day })
    expect(await store.readBounded(key, { maxAgeMs: 90 * day, offset: 0, limit: 10 })).toEqual({
      values: ['today'],
      total: 1,
    })
    await store.close()
  })

  it('claims a key once: of fifty at once, on two connections, one wins; an expired claim may be made again', async () => {
    const one = open()
    const two = one.kind === 'redis' ? open() : one
    const key = `claim-${Date.now()}`
    const wins = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).claim(key, i, 60_000)))
    expect(wins.filter(Boolean)).toHaveLength(1)
    expect(await one.get(key)).toBe(wins.indexOf(true))
    await one.claim('short', 'first', 1)
    await new Promise((r) => setTimeout(r, 20))
    expect(await one.claim('short', 'again', 60_000)).toBe(true)
    expect(await one.get('short')).toBe('again')
    await one.close()
    if (two !== one) await two.close()
  })

  it('swaps a value only over the one read: of fifty writers on two connections, one wins; never a missing key', async () => {
    const one = open()
    const two = one.kind === 'redis' ? open() : one
    const key = `swap-${Date.now()}`
    await one.set(key, { version: 1, token: 'x' }, 60_000)
    const read = await two.get(key)
    const wins = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).swap(key, read, { version: 2, by: i }, 60_000)),
    )
    expect(wins.filter(Boolean)).toHaveLength(1)
    expect(await one.get(key)).toEqual({ version: 2, by: wins.indexOf(true) })
    // a writer that read before the winner finds its copy stale
    expect(await two.swap(key, read, { version: 2, by: 'late' }, 60_000)).toBe(false)
    expect(await one.get(key)).toEqual({ version: 2, by: wins.indexOf(true) })
    // a deleted or expired key stays gone
    await one.delete(key)
    expect(await two.swap(key, { version: 2, by: wins.indexOf(true) }, { version: 3 }, 60_000)).toBe(false)
    expect(await one.get(key)).toBeNull()
    await one.set('brief', 'soon gone', 1)
    await new Promise((r) => setTimeout(r, 20))
    expect(await one.swap('brief', 'soon gone', 'back', 60_000)).toBe(false)
    expect(await one.get('brief')).toBeNull()
    await one.close()
    if (two !== one) await two.close()
  })

  it('counts a limit across two connections, as two instances would', async () => {
    const one = open()
    const two = one.kind === 'redis' ? open() : one
    const limit = { keyPrefix: `test-${Date.now()}`, points: 3, durationSeconds: 60 }
    await one.limiter(limit).consume('203.0.113.7')
    await two.limiter(limit).consume('203.0.113.7')
    await one.limiter(limit).consume('203.0.113.7')
    await expect(two.limiter(limit).consume('203.0.113.7')).rejects.toMatchObject({ remainingPoints: 0 })
    await expect(two.limiter(limit).consume('198.51.100.1')).resolves.toMatchObject({ remainingPoints: 2 })
    await one.close()
    if (two !== one) await two.close()
  })
})

describe("the redis store's ranked set", () => {
  it('holds no ended member after the next write, and goes with its last member', async () => {
    const store = openRedisStore(redis!.url)
    const raw = new Redis(redis!.url)
    const key = `ranked-swept-${Date.now()}`
    for (let n = 1; n <= 50; n++) await store.rank(key, `ended${n}`, n, 1)
    await new Promise((r) => setTimeout(r, 20))
    await store.rank(key, 'live', 100, 200)
    expect([await raw.zcard(`portal:${key}`), await raw.zcard(`portal:${key}:ends`)]).toEqual([1, 1])
    expect(await raw.pttl(`portal:${key}`)).toBeLessThanOrEqual(200)
    await new Promise((r) => setTimeout(r, 220))
    expect(await raw.exists(`portal:${key}`, `portal:${key}:ends`)).toBe(0)
    raw.disconnect()
    await store.close()
  })
})
