import { z, type ZodTypeAny } from 'zod'
import { getEnv } from '~/utils/env.server'
import { endSessionExpired } from '~/utils/session.server'
import { serviceUrl, type ServiceName } from './service-address.server'
import { isSessionExpiry, ServiceError } from './service-error'

/**
 * The shared way to call a hospital service: address map, bearer token,
 * timeout, one typed error, and every failure reported to the logger service.
 */
export type ServiceRequest = {
  service: ServiceName
  path: string
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined>
  token?: string
  json?: unknown
  form?: FormData
}

const errorBody = z
  .object({
    errorMessage: z.string(),
    message: z.string(),
    error: z.string(),
    errorMap: z.record(z.string()),
    errorFields: z.array(z.string()),
    code: z.union([z.string(), z.number()]).transform(String),
  })
  .partial()

/** Calls a service and parses its JSON answer with `schema`. */
export async function callService<S extends ZodTypeAny>(
  request: ServiceRequest,
  schema: S,
): Promise<{ data: z.output<S>; headers: Headers }> {
  const { response, url } = await send(request)
  const invalid = (errorMessage: string) =>
    fail(request, new ServiceError({ kind: 'invalid-response', status: response.status, url, errorMessage }))
  const text = await response.text()
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    throw await invalid('Response is not valid JSON')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
    throw await invalid(`Unexpected response: ${where}`)
  }
  return { data: parsed.data, headers: response.headers }
}

/** Calls a service whose answer is a file (image, PDF); the body is left to stream. */
export async function callServiceForFile(request: ServiceRequest): Promise<Response> {
  return (await send(request)).response
}

async function send(request: ServiceRequest): Promise<{ response: Response; url: string }> {
  const env = getEnv()
  const target = serviceUrl(request.service, request.path, {
    baseUrl: requireServicesUrl(),
    layout: env.SERVICES_LAYOUT,
  })
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) target.searchParams.set(key, String(value))
  }
  const url = target.href
  const headers = new Headers({ accept: 'application/json' })
  if (request.token) headers.set('authorization', `Bearer ${request.token}`)
  let body: BodyInit | undefined
  if (request.form) body = request.form
  else if (request.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(request.json)
  }

  let response: Response
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(env.SERVICES_TIMEOUT_MS),
    })
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
    throw await fail(
      request,
      new ServiceError({
        kind: timedOut ? 'timeout' : 'network',
        status: 0,
        url,
        errorMessage: timedOut ? `No answer within ${env.SERVICES_TIMEOUT_MS} ms` : 'Service unreachable',
      }),
    )
  }
  if (response.ok) return { response, url }

  const text = await response.text().catch(() => '')
  let fields: z.infer<typeof errorBody> = {}
  try {
    const parsed = errorBody.safeParse(JSON.parse(text))
    if (parsed.success) fields = parsed.data
  } catch {
    // A non-JSON error body (a proxy's HTML page, say) still has a status to go on.
  }
  throw await fail(
    request,
    new ServiceError({
      kind: 'http',
      status: response.status,
      url,
      errorMessage: fields.errorMessage ?? fields.message,
      error: fields.error,
      errorMap: fields.errorMap,
      errorFields: fields.errorFields,
      code: fields.code,
    }),
  )
}

/** Reports the failure, ends an expired session, and returns the error to throw. */
async function fail(request: ServiceRequest, error: ServiceError): Promise<ServiceError> {
  await reportToLogger(error, request.token)
  if (request.token && isSessionExpiry(error)) throw await endSessionExpired(request.token)
  return error
}

async function reportToLogger(error: ServiceError, token: string | undefined) {
  if (error.url.includes('/logger-service/')) return
  // The query string can hold an e-mail address or phone number: keep it out of the logs.
  const where = error.url.split('?')[0]
  try {
    const env = getEnv()
    const url = serviceUrl('logger', '/logger/logs', { baseUrl: requireServicesUrl(), layout: env.SERVICES_LAYOUT })
    const headers = new Headers({ 'content-type': 'application/json' })
    if (token) headers.set('authorization', `Bearer ${token}`)
    await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        loggingType: 'ERROR',
        portal: 'PATIENT_PORTAL',
        logMessage: `${where} ${error.status} ${error.message}`,
      }),
      signal: AbortSignal.timeout(Math.min(2000, env.SERVICES_TIMEOUT_MS)),
    })
  } catch {
    // Logging is best effort: a failure to log must never break the page.
  }
}

function requireServicesUrl(): string {
  const { SERVICES_URL } = getEnv()
  if (!SERVICES_URL) throw new Error('SERVICES_URL is not set; the server sets it when it starts the stand-in')
  return SERVICES_URL
}
