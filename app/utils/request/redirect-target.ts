import { Path } from '~/utils/navigation/paths'

const BASE = 'http://portal.invalid'

/**
 * Where a form may send the browser back to: a path on this site, never another host. The value
 * is judged twice, as given and as the URL parser normalises it (`/.//evil.example` becomes
 * `//evil.example`), since the browser reads the normalised one. Anything else ('//evil.example',
 * 'https://…', '/\\evil', a missing field) gives the fallback: the dashboard, whose guard sends a
 * visitor who is signed out to sign in.
 */
export function safeRedirectTarget(value: unknown, fallback: string = Path.dashboard): string {
  if (typeof value !== 'string' || !isLocalPath(value)) return fallback
  const url = new URL(value, BASE)
  const target = `${url.pathname}${url.search}`
  return url.origin === BASE && isLocalPath(target) ? target : fallback
}

/** A path of this site: one leading slash, and no character some browsers read as a slash or drop. */
function isLocalPath(value: string) {
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\p{Cc}]/u.test(value)
}
