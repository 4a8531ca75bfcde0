/**
 * Calling the portal's loaders and actions the way Remix does, with real
 * Requests, and reading what they answer (including thrown redirects).
 */
import type { ActionFunction, AppLoadContext, LoaderFunction } from '@remix-run/node'
import { action as signInAction } from '~/routes/signin'

export const PORTAL = 'http://portal.test'
export const context: AppLoadContext = { cspNonce: 'test-nonce', clientAddress: '203.0.113.7' }

/** Runs a loader or action; a thrown Response (redirect, 404) is returned like any other. */
export async function run(
  fn: LoaderFunction | ActionFunction,
  request: Request,
  ctx: AppLoadContext = context,
): Promise<Response> {
  try {
    const result = await fn({ request, params: {}, context: ctx })
    if (result instanceof Response) return result
    return Response.json(result)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

export function get(path: string, cookie?: string) {
  return new Request(`${PORTAL}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
}

export function post(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${PORTAL}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
  })
}

/** The Cookie header a browser would send back after `response`. */
export function cookieFrom(response: Response): string {
  const set = response.headers.get('Set-Cookie')
  if (!set) throw new Error(`expected a Set-Cookie header (status ${response.status})`)
  return set.split(';')[0] ?? ''
}

/** Signs a demo patient in through the real sign-in action; returns the session cookie. */
export async function signIn(username: string, password: string): Promise<string> {
  const response = await run(signInAction, post('/signin', { username, password }))
  if (response.status !== 302)
    throw new Error(`sign-in of ${username} failed with ${response.status}: ${await response.text()}`)
  return cookieFrom(response)
}

/** The text messages a Conform reply carries at form level. */
export async function formErrors(response: Response): Promise<string[]> {
  const body = (await response.json()) as { error?: Record<string, string[] | null> }
  return body.error?.[''] ?? []
}
