/**
 * A pure function of a string with its answers kept for the `size` arguments asked most recently.
 * For what every request works out again from the same few values (a session's token claims, a
 * browser's signed cookie) where working it out costs more than a lookup: a token's claims take a
 * base64 decode, a JSON parse and a schema check; a signature an HMAC. The answer must depend on
 * the argument alone, and callers must not change what they are given.
 */
export function keptAnswers<T>(answer: (argument: string) => T, size: number): (argument: string) => T {
  const kept = new Map<string, T>()
  return (argument) => {
    if (kept.has(argument)) {
      const value = kept.get(argument) as T
      // a Map iterates in insertion order: asked again, the argument goes to the back
      kept.delete(argument)
      kept.set(argument, value)
      return value
    }
    const value = answer(argument)
    kept.set(argument, value)
    if (kept.size > size) kept.delete(kept.keys().next().value!)
    return value
  }
}
