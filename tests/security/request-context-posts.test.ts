/**
 * A posted form keeps its request: the request id and the client's network reach the action and
 * every audit line and activity entry it writes, whether the request guard held the body to find
 * the form's token (a urlencoded form, an upload) or let it stream (docs/activity.md#audit-lines).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as devicesRoute from '~/routes/_app.devices'
import { log } from '~/utils/observability/log.server'
import { requestContext, type RequestContext } from '~/utils/observability/request-context.server'
import { csrfToken } from '../../server/csrf'
import { signIn } from '../support/sign-in'
import { letThrough, PUBLIC_URL, SECRET, send, startChain, type Chain } from './server-chain'

const BROWSER = 'e'.repeat(32)
const TOKEN = csrfToken(SECRET, BROWSER)
/** A browser's kind of boundary: undici's parser misreads a one-letter one that occurs in a value. */
const BOUNDARY = '----portalFormBoundary7MA4YWxk'
let seen: { before?: RequestContext; after?: RequestContext } = {}
let chain: Chain

beforeAll(async () => {
  const action = async ({ request }: { request: Request }) => {
    seen.before = requestContext()
    await request.formData()
    seen.after = requestContext()
    return new Response('done')
  }
  chain = await startChain({
    'routes/recorder': { path: 'recorder', module: { action } },
    'routes/_app.devices': { path: 'devices', module: { action: devicesRoute.action } },
  })
})
afterAll(() => chain.close())
beforeEach(() => {
  seen = {}
  letThrough(chain)
})

const form = (path: string, body: string, headers: Record<string, string> = {}) =>
  send(chain, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: PUBLIC_URL, ...headers },
    body,
  })

const upload = (body: string) =>
  send(chain, '/recorder', {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      Origin: PUBLIC_URL,
      Cookie: `csrf=${BROWSER}`,
    },
    body,
  })

describe("a post's request context", () => {
  it('reaches the action before and after its body is read, for a held form and an upload', async () => {
    const urlencoded = await form('/recorder', `_csrf=${TOKEN}&a=1`, { Cookie: `csrf=${BROWSER}` })
    expect(urlencoded.status).toBe(200)
    for (const context of [seen.before, seen.after])
      expect(context).toMatchObject({ requestId: urlencoded.headers['x-request-id'], clientAddress: '127.0.0.1' })

    seen = {}
    const part = (name: string, value: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    const parts = `${part('_csrf', TOKEN)}${part('a', '1')}--${BOUNDARY}--\r\n`
    const multipart = await upload(parts)
    expect(multipart.status).toBe(200)
    for (const context of [seen.before, seen.after])
      expect(context).toMatchObject({ requestId: multipart.headers['x-request-id'], clientAddress: '127.0.0.1' })
  })

  it("is in the audit line of the action's activity entry: the request id and the network", async () => {
    await signIn('asha', 'Asha@2026')
    const cookie = `${await signIn('asha', 'Asha@2026')}; csrf=${BROWSER}`
    const info = vi.spyOn(log(), 'info')
    const done = await form('/devices', `_csrf=${TOKEN}&intent=sign-out-others`, { Cookie: cookie })
    expect(done.status).toBe(302)
    const lines = info.mock.calls.map(([line]) => line as Record<string, unknown>).filter((l) => l.audit === true)
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'signOutElsewhere',
        requestId: done.headers['x-request-id'],
        network: 'local',
      }),
    ])
  })
})
