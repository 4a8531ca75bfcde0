import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_ROWS } from '~/domain/account/devices'
import { action as devicesAction, loader as devicesLoader } from '~/routes/_app.devices'
import { getEnv } from '~/utils/env.server'
import { remember } from '~/utils/remember.server'
import { createSession, sessionUnder } from '~/utils/session/record.server'
import { sessionIdOf } from '~/utils/session/session-cookie.server'
import { getStore } from '~/utils/shared-store/index.server'
import { openRedisStore } from '~/utils/shared-store/redis.server'
import type { SharedStore } from '~/utils/shared-store/types'
import { readLoaderData } from '../../support/read-response'
import { startRedis } from '../../support/redis-server'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

/**
 * The devices screen with hundreds of live sessions (docs/security.md#your-devices, ADR 126): it
 * reads this device's record and the most recently used ones, however many there are, and counts
 * the rest from the store's ranking by last use. The other sessions are written straight to the
 * store, as signing in hundreds of times would, holding the signed-in patient's token. In both
 * kinds of store: the test's SQLite file, and a real redis-server emptied before each test.
 */
let redis: Awaited<ReturnType<typeof startRedis>> | undefined
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(() => redis?.stop())
afterEach(() => {
  vi.useRealTimers()
})

/** The store the session module uses (the setup closes it after each test). */
const holder = remember<{ open?: SharedStore }>('shared-store', () => ({}))
const kinds: [string, () => Promise<void>][] = [
  ['SQLite', async () => {}],
  [
    'Redis',
    async () => {
      const raw = new Redis(redis!.url)
      await raw.flushall()
      raw.disconnect()
      holder.open = openRedisStore(redis!.url)
    },
  ],
]

const FIREFOX_ANDROID = {
  browser: 'Firefox',
  system: 'Android',
  place: '198.51.100.0',
  deviceId: 'phoneDeviceId000000000',
}

/** Asha signed in on this browser, and a way to start `n` more sessions of hers elsewhere. */
async function ashaSignedIn() {
  const cookies = await signIn('asha', 'Asha@2026')
  const own = (await sessionUnder((await sessionIdOf(get('/devices', cookies)))!))!
  const started: string[] = []
  /** `n` more sessions, each used after the last (and after this browser); `ending` shortens their lives. */
  const startElsewhere = async (n: number, { createdAt = Date.now() } = {}) => {
    for (let i = 0; i < n; i++) {
      const at = Date.now() + started.length + 1
      started.push(
        await createSession({
          token: own.token,
          patientId: own.patientId,
          createdAt,
          lastSeen: at,
          device: FIREFOX_ANDROID,
        }),
      )
    }
  }
  return { cookies, startElsewhere }
}

/** The devices screen's data, and how many session records the store was asked for to make it. */
async function screenCountingReads(cookies: string) {
  const reads = vi.spyOn(getStore(), 'get')
  const response = await run(devicesLoader, get('/devices', cookies))
  const sessionReads = reads.mock.calls.filter(([key]) => key.startsWith('session:')).length
  reads.mockRestore()
  return { data: await readLoaderData<typeof devicesLoader>(response), sessionReads }
}

describe.each(kinds)('the devices screen with many live sessions (%s)', (_kind, useStore) => {
  beforeEach(useStore)

  it(`reads as many session records with 500 sessions as with ${MAX_ROWS + 5}, and counts them all`, async () => {
    const asha = await ashaSignedIn()
    await asha.startElsewhere(MAX_ROWS + 4)
    const few = await screenCountingReads(asha.cookies)
    expect(few.data.sessions).toHaveLength(MAX_ROWS)
    expect(few.data.others).toBe(MAX_ROWS + 4)
    expect(few.data.hidden).toBe('5 more devices are not listed. Sign out all other devices ends them too.')

    await asha.startElsewhere(500 - (MAX_ROWS + 5))
    const many = await screenCountingReads(asha.cookies)
    expect(many.sessionReads).toBe(few.sessionReads)
    expect(many.sessionReads).toBeLessThanOrEqual(MAX_ROWS + 3)
    expect(many.data.sessions).toHaveLength(MAX_ROWS)
    expect(many.data.sessions[0]!.handle).toBeNull() // this device first, though used least recently
    expect(many.data.others).toBe(499)
    expect(many.data.hidden).toBe('480 more devices are not listed. Sign out all other devices ends them too.')
  })

  it('signs out all 499 other devices, listed or not, and then lists this one alone', async () => {
    const asha = await ashaSignedIn()
    await asha.startElsewhere(499)
    const response = await run(devicesAction, post('/devices', { intent: 'sign-out-others' }, asha.cookies))
    await expect(response).toShowAlert(
      { type: 'success', message: 'Signed out 499 other devices.' },
      { cookie: asha.cookies },
    )
    const after = await screenCountingReads(asha.cookies)
    expect(after.data.sessions).toHaveLength(1)
    expect(after.data.others).toBe(0)
    expect(after.data.hidden).toBeNull()
  })

  it('neither lists nor counts a session past its end', async () => {
    const asha = await ashaSignedIn()
    const maxMs = getEnv().SESSION_MAX_HOURS * 3_600_000
    // three sessions a second from their absolute end, and two with hours to go
    await asha.startElsewhere(3, { createdAt: Date.now() - maxMs + 1_000 })
    await asha.startElsewhere(2)
    expect((await screenCountingReads(asha.cookies)).data.others).toBe(5)
    vi.useFakeTimers({ now: Date.now() + 2_000, toFake: ['Date'] })
    const later = await screenCountingReads(asha.cookies)
    expect(later.data.sessions).toHaveLength(3)
    expect(later.data.others).toBe(2)
  })
})
