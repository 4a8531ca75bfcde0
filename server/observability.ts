import { randomUUID } from 'node:crypto'
import express, { type RequestHandler } from 'express'
import { breakerStates } from '../app/utils/circuit-breakers.server.ts'
import { localeOfHeaders } from '../app/utils/locale.server.ts'
import { log, routeOf } from '../app/utils/log.server.ts'
import { loggerQueueLength } from '../app/utils/logger-queue.server.ts'
import { metrics } from '../app/utils/metrics.server.ts'
import { runInRequestContext } from '../app/utils/request-context.server.ts'

/**
 * The portal's own eyes (docs/resilience.md, ADR 45): every request gets an id (X-Request-Id, to the
 * browser and to the services) and, when it is a GET, the page's time budget; it runs inside
 * that context, and ends with one JSON log line and a sample in the route histogram.
 */
export function observeRequests({ pageBudgetMs }: { pageBudgetMs: number }): RequestHandler {
  return (req, res, next) => {
    // an id a proxy in front made is kept when it looks like one, so its log and ours meet
    const given = req.get('x-request-id')
    const requestId = given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID()
    res.setHeader('X-Request-Id', requestId)
    const started = performance.now()
    const reading = req.method === 'GET' || req.method === 'HEAD'
    res.once('finish', () => {
      const durationMs = Math.round(performance.now() - started)
      const route = routeOf(req.path)
      metrics()
        .pageRequests.labels(route, req.method, String(res.statusCode))
        .observe(durationMs / 1000)
      log().info({ requestId, method: req.method, route, status: res.statusCode, durationMs }, 'request')
    })
    const locale = localeOfHeaders(req.get('cookie'), req.get('accept-language'))
    runInRequestContext({ requestId, deadline: reading ? Date.now() + pageBudgetMs : undefined, locale }, next)
  }
}

/** The readiness answer's part about the services: each circuit, and the logger queue's length. */
export function servicesReadiness() {
  return { breakers: breakerStates(), loggerQueue: loggerQueueLength() }
}

/** GET /metrics on 127.0.0.1:<port> only: the public port never serves it. */
export function startMetricsServer(port: number) {
  const app = express()
  app.disable('x-powered-by')
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
