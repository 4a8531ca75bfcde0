import { getEnv } from '~/utils/env.server'
import { keptUntil } from '~/utils/kept-answers'
import { getStore } from '~/utils/shared-store/index.server'

/**
 * The hospital's reference data (care services, specialities, languages, conditions) changes a few times a
 * year but was asked for on every doctor-list page, in a round of calls before the doctors. It is kept per
 * hospital in the shared store (with the sessions, so every instance shares one copy) for
 * REFERENCE_CACHE_SECONDS, with the moment it expires. Only answers are kept, never failures. A store that
 * fails here only costs the cache: the services are asked, and the same request's session read reports the
 * store.
 *
 * Each instance also keeps its latest copies parsed until the stored copy expires, so a page reads none
 * of them from the store again: parsing a 2,000-doctor list costs more than the page's budget, and even
 * the small lists cost the doctor list four reads a page. Callers share what they are given: never change it.
 */
type Kept<T> = { until: number; value: T }

/** Copies this instance keeps parsed beside the store (a large hospital's doctor list is megabytes of objects). */
const parsed = keptUntil<unknown>(16)

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
  const here = parsed.get(key)
  if (here) return here.value as T
  const store = getStore()
  const stored = await store.get<Kept<T>>(key).catch(() => null)
  const kept = stored && typeof stored.until === 'number' ? stored : { until: Date.now() + ttlMs, value: await load() }
  if (kept !== stored) await store.set(key, kept, ttlMs).catch(() => undefined)
  parsed.keep(key, kept.value, kept.until)
  return kept.value
}
