import { Redis } from 'ioredis'
import { RateLimiterRedis } from 'rate-limiter-flexible'
import type { LimiterOptions, SharedStore } from '~/utils/shared-store/types'

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
