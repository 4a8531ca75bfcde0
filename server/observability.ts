import { randomUUID } from 'node:crypto'
import express, { type RequestHandler } from 'express'
import { breakerStates } from '../app/utils/circuit-breakers.server.ts'
import { localeOfHeaders } from '../app/utils/locale.server.ts'
import { log, routeOf } from '../app/utils/log.server.ts'
import { loggerQueueLength } from '../app/utils/logger-queue.server.ts'
import { metrics } from '../app/utils/metrics.server.ts'
import { runInRequestContext } from '../app/utils/request-context.server.ts'
import { getStore } from '../app/utils/shared-store/index.server.ts'

/** The methods the portal answers; any other is counted as `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST'])

/**
 * The portal's own eyes (ADR 45): every request gets an id (X-Request-Id, to the browser and to
 * the services) and, when it is a GET, the page's time budget; it runs inside that context, and
 * ends with one JSON log line and a sample in the route histogram. The histogram's labels are
 * the matched route id, the method and the status, each from a bounded set, so no client can
 * grow the registry by asking for new paths (ADR 72).
 */
export function observeRequests({
  pageBudgetMs,
  routeIdOf,
}: {
  pageBudgetMs: number
  /** The id of the route a path runs (server/route-ids.ts). */
  routeIdOf: (pathname: string) => string
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
      metrics()
        .pageRequests.labels(routeIdOf(req.path), method, String(res.statusCode))
        .observe(durationMs / 1000)
      const route = routeOf(req.path)
      log().info({ requestId, method, route, status: res.statusCode, durationMs }, 'request')
    })
    const locale = localeOfHeaders(req.get('cookie'), req.get('accept-language'))
    runInRequestContext({ requestId, deadline: reading ? Date.now() + pageBudgetMs : undefined, locale }, next)
  }
}

/**
 * Whether the instance can serve: it reaches its shared store. The services' circuits and the
 * logger queue are reported, not counted: an instance can't mend a service by leaving the pool
 * (ADR 44).
 */
export async function readiness() {
  const store = getStore()
  const ok = await store.ping().then(
    () => true,
    () => false,
  )
  return {
    ready: ok,
    store: { kind: store.kind, ok },
    services: { breakers: breakerStates(), loggerQueue: loggerQueueLength() },
  }
}

/** /readyz on the public port: ready or not, and nothing about the store or the services (ADR 73). */
export const publicReadiness: RequestHandler = (_req, res, next) => {
  readiness().then(
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
export function startMetricsServer(port: number) {
  const app = express()
  app.disable('x-powered-by')
  app.get('/readyz', (_req, res, next) => {
    readiness().then(
      (answer) =>
        res
          .status(answer.ready ? 200 : 503)
          .set('Cache-Control', 'no-store')
          .json(answer),
      next,
    )
  })
  app.get('/metrics', (_req, res, next) => {
    const { registry } = metrics()
    registry.metrics().then((text) => res.type(registry.contentType).send(text), next)
  })
  const server = app.listen(port, '127.0.0.1', () => {
    log().info({ port }, 'metrics on http://127.0.0.1:<port>/metrics')
  })
  // a taken port costs the metrics, never the portal
  server.on('error', (error) => log().error({ err: error.message, port }, 'metrics listener failed'))
  return server
}
