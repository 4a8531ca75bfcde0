import { getEnv } from '~/utils/env.server'
import { getStore } from '~/utils/shared-store/index.server'

/**
 * The hospital's reference data (care services, specialities, languages, conditions) changes a few times a
 * year but was asked for on every doctor-list page, in a round of calls before the doctors. It is kept per
 * hospital in the shared store (with the sessions, so every instance shares one copy) for
 * REFERENCE_CACHE_SECONDS. Only answers are kept, never failures. A store that fails here only costs the
 * cache: the services are asked, and the same request's session read reports the store.
 */
export async function cachedReference<T>(
  hospitalId: number,
  name: string,
  load: () => Promise<T>,
  /** a shorter life for data that changes more often (the doctor list, ADR 66) */
  maxSeconds = Number.POSITIVE_INFINITY,
): Promise<T> {
  const ttlMs = Math.min(getEnv().REFERENCE_CACHE_SECONDS, maxSeconds) * 1000
  if (ttlMs === 0) return load()
  const key = `reference:${hospitalId}:${name}`
  const store = getStore()
  const kept = await store.get<T>(key).catch(() => null)
  if (kept !== null) return kept
  const value = await load()
  await store.set(key, value, ttlMs).catch(() => undefined)
  return value
}
