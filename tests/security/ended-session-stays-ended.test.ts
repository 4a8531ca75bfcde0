/**
 * A session once ended stays ended (docs/security.md, "Sessions"; ADR 94). A request reads its session
 * when it starts and writes it when it ends (the last action's time, the next page's alert); one
 * slow upload of a stolen session kept in flight across the patient's sign-out must not write the
 * session back. Each way a session ends, on one store and on two instances sharing Redis: the
 * in-flight request finishes its writes, and the next request with that cookie goes to /signin
 * and the devices screen does not list it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activityPage } from '~/areas/activity.server'
import { signOutDevice, signOutOtherDevices } from '~/areas/devices.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { remember } from '~/utils/remember.server'
import { redirectWithAlert, takeAlert } from '~/utils/session/alerts.server'
import { currentSessionId, liveSessionsOf } from '~/utils/session/device-sessions.server'
import { publicHandle } from '~/utils/session/handle.server'
import { endSession, redirectAfterPasswordChange, signOutEverywhere } from '~/utils/session/session.server'
import { sessionLeftMs, touchSession } from '~/utils/session/touch.server'
import { closeStore } from '~/utils/shared-store/index.server'
import { openRedisStore } from '~/utils/shared-store/redis.server'
import type { SharedStore } from '~/utils/shared-store/types'
import { restoreEnv, stubEnv } from '../support/env'
import { startRedis } from '../support/redis-server'
import { get, post } from '../support/requests'
import { inScope } from '../support/scope'
import { signIn } from '../support/sign-in'

const MINUTE = 60_000
const PATIENT = 1

/** The store the session module uses: a test names the instance each request runs on. */
const holder = remember<{ open?: SharedStore }>('shared-store', () => ({}))

/** Two instances' clients of the store, or null for the one instance's own (the test's SQLite file). */
type Instances = { first: SharedStore | null; second: SharedStore | null; close(): Promise<void> }

let redis: Awaited<ReturnType<typeof startRedis>> | undefined
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(() => redis?.stop())

const setups: [string, () => Instances][] = [
  ['one instance', () => ({ first: null, second: null, close: async () => {} })],
  [
    'two instances sharing Redis',
    () => {
      const first = openRedisStore(redis!.url)
      const second = openRedisStore(redis!.url)
      return { first, second, close: () => Promise.all([first.close(), second.close()]).then(() => undefined) }
    },
  ],
]

