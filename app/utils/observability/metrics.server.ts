import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { remember } from '~/utils/remember.server'

/**
 * The portal's Prometheus metrics (docs/resilience.md): per hospital service (calls by outcome, latency,
 * breaker state), per page route, and the logger queue's drops. One registry per process,
 * remembered across the reloads of development (remember.server.ts), so counts go on. It is
 * served on METRICS_PORT, bound to 127.0.0.1 (server/observability.ts), never on the public port.
 */
function create() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'portal_' })
  const latencyBuckets = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10]
  return {
    registry,
    serviceCalls: new Counter({
      name: 'portal_service_calls_total',
      help: 'Calls to hospital services; outcome ok, failed (timeout, no answer, 5xx, unreadable), refused (4xx) or open (the breaker answered)',
      labelNames: ['service', 'outcome'] as const,
      registers: [registry],
    }),
    serviceLatency: new Histogram({
      name: 'portal_service_call_duration_seconds',
      help: 'Time to a service answer or failure, calls the breaker stopped excluded',
      labelNames: ['service'] as const,
      buckets: latencyBuckets,
      registers: [registry],
    }),
    breakerState: new Gauge({
      name: 'portal_service_breaker_state',
      help: "A service's circuit in this instance: 0 closed, 1 half-open (one trial call), 2 open",
      labelNames: ['service'] as const,
      registers: [registry],
    }),
    pageRequests: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer a request, by matched route id (other: none matched), method and status',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: latencyBuckets,
      registers: [registry],
    }),
    loggerDropped: new Counter({
      name: 'portal_logger_reports_dropped_total',
      help: 'Error reports for the logger service dropped because its queue was full',
      registers: [registry],
    }),
    activityFailed: new Counter({
      name: 'portal_activity_records_failed_total',
      help: "Entries of a patient's account activity the shared store did not take (the action went on)",
      registers: [registry],
    }),
    loggerFailed: new Counter({
      name: 'portal_logger_reports_failed_total',
      help: 'Error reports the logger service did not take (no answer, error status)',
      registers: [registry],
    }),
  }
}

export function metrics() {
  return remember('metrics', create)
}
