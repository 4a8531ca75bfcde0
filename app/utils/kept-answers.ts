/**
 * Values an instance keeps for what every request works out again from the same few inputs (a
 * session's token claims, a browser's signed cookie, the hospital's reference lists), where working
 * it out costs more than a lookup. Bounded: beyond `size` keys the one kept longest ago goes.
 */

/** A Map of at most `size` keys; setting a key again moves it to the back, the first goes beyond `size`. */
function boundedMap<V>(size: number) {
  const kept = new Map<string, V>()
  return {
    kept,
    set(key: string, value: V) {
      // a Map iterates in insertion order: the first key is the one set longest ago
      kept.delete(key)
      kept.set(key, value)
      if (kept.size > size) kept.delete(kept.keys().next().value!)
    },
  }
}

/**
 * A pure function with its answers kept for the `size` arguments asked most recently, found by
 * `keyOf` (the argument itself for a string). The answer must depend on the argument alone, and
 * callers must not change what they are given.
 */
export function keptAnswers<A, T>(
  answer: (argument: A) => T,
  size: number,
  keyOf: (argument: A) => string = String,
): (argument: A) => T {
  const { kept, set } = boundedMap<T>(size)
  return (argument) => {
    const key = keyOf(argument)
    const value = kept.has(key) ? (kept.get(key) as T) : answer(argument)
    set(key, value)
    return value
  }
}

/** Values kept each until its own moment, for the `size` keys kept most recently. */
export function keptUntil<T>(size: number) {
  const { kept, set } = boundedMap<{ value: T; until: number }>(size)
  return {
    /** The value kept under `key` while its moment has not come, else undefined. */
    get(key: string): { value: T } | undefined {
      const found = kept.get(key)
      return found && found.until > Date.now() ? found : undefined
    },
    keep(key: string, value: T, until: number) {
      if (until > Date.now()) set(key, { value, until })
      else kept.delete(key)
    },
    forget(key: string) {
      kept.delete(key)
    },
    clear() {
      kept.clear()
    },
  }
}
