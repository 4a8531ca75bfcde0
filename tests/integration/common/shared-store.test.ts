import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openRedisStore } from '~/utils/shared-store/redis.server'
import { openSqliteStore } from '~/utils/shared-store/sqlite.server'
import type { SharedStore } from '~/utils/shared-store/types'

/**
 * One contract, two stores: the embedded SQLite file and Redis. Redis runs as a real
 * redis-server on a free port (Debian's package; .ci/run installs it).
 */
let redis: ChildProcess | undefined
let redisUrl = ''

beforeAll(async () => {
  const port = await freePort()
  redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  redisUrl = `redis://127.0.0.1:${port}`
  const probe = openRedisStore(redisUrl)
  for (let i = 0; ; i++) {
    try {
      await probe.ping()
      break
    } catch (error) {
      if (i > 50) throw error
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  await probe.close()
})

afterAll(() => {
  redis?.kill()
})

const stores: [string, () => SharedStore][] = [
  ['sqlite', () => openSqliteStore(join(mkdtempSync(join(tmpdir(), 'portal-store-')), 'portal.sqlite'))],
  ['redis', () => openRedisStore(redisUrl)],
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

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
