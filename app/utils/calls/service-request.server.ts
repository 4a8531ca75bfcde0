import { z } from 'zod/v4'
import { breakerState, CircuitOpenError, isOutage, throughBreaker } from '~/utils/calls/circuit-breakers.server'
import { serviceUrl, type ServiceName } from '~/utils/calls/service-address.server'
import { isSessionExpiry, ServiceError } from '~/utils/calls/service-error'
import { send, type OnStop, type ServiceAnswer } from '~/utils/calls/service-transport.server'
import { getEnv } from '~/utils/env.server'
import { log, routeOf } from '~/utils/observability/log.server'
import { reportToLogger } from '~/utils/observability/logger-queue.server'
import { metrics } from '~/utils/observability/metrics.server'
import type { RequestScope } from '~/utils/observability/request-context.server'
import { endSessionExpired } from '~/utils/session/session.server'

/** Whom a call is for: the bearer token (none signed out) and the request's scope, for its id and budget (ADR 131). */
export type Caller = { token?: string; scope?: RequestScope }

/**
 * The shared way to call a hospital service: address map, bearer token, a time budget, the
 * service's circuit breaker, one typed error, and every failure in the portal's log and metrics
 * and queued for the logger service (ADRs 44 and 45).
 */
export type ServiceRequest = {
  service: ServiceName
  path: string
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined>
  caller?: Caller
  json?: unknown
  form?: FormData
  /** This call's own budget; default SERVICES_TIMEOUT_MS (SERVICES_UPLOAD_TIMEOUT_MS when it sends files). The page's budget can cut it shorter. */
  budgetMs?: number
  /** Statuses that are an answer, not a failure (a patient without a photo: 404): thrown, but neither logged nor reported. */
  expectedStatuses?: number[]
}

const errorBody = z
  .object({
    errorMessage: z.string(),
    message: z.string(),
    error: z.string(),
    errorMap: z.record(z.string(), z.string()),
    errorFields: z.array(z.string()),
    code: z.union([z.string(), z.number()]).transform(String),
  })
  .partial()

/** The schema of an answer the portal does not read, built once like every answer's schema (ADR 127). */
export const unreadAnswer = z.unknown()

/** Calls a service and parses its JSON answer with `schema` (a zod 4 schema, ADR 127). */
export async function callService<S extends z.ZodType>(
  request: ServiceRequest,
  schema: S,
): Promise<{ data: z.output<S>; headers: ServiceAnswer['headers'] }> {
  return exchange(request, async (response, url) => {
    const text = await response.text()
    const invalid = (errorMessage: string) =>
      new ServiceError({ kind: 'invalid-response', status: response.status, url, errorMessage })
    let body: unknown
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      throw invalid('Response is not valid JSON')
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
      throw invalid(`Unexpected response: ${where}`)
    }
    return { data: parsed.data as z.output<S>, headers: response.headers }
  })
}

/**
 * Calls a service whose answer is a file (image, PDF). The budget covers the wait for the
 * answer's head; the body is left to stream to the browser at its pace.
 */
export async function callServiceForFile(request: ServiceRequest): Promise<Response> {
  // a file's answer comes through fetch, as a Response whose body streams on
  return exchange(request, async (response) => response as Response, { bodyOutsideBudget: true })
}

/** The call through the breaker, within its budget; a failure is recorded, then thrown as a ServiceError. */
async function exchange<T>(
  request: ServiceRequest,
  read: (response: ServiceAnswer, url: string) => Promise<T>,
  { bodyOutsideBudget = false } = {},
): Promise<T> {
  const target = targetUrl(request)
  const url = target.href
  const started = performance.now()
  try {
    const result = await throughBreaker(request.service, async () => {
      const budget = budgetOf(request)
      let timedOut = false
      let stop = () => {}
      const timer = setTimeout(
        () => {
          timedOut = true
          stop()
        },
        Math.max(budget, 0),
      )
      const failure = (cause: unknown) =>
        cause instanceof ServiceError ? cause : transportError(timedOut, budget, url)
      try {
        if (budget <= 0) throw transportError(true, budget, url)
        const response = await transport(request, target, (s) => (stop = s), bodyOutsideBudget)
        if (!response.ok) throw await httpError(response, url)
        if (bodyOutsideBudget) clearTimeout(timer)
        return await read(response, url)
      } catch (cause) {
        throw failure(cause)
      } finally {
        clearTimeout(timer)
      }
    })
    record(request, 'ok', started)
    return result
  } catch (thrown) {
    const error =
      thrown instanceof CircuitOpenError
        ? new ServiceError({ kind: 'circuit-open', status: 0, url, errorMessage: 'Not called: the circuit is open' })
        : thrown
    if (!(error instanceof ServiceError)) throw error
    throw await fail(request, error, started)
  }
}

