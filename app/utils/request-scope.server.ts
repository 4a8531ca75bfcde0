import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Values that live for one HTTP request: the server runs each request inside `requestScope`, so the
 * root, the frame, the page and entry.server, which each read the session, read it from the store once.
 * Kept on globalThis because the server and the Remix build each bundle this module: both must use one.
 */
const holder = globalThis as typeof globalThis & { portalRequestScope?: AsyncLocalStorage<Map<string, unknown>> }
const scope = (holder.portalRequestScope ??= new AsyncLocalStorage<Map<string, unknown>>())

/** Runs `next` (the rest of the request's handling) with an empty scope. */
export function inRequestScope<T>(next: () => T): T {
  return scope.run(new Map(), next)
}

/** `make()` once per request and key; outside a request (tests, scripts) every call makes it. */
export function oncePerRequest<T>(key: string, make: () => T): T {
  const values = scope.getStore()
  if (!values) return make()
  if (!values.has(key)) values.set(key, make())
  return values.get(key) as T
}

/** Drops a kept value: the thing it was read from has changed. */
export function forgetInRequest(key: string): void {
  scope.getStore()?.delete(key)
}
