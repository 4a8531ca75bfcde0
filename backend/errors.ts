import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'

/** The error body every hospital service returns; the portal reads errorMessage first, then error. */
export interface ErrorBody {
  status: number
  error: string
  errorMessage: string
  code?: string
  errorMap?: Record<string, string>
  errorFields?: string[]
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

interface ErrorExtras {
  error?: string
  code?: string
  errorMap?: Record<string, string>
  errorFields?: string[]
}

/** Thrown by handlers and middleware; app.onError turns it into the JSON body above. */
export class ServiceError extends Error {
  readonly status: ContentfulStatusCode
  readonly body: ErrorBody

  constructor(status: ContentfulStatusCode, errorMessage: string, extras: ErrorExtras = {}) {
    super(errorMessage)
    this.status = status
    this.body = { status, error: extras.error ?? REASONS[status] ?? 'Error', errorMessage }
    if (extras.code) this.body.code = extras.code
    if (extras.errorMap) this.body.errorMap = extras.errorMap
    if (extras.errorFields) this.body.errorFields = extras.errorFields
  }
}

export function errorResponse(err: ServiceError): Response {
  return Response.json(err.body, { status: err.status })
}

export const unauthorized = () => new ServiceError(401, 'Unauthorized')
export const notFound = (what = 'Not Found') => new ServiceError(404, what)
export const forbiddenPatient = () => new ServiceError(403, 'You are not allowed to access this patient')

/** Parse untrusted input; a failure is a 400 naming each bad field. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const errorMap: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body'
    errorMap[field] ??= issue.message
  }
  const summary = Object.entries(errorMap).map(([field, message]) => `${field}: ${message}`)
  return badRequest(`Invalid request (${summary.join('; ')})`, errorMap)
}

function badRequest(errorMessage: string, errorMap: Record<string, string>): never {
  throw new ServiceError(400, errorMessage, { errorMap, errorFields: Object.keys(errorMap) })
}

/** A JSON request body, or undefined when it is missing or not JSON (the schema then reports it). */
export function readJson(request: Request): Promise<unknown> {
  return request.json().catch(() => undefined)
}
