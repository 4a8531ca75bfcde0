import { serviceUrl } from '~/utils/calls/service-address.server'
import { getEnv } from '~/utils/env.server'
import { log } from '~/utils/observability/log.server'
import { metrics } from '~/utils/observability/metrics.server'

/**
 * Error reports for the hospital's logger service (docs/rules/common.md#service-calls), fire-and-forget (ADR 45):
 * `reportToLogger` puts one in a bounded queue and returns at once; one sender posts them in turn.
 * A full queue drops the report and counts it (portal_logger_reports_dropped_total), so a slow or
 * dead logger service costs pages nothing. The portal's own log has every failure anyway.
 */
export type LoggerReport = { logMessage: string; token?: string }

export const LOGGER_QUEUE_LIMIT = 100
// the logger service gets less time than a page's calls: it never holds anything up, but a slow one must not hog the sender
const SEND_BUDGET_MS = 2000

const queue: { reports: LoggerReport[]; sending: boolean } = { reports: [], sending: false }

export function reportToLogger(report: LoggerReport): void {
  if (queue.reports.length >= LOGGER_QUEUE_LIMIT) {
    metrics().loggerDropped.inc()
    return
  }
  queue.reports.push(report)
  if (!queue.sending) void drain()
}

/** Forget waiting reports (tests: one test's reports must not queue ahead of the next's). */
export function clearLoggerQueue() {
  queue.reports.length = 0
}

/** Reports waiting to be sent (tests, and the readiness endpoint). */
export function loggerQueueLength(): number {
  return queue.reports.length
}

async function drain() {
  queue.sending = true
  try {
    for (let report = queue.reports.shift(); report; report = queue.reports.shift()) await send(report)
  } finally {
    queue.sending = false
  }
}

async function send({ logMessage, token }: LoggerReport) {
  try {
    const env = getEnv()
    if (!env.SERVICES_URL) return
    const url = serviceUrl('logger', '/logger/logs', { baseUrl: env.SERVICES_URL, layout: env.SERVICES_LAYOUT })
    const headers = new Headers({ 'content-type': 'application/json' })
    if (token) headers.set('authorization', `Bearer ${token}`)
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ loggingType: 'ERROR', portal: 'PATIENT_PORTAL', logMessage }),
      signal: AbortSignal.timeout(Math.min(SEND_BUDGET_MS, env.SERVICES_TIMEOUT_MS)),
    })
    // read to the end, so the connection is free for the next report
    await response.text()
    if (!response.ok) throw new Error(`status ${response.status}`)
  } catch (error) {
    metrics().loggerFailed.inc()
    log().warn({ err: error instanceof Error ? error.message : String(error) }, 'logger service did not take a report')
  }
}
