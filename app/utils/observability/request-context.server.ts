import { AsyncLocalStorage } from 'node:async_hooks'
import type { Actor } from '~/domain/helpers/scopes'
import type { Locale } from '~/utils/language/locale'
import { remember } from '~/utils/remember.server'

/**
 * What the portal knows about the request a loader, an action or a service call runs for: its id
 * (for the logs and the services, as X-Request-Id), when its time budget ends, and the values read
 * once per request (the session: the root, the frame, the page and entry.server each ask for it).
 * server/ starts one per request (through app/utils/server-hooks.server.ts). One storage per
 * process, remembered (remember.server.ts): a request that began before a build was re-imported in
 * development still finds its context.
 */
export type RequestContext = {
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

type Context = RequestContext & { values: Map<string, unknown> }

const storage = remember('request-context', () => new AsyncLocalStorage<Context>())

export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run({ ...context, values: new Map() }, fn)
}

/** The current request's context; undefined outside one (a test calling a loader, a script). */
export function requestContext(): RequestContext | undefined {
  return storage.getStore()
}

/** `make()` once per request and key; outside a request (tests, scripts) every call makes it. */
export function oncePerRequest<T>(key: string, make: () => T): T {
  const values = storage.getStore()?.values
  if (!values) return make()
  if (!values.has(key)) values.set(key, make())
  return values.get(key) as T
}

/** Drops a kept value: the thing it was read from has changed. */
export function forgetInRequest(key: string): void {
  storage.getStore()?.values.delete(key)
}

/** The guard's word on who acts in this request: a helper for the patient (see RequestContext.actor). */
export function actingInRequest(actor: Actor): void {
  const context = storage.getStore()
  if (context) context.actor = actor
}