describe.each(setups)('an ended session stays ended (%s)', (_name, open) => {
  let instances: Instances

  beforeAll(() => {
    instances = open()
  })
  afterAll(() => instances.close())
  beforeEach(async () => {
    // the test's own SQLite store is closed before Redis takes its place, and opened again after
    if (instances.first) await closeStore()
  })
  afterEach(() => {
    vi.useRealTimers()
    restoreEnv()
    if (instances.first) holder.open = undefined
  })

  /** One request on an instance: the requests made in `fn` share its scope. */
  const on = <T>(store: SharedStore | null, requestId: string, fn: () => Promise<T>) => {
    if (store) holder.open = store
    return inScope({ requestId }, fn)
  }

  /**
   * The thief's slow upload on the first instance: it passes the guard, then `end` runs on the
   * second instance while the upload goes on for two minutes, then the upload's answer writes
   * what every answer writes (the last action's time, an alert for the next page).
   */
  async function uploadAcross(cookie: string, end: () => Promise<unknown>) {
    const start = Date.now()
    await on(instances.first, 'slow-upload', async () => {
      const request = post('/newProfile/documents/upload', { file: 'x' }, cookie)
      await requirePatient(request)
      await on(instances.second, 'the-patient', end)
      vi.setSystemTime(start + 2 * MINUTE)
      if (instances.first) holder.open = instances.first
      await redirectWithAlert(request, '/newProfile', { type: 'success', message: 'Document uploaded' })
      await touchSession(request)
    })
  }

  /** The next request with the cookie: where the guard sends it (null: it was let in). */
  async function nextPage(cookie: string): Promise<string | null> {
    return on(instances.first, 'next-page', () =>
      requirePatient(get('/myappointments', cookie)).then(
        () => null,
        (answer: Response) => answer.headers.get('Location'),
      ),
    )
  }

  const listed = async (id: string | null) =>
    on(instances.first, 'devices', async () => (await liveSessionsOf(PATIENT)).some((s) => s.id === id))

  /** How many ends of `kind` the patient's activity shows since `since`. */
  const endsRecorded = (kind: 'signOutIdle' | 'signOutLimit', since: number) =>
    on(instances.first, 'activity', async () => {
      const { entries } = await activityPage(PATIENT, null, null)
      return entries.filter((e) => e.kind === kind && e.at >= since).length
    })

  const signInTwice = async () => {
    if (instances.first) holder.open = instances.first
    vi.useFakeTimers({ toFake: ['Date'] })
    const patient = await signIn('asha', 'Asha@2026')
    const thief = await signIn('asha', 'Asha@2026')
    const thiefId = await currentSessionId(get('/', thief))
    return { patient, thief, thiefId }
  }

  it('after logout with the same cookie', async () => {
    const { thief, thiefId } = await signInTwice()
    await uploadAcross(thief, () => endSession(get('/logout', thief)))
    expect(await nextPage(thief)).toBe('/signin')
    expect(await listed(thiefId)).toBe(false)
  })

  it('after logout everywhere', async () => {
    const { thief, thiefId } = await signInTwice()
    await uploadAcross(thief, () =>
      signOutEverywhere({ patientId: PATIENT }, { type: 'success', message: 'Signed out' }),
    )
    expect(await nextPage(thief)).toBe('/signin')
    expect(await listed(thiefId)).toBe(false)
  })

  it('after "Sign out all other devices"', async () => {
    const { patient, thief, thiefId } = await signInTwice()
    await uploadAcross(thief, () => signOutOtherDevices(post('/devices', {}, patient), PATIENT))
    expect(await nextPage(thief)).toBe('/signin')
    expect(await listed(thiefId)).toBe(false)
    expect(await nextPage(patient)).toBeNull()
  })

  it('after the patient signs that one device out', async () => {
    const { patient, thief, thiefId } = await signInTwice()
    const handle = publicHandle('session', thiefId!)
    await uploadAcross(thief, async () => {
      expect(await signOutDevice(post('/devices', {}, patient), PATIENT, handle)).not.toBeNull()
    })
    expect(await nextPage(thief)).toBe('/signin')
    expect(await listed(thiefId)).toBe(false)
  })

  it('after a password change', async () => {
    const { patient, thief, thiefId } = await signInTwice()
    await uploadAcross(thief, () =>
      redirectAfterPasswordChange(post('/resetpassword', {}, patient), PATIENT, '/myappointments', {
        type: 'success',
        message: 'Password changed',
      }),
    )
    expect(await nextPage(thief)).toBe('/signin')
    expect(await listed(thiefId)).toBe(false)
  })

  it('after its idle end, which is recorded once', async () => {
    const { thief, thiefId } = await signInTwice()
    const start = Date.now()
    vi.setSystemTime(start + 14.9 * MINUTE)
    // the patient's other tab opens a page after the idle end: the guard ends the session
    await uploadAcross(thief, async () => {
      vi.setSystemTime(start + 15.5 * MINUTE)
      expect(await nextPage(thief)).toBe('/signin')
    })
    expect(await nextPage(thief)).toBe('/signin')
    expect(await listed(thiefId)).toBe(false)
    expect(await endsRecorded('signOutIdle', start)).toBe(1)
  })

  it('after its absolute end (SESSION_MAX_HOURS, here 1), which is recorded once', async () => {
    stubEnv({ SESSION_MAX_HOURS: '1' })
    const { thief, thiefId } = await signInTwice()
    const start = Date.now()
    // kept active every ten minutes, up to a minute before the hour
    for (let at = 10; at < 60; at += 10) {
      vi.setSystemTime(start + at * MINUTE)
      await on(instances.first, 'active', () => touchSession(get('/myappointments', thief)))
    }
    vi.setSystemTime(start + 59 * MINUTE)
    await uploadAcross(thief, async () => {
      vi.setSystemTime(start + 60.5 * MINUTE)
      expect(await nextPage(thief)).toBe('/signin')
    })
    expect(await nextPage(thief)).toBe('/signin')
    expect(await listed(thiefId)).toBe(false)
    expect(await endsRecorded('signOutLimit', start)).toBe(1)
  })
})

describe('writes of a live session at once', () => {
  it('both land: the one that lost is made again over the newer record', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start + 10 * MINUTE)
    const page = post('/newProfile', {}, cookie)
    await Promise.all([
      redirectWithAlert(page, '/newProfile', { type: 'success', message: 'Profile saved' }),
      touchSession(get('/myappointments', cookie)),
    ])
    expect(await takeAlert(get('/newProfile', cookie))).toEqual({ type: 'success', message: 'Profile saved' })
    // the last action at ten minutes: fifteen more before the idle end
    expect(await sessionLeftMs(get('/newProfile', cookie))).toBe(15 * MINUTE)
    vi.useRealTimers()
  })
})
