/**
 * Where a form may send the browser back to: a path on this site, never another host. A value
 * that is not one ('//evil.example', 'https://…', '/\\evil', a missing field) gives the fallback.
 */
export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return fallback
  // control characters and backslashes are read as slashes by some browsers
  if (/[\\\p{Cc}]/u.test(value)) return fallback
  const base = 'http://portal.invalid'
  const url = new URL(value, base)
  return url.origin === base ? `${url.pathname}${url.search}` : fallback
}
