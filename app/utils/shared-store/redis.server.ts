import { Redis } from 'ioredis'
import { RateLimiterRedis } from 'rate-limiter-flexible'
import type { LimiterOptions, SharedStore } from './types'

/**
 * The store for several instances: Redis at `REDIS_URL`. Commands fail fast while Redis is
 * unreachable (no offline queue), so a page answers with the services-down message at once
 * instead of hanging; ioredis reconnects in the background.
 */
export function openRedisStore(url: string): SharedStore {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    // ioredis logs connection errors on its own unless someone listens; the pages report them
    lazyConnect: false,
  })
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
    limiter({ keyPrefix, points, durationSeconds }: LimiterOptions) {
      return new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `portal:limit:${keyPrefix}`,
        points,
        duration: durationSeconds,
        rejectIfRedisNotReady: true,
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
