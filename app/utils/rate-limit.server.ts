/**
 * A fixed-window counter per key, in memory. One portal process per host is
 * the deployment this serves; several behind a balancer would need a shared store.
 */
export function createRateLimiter({
  max,
  windowMs,
  now = Date.now,
}: {
  max: number
  windowMs: number
  now?: () => number
}) {
  const windows = new Map<string, { start: number; count: number }>()

  function hit(key: string): { limited: boolean; retryAfterSeconds: number } {
    const t = now()
    if (windows.size > 10_000) prune(t)
    let entry = windows.get(key)
    if (!entry || t - entry.start >= windowMs) {
      entry = { start: t, count: 0 }
      windows.set(key, entry)
    }
    entry.count += 1
    const retryAfterSeconds = Math.ceil((entry.start + windowMs - t) / 1000)
    return { limited: entry.count > max, retryAfterSeconds }
  }

  function prune(t: number) {
    for (const [key, entry] of windows) if (t - entry.start >= windowMs) windows.delete(key)
  }

  return { hit }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
