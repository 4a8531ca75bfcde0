/**
 * A request's scope (ADR 131) through the portal's own chain: a posted form keeps its request, so
 * the request id and the client's network reach the action and every audit line and activity entry
 * it writes, whether the request guard held the body to find the form's token (a urlencoded form, an
 * upload) or let it stream (docs/activity.md#audit-lines). A scope is named by a key only the server
 * hands out: a client that sends one reaches no other request's scope, and none is left open once
 * its request has ended, answered or cut off. A whole page, or a route's data (a copy of the request
 * Remix makes), reads its session once, and its calls to the services carry its request id.
 */
import net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import * as devicesRoute from '~/routes/_app.devices'
import { log } from '~/utils/observability/log.server'
import { openScopes, SCOPE_HEADER, scopeOf, type RequestScope } from '~/utils/observability/request-context.server'
import { getStore } from '~/utils/shared-store/index.server'
import { csrfToken } from '../../server/csrf'
import { server as services, SERVICES_URL } from '../mocks/standin'
import { signIn } from '../support/sign-in'
import { appBuild } from './app-build'
import { letThrough, PUBLIC_URL, SECRET, send, startChain, type Chain } from './server-chain'

const BROWSER = 'e'.repeat(32)
const TOKEN = csrfToken(SECRET, BROWSER)
/** A browser's kind of boundary: undici's parser misreads a one-letter one that occurs in a value. */
const BOUNDARY = '----portalFormBoundary7MA4YWxk'
let seen: { before?: RequestScope; after?: RequestScope } = {}
/** What the held page's loader saw: the key its request names its scope by, and the scope. */
let held: { key: string | null; scope?: RequestScope } | undefined
let release = () => {}
let chain: Chain

/** A loader that says it has started, then waits for the test (or for its request to end). */
async function holding({ request }: { request: Request }) {
  held = { key: request.headers.get(SCOPE_HEADER), scope: scopeOf(request) }
  await new Promise<void>((resolve) => {
    release = resolve
    request.signal.addEventListener('abort', () => resolve())
  })
  return new Response('released')
}

beforeAll(async () => {
  const action = async ({ request }: { request: Request }) => {
    seen.before = scopeOf(request)
    await request.formData()
    seen.after = scopeOf(request)
    return new Response('done')
  }
  const loader = ({ request }: { request: Request }) => Response.json(scopeOf(request) ?? null)
  chain = await startChain({
    'routes/recorder': { path: 'recorder', module: { action, loader } },
    'routes/held': { path: 'held', module: { loader: holding } },
    'routes/_app.devices': { path: 'devices', module: { action: devicesRoute.action } },
  })
})
afterAll(() => chain.close())
beforeEach(() => {
  seen = {}
  held = undefined
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

/** A GET of /held whose loader has started, and its answer to come. */
async function heldPage() {
  const answer = send(chain, '/held')
  await vi.waitFor(() => expect(held).toBeDefined())
  return { answer }
}

describe("a post's request scope", () => {
  it('reaches the action before and after its body is read, for a held form and an upload', async () => {
    const urlencoded = await form('/recorder', `_csrf=${TOKEN}&a=1`, { Cookie: `csrf=${BROWSER}` })
    expect(urlencoded.status).toBe(200)
    for (const scope of [seen.before, seen.after])
      expect(scope).toMatchObject({ requestId: urlencoded.headers['x-request-id'], clientAddress: '127.0.0.1' })

    seen = {}
    const part = (name: string, value: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    const parts = `${part('_csrf', TOKEN)}${part('a', '1')}--${BOUNDARY}--\r\n`
    const multipart = await upload(parts)
    expect(multipart.status).toBe(200)
    for (const scope of [seen.before, seen.after])
      expect(scope).toMatchObject({ requestId: multipart.headers['x-request-id'], clientAddress: '127.0.0.1' })
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

describe("a request's scope key", () => {
  it("sent by a client, reaches no other request's scope: the server writes its own over it", async () => {
    const { answer } = await heldPage()
    const theirs = held!
    expect(theirs.key).toMatch(/^[0-9a-f-]{36}$/)
    const page = await send(chain, '/recorder', { headers: { [SCOPE_HEADER]: theirs.key! } })
    const scope = JSON.parse(page.body) as RequestScope
    expect(scope.requestId).toBe(page.headers['x-request-id'])
    expect(scope.requestId).not.toBe(theirs.scope?.requestId)
    release()
    expect((await answer).status).toBe(200)
  })

  it('is closed once its request has ended, whether answered or cut off by the client', async () => {
    await send(chain, '/recorder')
    await form('/recorder', `_csrf=${TOKEN}&a=1`, { Cookie: `csrf=${BROWSER}` })
    // a page the browser leaves before its answer: the connection closes under the loader
    const socket = net.connect(chain.port, '127.0.0.1', () =>
      socket.write(`GET /held HTTP/1.1\r\nHost: 127.0.0.1:${chain.port}\r\n\r\n`),
    )
    socket.on('error', () => {})
    await vi.waitFor(() => expect(held).toBeDefined())
    expect(openScopes()).toBe(1)
    socket.destroy()
    await vi.waitFor(() => expect(openScopes()).toBe(0))
  })
})

describe("a page's scope, through the whole portal", () => {
  let portal: Chain
  beforeAll(async () => {
    portal = await startChain((await appBuild()).build)
  })
  afterAll(() => portal.close())

  /** The request ids the services were sent, by path, while `fn` ran. */
  async function idsSent<T>(fn: () => Promise<T>) {
    const sent: { path: string; id: string | null }[] = []
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (url.origin === SERVICES_URL) sent.push({ path: url.pathname, id: request.headers.get('x-request-id') })
    }
    services.events.on('request:start', listener)
    try {
      return { answer: await fn(), sent }
    } finally {
      services.events.removeListener('request:start', listener)
    }
  }

  it.each(['/myappointments', '/myappointments?_data=routes%2F_app.myappointments'])(
    '%s reads its session once, and its calls carry its request id',
    async (path) => {
      letThrough(portal)
      const cookie = await signIn('asha', 'Asha@2026')
      const reads = vi.spyOn(getStore(), 'get')
      onTestFinished(() => reads.mockRestore())
      const headers = { Cookie: cookie, Host: new URL(PUBLIC_URL).host }
      const { answer, sent } = await idsSent(() => send(portal, path, { headers }))
      expect(answer.status).toBe(200)
      expect(reads.mock.calls.filter(([key]) => key.startsWith('session:'))).toHaveLength(1)
      const dashboard = sent.filter((s) => /appointments$|\/patients\/1\/status$/.test(s.path))
      expect(dashboard.map((s) => s.path).sort()).toEqual([
        '/appointment-service/appointments',
        '/patient-service/patients/1/status',
      ])
      for (const call of dashboard) expect(call.id).toBe(answer.headers['x-request-id'])
      await vi.waitFor(() => expect(openScopes()).toBe(0))
    },
  )
})
