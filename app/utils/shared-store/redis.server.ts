import { Redis } from 'ioredis'
import { RateLimiterRedis } from 'rate-limiter-flexible'
import type { LimiterOptions, ListWindow, SharedStore } from '~/utils/shared-store/types'

/**
 * A bounded list is a sorted set scored by time; each member is a 16-digit sequence number before
 * the JSON, so values of one millisecond keep the order they came in and equal values stay apart.
 * One script, so the add, both cuts and the expiry happen in one step on every instance.
 */
const PUSH_BOUNDED = `
local seq = redis.call('INCR', KEYS[2])
redis.call('ZADD', KEYS[1], ARGV[1], string.format('%016d', seq) .. ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[5]) - tonumber(ARGV[4]))
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -(tonumber(ARGV[3]) + 1))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
`
const SEQ_DIGITS = 16

/**
 * A ranked set is two sorted sets: the members by score (`<key>`) and by when each ends
 * (`<key>:ends`). Every add and every read first drops the members whose end has passed, in one
 * script, so ended members never pile up and the count is of live ones; the pair lives as long as
 * its last member.
 */
const SWEEP_RANKED = `
local now = tonumber(ARGV[1])
for _, member in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now)) do redis.call('ZREM', KEYS[1], member) end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
`
const RANK = `${SWEEP_RANKED}
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[2])
local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
local ttl = math.max(1, math.ceil(tonumber(last[2]) - now))
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('PEXPIRE', KEYS[2], ttl)
`
const TOP_RANKED = `${SWEEP_RANKED}
local limit = tonumber(ARGV[2])
local top = {}
if limit > 0 then top = redis.call('ZREVRANGE', KEYS[1], 0, limit - 1) end
return { top, redis.call('ZCARD', KEYS[1]) }
`

/** Compare-and-set in one step: the new value only over the expected one (a missing key is no match). */
const SWAP = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1
`

/**
 * The store for several instances: Redis at `REDIS_URL`. While Redis is unreachable a command
 * fails after one retry and at most two seconds, so a page answers with the services-down
 * message instead of hanging; ioredis reconnects in the background.
 */
export function openRedisStore(url: string): SharedStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 2_000 })
  // without a listener ioredis prints every reconnect failure; the pages report what matters
  redis.on('error', () => {})
  const key = (k: string) => `portal:${k}`

  return {
    kind: 'redis',
    async get<T>(k: string) {
      const value = await redis.get(key(k))
      return value === null ? null : (JSON.parse(value) as T)
    },
    async set(k, value, ttlMs) {
      await redis.set(key(k), JSON.stringify(value), 'PX', Math.max(1, Math.ceil(ttlMs)))
    },
    async delete(...keys) {
      if (keys.length > 0) await redis.del(...keys.map(key))
    },
    async claim(k, value, ttlMs) {
      return (await redis.set(key(k), JSON.stringify(value), 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK'
    },
    async swap(k, expected, value, ttlMs) {
      const ttl = Math.max(1, Math.ceil(ttlMs))
      return (await redis.eval(SWAP, 1, key(k), JSON.stringify(expected), JSON.stringify(value), ttl)) === 1
    },
    async addMember(k, member, ttlMs) {
      await redis
        .multi()
        .sadd(key(k), member)
        .pexpire(key(k), Math.max(1, Math.ceil(ttlMs)))
        .exec()
    },
    async removeMember(k, member) {
      await redis.srem(key(k), member)
    },
    async members(k) {
      return redis.smembers(key(k))
    },
    async rank(k, member, score, ttlMs) {
      const now = Date.now()
      await redis.eval(RANK, 2, key(k), key(`${k}:ends`), now, member, score, now + Math.max(1, Math.ceil(ttlMs)))
    },
    async unrank(k, member) {
      await redis
        .multi()
        .zrem(key(k), member)
        .zrem(key(`${k}:ends`), member)
        .exec()
    },
    async topRanked(k, limit) {
      const [members, total] = (await redis.eval(TOP_RANKED, 2, key(k), key(`${k}:ends`), Date.now(), limit)) as [
        string[],
        number,
      ]
      return { members, total }
    },
    async pushBounded(k, value, at, { maxEntries, maxAgeMs }) {
      const age = Math.max(1, Math.ceil(maxAgeMs))
      await redis.eval(PUSH_BOUNDED, 2, key(k), key(`${k}:seq`), at, JSON.stringify(value), maxEntries, age, Date.now())
    },
    async readBounded<T>(k: string, { maxAgeMs, offset, limit }: ListWindow) {
      const since = `(${Date.now() - maxAgeMs}`
      const [members, total] = await Promise.all([
        redis.zrevrangebyscore(key(k), '+inf', since, 'LIMIT', offset, limit),
        redis.zcount(key(k), since, '+inf'),
      ])
      return { values: members.map((m) => JSON.parse(m.slice(SEQ_DIGITS)) as T), total }
    },
    limiter({ keyPrefix, points, durationSeconds }: LimiterOptions) {
      return new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `portal:limit:${keyPrefix}`,
        points,
        duration: durationSeconds,
      })
    },
    async ping() {
      await redis.ping()
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
