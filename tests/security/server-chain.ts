/**
 * The portal's request chain as server/index.ts mounts it (the request URL check, the request
 * metrics, the CSRF cookie, the per-address limits, the request guard, then Remix through
 * server/remix-handler.ts), on a real socket, with a build of the route modules a test names instead
 * of the whole app. What the chain does not answer reaches Remix's own router and the
 * routes' real loaders and actions; what Remix fails on is Express's 500.
 */
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import type { ServerBuild } from '@remix-run/node'
import express from 'express'
import { http as mocked, passthrough } from 'msw'
import { serverHooks } from '~/entry.server'
import { csrf } from '../../server/csrf'
import { observeRequests } from '../../server/observability'
import { refusePostsWithoutAction } from '../../server/post-target'
import { remixHandler } from '../../server/remix-handler'
import { requestGuard, swallowAfterRefusal } from '../../server/request-guard'
import { requestUrl } from '../../server/request-url'
import { requestRoutes, routeIdOf, routeMatcher } from '../../server/route-ids'
import { routeLimits } from '../../server/route-limits'
import { server as msw } from '../mocks/standin'

export const PUBLIC_URL = 'https://portal.example.org'
export const SECRET = 'server-chain-test-secret-0123456789abcdef'

/** A route of the build: its URL pattern and its module (a real route's, or a recorder). */
export type TestRoute = { path: string; module: Record<string, unknown> }

/** The build: a root that renders nothing and the given routes under it. */
function buildOf(routes: Record<string, TestRoute>): ServerBuild {
  const manifest: ServerBuild['routes'] = {
    root: { id: 'root', path: '', module: { default: () => null } } as unknown as ServerBuild['routes'][string],
  }
  for (const [id, { path, module }] of Object.entries(routes))
    manifest[id] = { id, parentId: 'root', path, module } as unknown as ServerBuild['routes'][string]
  return {
    mode: 'production',
    // a page render is a plain answer with Remix's status: the tests look at statuses and effects
    entry: {
      module: {
        default: (_request: Request, status: number) => new Response('page', { status }),
        // a path no route matches is a 404 here, not a console error
        handleError: () => undefined,
      },
    },
    routes: manifest,
    assets: { entry: { module: '', imports: [] }, routes: {}, url: '', version: 'test' },
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: {},
    isSpaMode: false,
  } as unknown as ServerBuild
}

export type Chain = { base: string; port: number; close(): Promise<void> }

/** Starts the chain on 127.0.0.1 at a free port, with the given routes or a whole build; every request to it passes msw by. */
export async function startChain(routes: Record<string, TestRoute> | ServerBuild): Promise<Chain> {
  const build = 'entry' in routes ? (routes as ServerBuild) : buildOf(routes as Record<string, TestRoute>)
  const app = express()
  app.use(requestUrl({ origin: PUBLIC_URL, portal: serverHooks }))
  const matchRoutes = routeMatcher(build.routes)
  const routesOf = requestRoutes(() => matchRoutes)
  app.use(observeRequests({ pageBudgetMs: 2500, routeIdOf: (res) => routeIdOf(routesOf(res)), portal: serverHooks }))
  app.use(csrf({ secret: SECRET, production: false }))
  app.use(routeLimits(serverHooks))
  app.use(requestGuard({ publicOrigin: PUBLIC_URL, maxUploadBytes: 256 * 1024, portal: serverHooks }))
  app.use(refusePostsWithoutAction(routesOf, serverHooks))
  app.all(
    '*',
    remixHandler({
      build,
      getLoadContext: (req, res) => ({
        cspNonce: 'test-nonce',
        clientAddress: req.ip ?? 'unknown',
        rateLimit: res.locals.rateLimit,
        refused: () => res.locals.refused === true,
        csrfToken: String(res.locals.csrfToken),
      }),
      // a rendered page's bytes, which its answer carries beside it, as server/index.ts has them sent
      wholeBodyOf: serverHooks.wholeBodyOf,
    }),
  )
  app.use(swallowAfterRefusal)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** msw sees every request of the process: the chain's own go to its socket (again after each test's reset). */
export function letThrough(chain: Chain) {
  msw.use(mocked.all(`${chain.base}/*`, () => passthrough()))
}

/** The status line and headers of an answer to bytes written on a bare socket, as an attacker writes them. */
export function rawRequest(port: number, bytes: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes))
    let answer = ''
    socket.on('data', (chunk) => (answer += String(chunk)))
    socket.on('end', () => {
      const head = answer.split('\r\n\r\n', 1)[0] ?? ''
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head })
    })
    socket.on('error', reject)
  })
}

/** A urlencoded POST of `body` to `target`, with `host` as its Host, written as it is. */
export function rawPost(port: number, target: string, body: string, host = `127.0.0.1:${port}`) {
  return rawRequest(
    port,
    `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

/** One request through Node's client (headers as given, nothing rewritten in the path). */
export function send(
  chain: Chain,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const options = { host: '127.0.0.1', port: chain.port, path, method: init.method ?? 'GET', headers: init.headers }
    const request = http.request(options, (r) => {
      let body = ''
      r.setEncoding('utf8')
      r.on('data', (chunk: string) => (body += chunk))
      r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body }))
    })
    request.on('error', reject)
    request.end(init.body)
  })
}
