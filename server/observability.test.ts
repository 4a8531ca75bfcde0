import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { serverHooks } from '../app/entry.server.tsx'
import { scopeOf, type RequestScope } from '../app/utils/observability/request-context.server.ts'
import { observeRequests, startMetricsServer } from './observability.ts'
import { requestRoutes, routeIdOf, routeMatcher } from './route-ids.ts'

// the request lines would fill the test output
vi.stubEnv('LOG_LEVEL', 'silent')

/** A route tree as a build has it: the root and one page with an id in its path. */
const routes = {
  root: { id: 'root', path: '' },
  'routes/page.$id': { id: 'routes/page.$id', parentId: 'root', path: 'page/:id' },
} as unknown as Parameters<typeof routeMatcher>[0]
const routesOf = requestRoutes(() => routeMatcher(routes))

/** An app with the middleware and one route that answers the scope its request names, as the app finds it. */
async function listen() {
  const app = express()
  app.use(observeRequests({ pageBudgetMs: 2500, routeIdOf: (res) => routeIdOf(routesOf(res)), portal: serverHooks }))
  app.all('/page/:id', (req, res) => {
    const scope = scopeOf(new Request('http://portal.test/', { headers: req.headers as Record<string, string> }))
    res.json({ ...scope, now: Date.now() })
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
}

describe('observeRequests', () => {
  let portal: Awaited<ReturnType<typeof listen>>
  beforeAll(async () => (portal = await listen()))
  afterAll(() => portal.close())

  it('gives every request an id, answers it, and opens its scope with the page budget', async () => {
    const response = await fetch(`${portal.url}/page/12`)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const body = (await response.json()) as RequestScope & { now: number }
    expect(body.requestId).toBe(id)
    expect(body.deadline! - body.now).toBeGreaterThan(2000)
    expect(body.deadline! - body.now).toBeLessThanOrEqual(2500)
  })

  it('keeps a well-formed id from the proxy in front, and replaces anything else', async () => {
    const kept = await fetch(`${portal.url}/page/1`, { headers: { 'x-request-id': 'nginx-0123456789abcdef' } })
    expect(kept.headers.get('x-request-id')).toBe('nginx-0123456789abcdef')
    const replaced = await fetch(`${portal.url}/page/1`, { headers: { 'x-request-id': 'a b<script>' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('gives a POST (an action, an upload) no page budget', async () => {
    const body = (await (await fetch(`${portal.url}/page/1`, { method: 'POST' })).json()) as RequestScope
    expect(body.deadline).toBeUndefined()
  })

  it('counts each request under the id of the route it matched, and the rest as other', async () => {
    await fetch(`${portal.url}/page/4711`)
    await fetch(`${portal.url}/nowhere/4711`)
    const text = await serverHooks.metrics().registry.metrics()
    expect(text).toMatch(
      /portal_http_request_duration_seconds_count\{route="routes\/page\.\$id",method="GET",status="200"\} \d+/,
    )
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{route="other",method="GET",status="404"\} \d+/)
    // no label holds the path's id (a sample's value may hold those digits: the heap's size, say)
    expect(text).not.toMatch(/\{[^}]*4711[^}]*\}/)
  })
})

describe('startMetricsServer', () => {
  it('serves the metrics on the loopback address only', async () => {
    const server = startMetricsServer(0, serverHooks)
    await new Promise((resolve) => server.once('listening', resolve))
    const address = server.address() as AddressInfo
    expect(address.address).toBe('127.0.0.1')
    const text = await (await fetch(`http://127.0.0.1:${address.port}/metrics`)).text()
    expect(text).toContain('# TYPE portal_service_calls_total counter')
    expect(text).toContain('# TYPE portal_service_breaker_state gauge')
    server.close()
  })
})