/** The call's budget: its own, cut to what is left of the page's (a GET page has one, server/observability.ts). */
function budgetOf(request: ServiceRequest): number {
  // up to ten 10 MB documents go to a service in one call: a call that sends files gets longer than a read
  const sendsFiles = [...(request.form?.values() ?? [])].some((value) => typeof value !== 'string')
  const env = getEnv()
  const own = request.budgetMs ?? (sendsFiles ? env.SERVICES_UPLOAD_TIMEOUT_MS : env.SERVICES_TIMEOUT_MS)
  const deadline = request.caller?.scope?.deadline
  return deadline === undefined ? own : Math.min(own, deadline - Date.now())
}

function targetUrl(request: ServiceRequest): URL {
  const env = getEnv()
  const target = serviceUrl(request.service, request.path, {
    baseUrl: requireServicesUrl(),
    layout: env.SERVICES_LAYOUT,
  })
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) target.searchParams.set(key, String(value))
  }
  return target
}

/** A form or a file goes through fetch (multipart, a streamed body); every other call through the pool. */
function transport(request: ServiceRequest, target: URL, onStop: OnStop, asFile: boolean): Promise<ServiceAnswer> {
  const method = request.method ?? 'GET'
  const headers: Record<string, string> = { accept: 'application/json' }
  const { token, scope } = request.caller ?? {}
  if (token) headers.authorization = `Bearer ${token}`
  // the services' logs can be joined with the portal's by this id
  if (scope?.requestId) headers['x-request-id'] = scope.requestId
  if (request.form || asFile) {
    const controller = new AbortController()
    onStop(() => controller.abort())
    return fetch(target, { method, headers, body: request.form, signal: controller.signal })
  }
  if (request.json === undefined) return send(target, { method, headers, onStop })
  headers['content-type'] = 'application/json'
  return send(target, { method, headers, body: JSON.stringify(request.json), onStop })
}

function transportError(timedOut: boolean, budget: number, url: string): ServiceError {
  return new ServiceError({
    kind: timedOut ? 'timeout' : 'network',
    status: 0,
    url,
    errorMessage: timedOut ? `No answer within ${Math.max(budget, 0)} ms` : 'Service unreachable',
  })
}

async function httpError(response: ServiceAnswer, url: string): Promise<ServiceError> {
  const text = await response.text().catch(() => '')
  let fields: z.infer<typeof errorBody> = {}
  try {
    const parsed = errorBody.safeParse(JSON.parse(text))
    if (parsed.success) fields = parsed.data
  } catch {
    // A non-JSON error body (a proxy's HTML page, say) still has a status to go on.
  }
  return new ServiceError({
    kind: 'http',
    status: response.status,
    url,
    errorMessage: fields.errorMessage ?? fields.message,
    error: fields.error,
    errorMap: fields.errorMap,
    errorFields: fields.errorFields,
    code: fields.code,
  })
}

type Outcome = 'ok' | 'outage' | 'refused' | 'open'

function record(request: ServiceRequest, outcome: Outcome, started: number): number {
  const durationMs = Math.round(performance.now() - started)
  const { serviceCalls, serviceLatency } = metrics()
  serviceCalls.labels(request.service, outcome).inc()
  if (outcome !== 'open') serviceLatency.labels(request.service).observe(durationMs / 1000)
  return durationMs
}

/**
 * Records the failure (metrics, one log line, the logger service's queue), ends an expired
 * session, and returns the error to throw. An expected status is an answer: only counted.
 */
async function fail(request: ServiceRequest, error: ServiceError, started: number): Promise<ServiceError> {
  const outcome: Outcome = error.kind === 'circuit-open' ? 'open' : isOutage(error) ? 'outage' : 'refused'
  const durationMs = record(request, outcome, started)
  const expected = error.kind === 'http' && request.expectedStatuses?.includes(error.status)
  if (!expected) {
    // The query string can hold an e-mail address or phone number: keep it out of the logs (ADR 6).
    const where = new URL(error.url)
    where.search = ''
    log().warn(
      {
        requestId: request.caller?.scope?.requestId,
        service: request.service,
        method: request.method ?? 'GET',
        path: routeOf(where.pathname),
        status: error.status,
        kind: error.kind,
        durationMs,
        breaker: breakerState(request.service),
      },
      'service call failed',
    )
    // an open circuit called nobody: the logger service heard of the failures that opened it
    if (error.kind !== 'circuit-open') {
      reportToLogger({ logMessage: `${where.href} ${error.status} ${error.message}`, token: request.caller?.token })
    }
  }
  const token = request.caller?.token
  if (token && isSessionExpiry(error)) throw await endSessionExpired({ token, scope: request.caller?.scope })
  return error
}

function requireServicesUrl(): string {
  const { SERVICES_URL } = getEnv()
  if (!SERVICES_URL) throw new Error('SERVICES_URL is not set; the server sets it when it starts the stand-in')
  return SERVICES_URL
}
