/**
 * The one error every hospital-service call throws. It carries what the
 * services send back (the error shapes of docs/rules/common.md#errors) plus what kind of failure it was, so
 * screens can map it to the catalogue of docs/rules/common.md#errors. Pure: no I/O here.
 */
/** 'circuit-open': not called at all, the service failed repeatedly just before (ADR 44). */
export type FailureKind = 'http' | 'timeout' | 'network' | 'invalid-response' | 'circuit-open'

export type ServiceErrorDetails = {
  kind: FailureKind
  /** HTTP status; 0 when no response arrived (timeout, refused connection). */
  status: number
  url: string
  errorMessage?: string
  error?: string
  errorMap?: Record<string, string>
  errorFields?: string[]
  code?: string
}

export class ServiceError extends Error {
  readonly kind: FailureKind
  readonly status: number
  readonly url: string
  readonly errorMessage?: string
  readonly error?: string
  readonly errorMap?: Record<string, string>
  readonly errorFields?: string[]
  readonly code?: string

  constructor(details: ServiceErrorDetails) {
    super(details.errorMessage ?? details.error ?? `${details.kind} failure (${details.status})`)
    this.name = 'ServiceError'
    this.kind = details.kind
    this.status = details.status
    this.url = details.url
    this.errorMessage = details.errorMessage
    this.error = details.error
    this.errorMap = details.errorMap
    this.errorFields = details.errorFields
    this.code = details.code
  }

  /** The text the services meant for people: errorMessage, else error. */
  get serverText(): string | undefined {
    return this.errorMessage ?? this.error
  }
}

/** Session expiry (docs/rules/common.md#errors): a 400 whose message mentions 'jwt' or 'expired' means the session is over. */
export function isSessionExpiry(error: ServiceError): boolean {
  return error.status === 400 && /jwt|expired/i.test(error.serverText ?? '')
}
