/**
 * What the portal keeps once per process though the code that makes it may be loaded again: in
 * development the server re-imports a fresh build after every save (server/build.ts), and the
 * shared store's connection, the metrics registry, the open requests' scopes and the circuit breakers
 * must outlive that. `make()` runs on the first call for a name; later calls, from any copy of
 * the module, get what it made.
 */
const KEPT = Symbol.for('patient-portal.remembered')

type Holder = typeof globalThis & { [KEPT]?: Map<string, unknown> }

export function remember<T>(name: string, make: () => T): T {
  const kept = ((globalThis as Holder)[KEPT] ??= new Map<string, unknown>())
  if (!kept.has(name)) kept.set(name, make())
  return kept.get(name) as T
}
