import type { RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * The portal's own state, shared by every instance (ADR 39): sessions, attempt
 * counters and limits. Two implementations behind this one interface: SQLite in the data folder
 * (the embedded default, no setup) and Redis (`REDIS_URL`, for several instances).
 */
export interface SharedStore {
  readonly kind: 'sqlite' | 'redis'
  /** A JSON value, or null when missing or expired. */
  get<T>(key: string): Promise<T | null>
  /** Stores a JSON value for `ttlMs`. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>
  delete(...keys: string[]): Promise<void>
  /**
   * Stores a JSON value for `ttlMs` only if the key holds none (set-if-absent, in one atomic step):
   * true for the one caller that set it, false for every other, on any instance.
   */
  claim(key: string, value: unknown, ttlMs: number): Promise<boolean>
  /**
   * Compare-and-set: stores `value` for `ttlMs` only if the key still holds `expected` (a value
   * `get` returned, compared as its JSON text), in one atomic step on every instance. False when
   * the key holds anything else, or nothing (a missing or expired key is never written).
   */
  swap(key: string, expected: unknown, value: unknown, ttlMs: number): Promise<boolean>
  /** Adds a member to a set (e.g. a patient's session ids); the set lives `ttlMs` from now. */
  addMember(key: string, member: string, ttlMs: number): Promise<void>
  removeMember(key: string, member: string): Promise<void>
  members(key: string): Promise<string[]>
  /**
   * Adds a member to a ranked set, or moves it (a patient's sessions by last use): `score` orders
   * it, and it alone expires `ttlMs` from now, so ended and expired members never pile up.
   */
  rank(key: string, member: string, score: number, ttlMs: number): Promise<void>
  unrank(key: string, member: string): Promise<void>
  /** The `limit` highest-scored live members of a ranked set, highest first; `total` counts them all. */
  topRanked(key: string, limit: number): Promise<{ members: string[]; total: number }>
  /**
   * Adds a JSON value at time `at` (ms) to a bounded list (a patient's activity): at most
   * `maxEntries`, none older than `maxAgeMs`, the oldest dropped first; the list itself goes
   * `maxAgeMs` after its newest value.
   */
  pushBounded(key: string, value: unknown, at: number, bound: ListBound): Promise<void>
  /** A page of a bounded list, newest first, values older than `maxAgeMs` left out; `total` counts them all. */
  readBounded<T>(key: string, window: ListWindow): Promise<{ values: T[]; total: number }>
  /** A fixed-window counter: `points` hits per `durationSeconds` per key, in this store. */
  limiter(options: LimiterOptions): RateLimiterAbstract
  /** Answers when the store can be used (the readiness probe). */
  ping(): Promise<void>
  close(): Promise<void>
}

export type LimiterOptions = {
  /** Names the counter; keys of different limits never meet. */
  keyPrefix: string
  points: number
  durationSeconds: number
}

export type ListBound = { maxEntries: number; maxAgeMs: number }

/** `limit` values from `offset` (newest first), of those younger than `maxAgeMs`. */
export type ListWindow = { maxAgeMs: number; offset: number; limit: number }
