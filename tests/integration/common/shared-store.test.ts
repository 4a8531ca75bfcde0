import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
