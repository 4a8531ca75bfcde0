import { randomUUID } from 'node:crypto'
import express, { type RequestHandler } from 'express'
import type { ServerHooks } from '../app/entry.server.tsx'

/** The methods the portal answers; any other is counted as `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST'])

/**
 * The portal's own eyes (ADR 45): every request gets an id (X-Request-Id, to the browser and to
 * the services) and, when it is a GET, the page's time budget, in its scope (ADR 131), and
 * ends with one JSON log line and a sample in the route histogram. The histogram's labels are
 * the matched route id, the method and the status, each from a bounded set, so no client can
 * grow the registry by asking for new paths (ADR 72).
 */
export function observeRequests({
  pageBudgetMs,
  routeIdOf,
  portal,
}: {
  pageBudgetMs: number
  /** The id of the route a request runs (server/route-ids.ts). */
  routeIdOf: (res: express.Response) => string
  portal: Pick<ServerHooks, 'metrics' | 'log' | 'routeOf' | 'openScope' | 'localeOfHeaders'>
}): RequestHandler {
  return (req, res, next) => {
    // an id a proxy in front made is kept when it looks like one, so its log and ours meet
    const given = req.get('x-request-id')
    const requestId = given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID()
    res.setHeader('X-Request-Id', requestId)
    const started = performance.now()
    const reading = req.method === 'GET' || req.method === 'HEAD'
    res.once('finish', () => {
      const durationMs = Math.round(performance.now() - started)
      const method = METHODS.has(req.method) ? req.method : 'other'
      portal
        .metrics()
        .pageRequests.labels(routeIdOf(res), method, String(res.statusCode))
        .observe(durationMs / 1000)
      const route = portal.routeOf(req.path)
      portal.log().info({ requestId, method, route, status: res.statusCode, durationMs }, 'request')
    })
    const locale = portal.localeOfHeaders(req.get('cookie'), req.get('accept-language'))
    const deadline = reading ? Date.now() + pageBudgetMs : undefined
    const scope = portal.openScope({ requestId, deadline, locale, clientAddress: req.ip })
    // the request Remix gets names its scope by a key only the server writes: a client's own value is replaced
    req.headers[scope.header] = scope.key
    // 'close' follows the answer's end, and comes alone when the connection goes first
    res.once('close', scope.close)
    next()
  }
}

/**
 * Whether the instance can serve: it reaches its shared store. The services' circuits and the
 * logger queue are reported, not counted: an instance can't mend a service by leaving the pool
 * (ADR 44).
 */
type ReadinessHooks = Pick<ServerHooks, 'storeHealth' | 'breakerStates' | 'loggerQueueLength'>

export async function readiness(portal: ReadinessHooks) {
  const store = await portal.storeHealth()
  return {
    ready: store.ok,
    store,
    services: { breakers: portal.breakerStates(), loggerQueue: portal.loggerQueueLength() },
  }
}

/** /readyz on the public port: ready or not, and nothing about the store or the services (ADR 73). */
export const publicReadiness =
  (portal: ReadinessHooks): RequestHandler =>
  (_req, res, next) => {
    readiness(portal).then(
      ({ ready }) =>
        res
          .status(ready ? 200 : 503)
          .set('Cache-Control', 'no-store')
          .type('text/plain')
          .send(ready ? 'ready' : 'not ready'),
      next,
    )
  }

/**
 * GET /metrics, and /readyz with the details (the store's kind, each circuit), on
 * 127.0.0.1:<port> only: the public port never serves them (ADR 73).
 */
export function startMetricsServer(port: number, portal: ReadinessHooks & Pick<ServerHooks, 'metrics' | 'log'>) {
  const app = express()
  app.disable('x-powered-by')
  app.get('/readyz', (_req, res, next) => {
    readiness(portal).then(
      (answer) =>
        res
          .status(answer.ready ? 200 : 503)
          .set('Cache-Control', 'no-store')
          .json(answer),
      next,
    )
  })
  app.get('/metrics', (_req, res, next) => {
    const { registry } = portal.metrics()
    registry.metrics().then((text) => res.type(registry.contentType).send(text), next)
  })
  const server = app.listen(port, '127.0.0.1', () => {
    portal.log().info({ port }, 'metrics on http://127.0.0.1:<port>/metrics')
  })
  // a taken port costs the metrics, never the portal
  server.on('error', (error) => portal.log().error({ err: error.message, port }, 'metrics listener failed'))
  return server
}
