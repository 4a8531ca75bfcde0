import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What the portal knows about the page request a service call runs for: its id (for the logs
 * and the services, as X-Request-Id) and when its time budget ends. server/ starts one per
 * request; loaders run inside it. Kept on globalThis because the server and the Remix build
 * each bundle this module: both must use one storage.
 */
export type RequestContext = {
  requestId: string
  /** Date.now() by which the page's service calls must end; undefined: no page budget (actions). */
  deadline?: number
}

const holder = globalThis as typeof globalThis & { portalRequestContext?: AsyncLocalStorage<RequestContext> }
const storage = (holder.portalRequestContext ??= new AsyncLocalStorage<RequestContext>())

export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn)
}

/** The current page request's context; undefined outside one (a test calling a loader, a script). */
export function requestContext(): RequestContext | undefined {
  return storage.getStore()
}
