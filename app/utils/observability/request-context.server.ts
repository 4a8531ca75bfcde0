import { randomUUID } from 'node:crypto'
import type { Actor } from '~/domain/helpers/scopes'
import type { Locale } from '~/utils/language/locale'
import { remember } from '~/utils/remember.server'

/**
 * What the portal knows about the request a loader, an action or a service call runs for: its id
 * (for the logs and the services, as X-Request-Id), when its time budget ends, and the values read
 * once per request (the session: the root, the frame, the page and entry.server each ask for it).
 * It is passed explicitly (ADR 131): server/ opens one per request (`openScope`, through
 * app/utils/server-hooks.server.ts) and names it in a header of the request Remix gets, which every
 * copy Remix makes of the request keeps (`scopeOf`); the signed-in patient carries it to every
 * service call. Node's async context storage would find it by itself, but its hooks cost every
 * promise of the process.
 */
export type RequestFields = {
  requestId: string
  /** Date.now() by which the page's service calls must end; undefined: no page budget (actions). */
  deadline?: number
  /** The page's language (the `lang` cookie, else Accept-Language), for texts made far from the request. */
  locale?: Locale
  /**
   * The client's address, as the load context's `clientAddress` (TRUST_PROXY decides), for what is
   * recorded far from the action: the account activity keeps only its coarse network.
   */
  clientAddress?: string
  /**
   * The helper acting for the patient in this request (docs/helpers.md), set by the guard: the
   * activity entries and audit lines say who acted.
   */
  actor?: Actor
}

/** One request's scope: made once per request, shared by its loaders, its action and their calls. */
export type RequestScope = RequestFields & { readonly values: Map<string, unknown> }

/** The header of the request Remix gets that names its scope; server/ writes it over any a client sent. */
export const SCOPE_HEADER = 'x-portal-scope'

/**
 * The scopes of the requests in flight, by a random key that only server/ hands out. One per
 * process, remembered (remember.server.ts): a request that began before a build was re-imported
 * in development still finds its scope.
 */
const open = remember('request-scopes', () => new Map<string, RequestScope>())

export const newScope = (fields: RequestFields): RequestScope => ({ ...fields, values: new Map() })

/** server/: a request's scope, found by its key until `close()` (once its answer is sent or its connection gone). */
export function openScope(fields: RequestFields) {
  const key = randomUUID()
  open.set(key, newScope(fields))
  return { header: SCOPE_HEADER, key, close: () => void open.delete(key) }
}

/** How many scopes are open: none once every request has ended. */
export const openScopes = () => open.size

/** The request's scope; undefined for one server/ did not open (a test calling a loader, a script) or that has ended. */
export function scopeOf(request: Request): RequestScope | undefined {
  const key = request.headers.get(SCOPE_HEADER)
  return key === null ? undefined : open.get(key)
}

/** `make()` once per request and key; without a scope (tests, scripts) every call makes it. */
export function oncePerRequest<T>(scope: RequestScope | undefined, key: string, make: () => T): T {
  const values = scope?.values
  if (!values) return make()
  if (!values.has(key)) values.set(key, make())
  return values.get(key) as T
}

/** Drops a kept value: the thing it was read from has changed. */
export function forgetInRequest(scope: RequestScope | undefined, key: string): void {
  scope?.values.delete(key)
}

/** The guard's word on who acts in this request: a helper for the patient (see RequestFields.actor). */
export function actingInRequest(scope: RequestScope | undefined, actor: Actor): void {
  if (scope) scope.actor = actor
}
