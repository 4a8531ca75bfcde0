/** The cookie jar: what a browser sends back after a response. */

/**
 * The Cookie header a browser sends after `response`: every cookie it sets, merged over the
 * ones it had (`previous`); a cookie set empty or expired is dropped. Paths are not tracked.
 */
export function cookiesAfter(response: Response, previous = ''): string {
  const jar = new Map<string, string>()
  for (const pair of previous.split('; ').filter(Boolean)) {
    const [name, ...rest] = pair.split('=')
    if (name) jar.set(name, rest.join('='))
  }
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(';')[0] ?? ''
    const [name, ...rest] = pair.split('=')
    if (!name) continue
    const value = rest.join('=')
    const expired = /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(set)
    if (expired || value === '') jar.delete(name)
    else jar.set(name, value)
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join('; ')
}
