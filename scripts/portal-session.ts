/** The portal's session cookie: `__Host-session` in production (Secure, path /), `__session` otherwise. */
const SESSION_COOKIE = /^(__Host-session|__session)=/

/**
 * Signs a demo patient in to a running portal (an instance, or a proxy in front of several);
 * answers the session cookie (name=value), whichever of its two names the portal uses.
 */
export async function signInToPortal(portal: string, username = 'asha', password = 'Asha@2026'): Promise<string> {
  const response = await fetch(`${portal.replace(/\/+$/, '')}/signin`, {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
    redirect: 'manual',
  })
  await response.arrayBuffer()
  const cookie = sessionCookieOf(response.headers.getSetCookie())
  if (response.status !== 302 || !cookie) {
    const wait = response.headers.get('retry-after')
    throw new Error(
      `could not sign in as ${username} at ${portal} (status ${response.status}${wait ? `, retry after ${wait} s` : ''})`,
    )
  }
  return cookie
}

/** The session cookie (name=value) among Set-Cookie headers, or null. */
export function sessionCookieOf(setCookies: readonly string[]): string | null {
  const line = setCookies.find((c) => SESSION_COOKIE.test(c))
  return line ? line.split(';')[0]! : null
}
