/** Helpers for the identity integration tests (not a test file). */
import { loader as rootLoader } from '~/root'
import { standIn } from '../../mocks/standin'
import { get, run } from '../../support/portal'

/** Every cookie a browser would send back after `response`, merged over `previous`. */
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

/** The alert the next page shows after a redirect. */
export async function alertAfter(response: Response, cookie: string) {
  const next = await run(rootLoader, get(response.headers.get('Location') ?? '/', cookie))
  return ((await next.json()) as { alert: { type: string; message: string } | null }).alert
}

/** The newest message the stand-in "sent" to `to`. */
export async function lastMessageTo(to: string) {
  const outbox = (await (await standIn.app().request('/dev/outbox')).json()) as {
    to: string
    code: string | null
    body: string
  }[]
  const message = outbox.find((m) => m.to === to)
  if (!message) throw new Error(`nothing was sent to ${to}`)
  return message
}

export async function replyOf(response: Response) {
  return (await response.json()) as {
    error?: Record<string, string[] | null>
    initialValue?: Record<string, string>
  }
}
