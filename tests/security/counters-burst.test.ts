/**
 * Counters count first (ADR 74): a burst sent at once used to pass the check before any failure
 * was counted (20 sign-ins for one username from one address with a limit of 10, 25 recovery codes
 * with a limit of 5, 60 guest codes with a limit of 5). Here 50 go at once, against the SQLite store
 * and a real Redis, and at most the limit reach the services. (Two instances: tests/e2e/cluster/.)
 */
import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { action as verifyGuest } from '~/routes/CareTaker'
import { action as askForCode } from '~/routes/forgot-password._index'
import { action as verifyCode } from '~/routes/forgot-password.verify'
import { action as signIn } from '~/routes/signin'
import { resetEnvCache } from '~/utils/env.server'
import { limits } from '~/utils/session/limits.server'
import { hit, resetLimiters } from '~/utils/session/rate-limit.server'
import { closeStore, getStore } from '~/utils/shared-store/index.server'
import { cookiesAfter } from '../support/cookies'
import { invitedGuest } from '../support/guest-invitation'
import { startRedis } from '../support/redis-server'
import { post } from '../support/requests'
import { run } from '../support/run'
import { countCalls } from '../support/service-calls'

const BURST = 50
const ATTACKER = '203.0.113.66'
const burst = <T>(one: (i: number) => Promise<T>) => Promise.all(Array.from({ length: BURST }, (_, i) => one(i)))

let redis: Awaited<ReturnType<typeof startRedis>> | undefined

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(async () => {
  delete process.env.REDIS_URL
  resetEnvCache()
  await closeStore()
  resetLimiters()
  redis?.stop()
})

describe.each(['sqlite', 'redis'] as const)('in the %s store, a burst of 50 at once', (kind) => {
  beforeEach(async () => {
    if (kind === 'redis') {
      process.env.REDIS_URL = redis!.url
      const client = new Redis(redis!.url)
      await client.flushdb()
      client.disconnect()
    } else delete process.env.REDIS_URL
    resetEnvCache()
    await closeStore()
    resetLimiters()
    expect(getStore().kind).toBe(kind)
  })

  it('gets exactly the limit through every limit of the portal, each counted once', async () => {
    for (const [name, limit] of Object.entries(limits())) {
      const states = await burst(() => hit(limit, `burst-${name}`))
      const through = states.filter((s) => !s.limited)
      expect(through, name).toHaveLength(Math.min(limit.points, BURST))
      // every hit got its own count: none was lost or counted twice
      expect(
        states.map((s) => s.count).sort((a, b) => a - b),
        name,
      ).toEqual(Array.from({ length: BURST }, (_, i) => i + 1))
    }
  })

  const signInBurst = async (username: string) => {
    const logins = countCalls(/\/login$/)
    const answers = await burst(() =>
      run(signIn, post('/signin', { username, password: 'wrong' }), { context: { clientAddress: ATTACKER } }),
    )
    logins.stop()
    return { reached: logins.count, refused: answers.filter((a) => a.status === 429).length }
  }

  it('one username from an address its patient signed in from: at most 10 sign-ins reach the services', async () => {
    const own = await run(signIn, post('/signin', { username: 'asha', password: 'Asha@2026' }), {
      context: { clientAddress: ATTACKER },
    })
    expect(own.status).toBe(302)
    expect(await signInBurst('asha')).toEqual({ reached: 10, refused: BURST - 10 })
  })

  it('one username from a stranger: at most 2 sign-ins reach the services', async () => {
    expect(await signInBurst('nobody@example.org')).toEqual({ reached: 2, refused: BURST - 2 })
  })

  it('one recovery flow: at most 5 codes reach the services', async () => {
    const asked = await run(askForCode, post('/forgot-password', { emailOrMobile: 'asha.verma@example.com' }))
    expect(asked.status).toBe(302)
    const flow = cookiesAfter(asked)
    const checks = countCalls(/\/otp-verify$/)
    const answers = await burst((i) =>
      run(verifyCode, post('/forgot-password/verify', { otp: String(100000 + i) }, flow), {
        context: { clientAddress: `198.51.100.${i}` },
      }),
    )
    checks.stop()
    expect(checks.count).toBe(5)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(BURST - 5)
  })

  it('one consultation from one address: at most 5 guest codes reach the services', async () => {
    const { code, link } = await invitedGuest()
    const wrong = code === '000000' ? '111111' : '000000'
    const checks = countCalls(/\/patient-otp-verified$/)
    const answers = await burst(() =>
      run(verifyGuest, post(link, { name: 'Mallory', code: wrong }), {
        context: { clientAddress: ATTACKER },
      }),
    )
    checks.stop()
    expect(checks.count).toBe(5)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(BURST - 5)
  })

  it('one consultation from 50 addresses: at most 30 guest codes reach the services', async () => {
    const { code, link } = await invitedGuest()
    const wrong = code === '000000' ? '111111' : '000000'
    const checks = countCalls(/\/patient-otp-verified$/)
    const answers = await burst((i) =>
      run(verifyGuest, post(link, { name: 'Mallory', code: wrong }), {
        context: { clientAddress: `198.51.100.${i}` },
      }),
    )
    checks.stop()
    expect(checks.count).toBe(30)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(BURST - 30)
  })
})
