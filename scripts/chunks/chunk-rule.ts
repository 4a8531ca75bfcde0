/**
 * Which chunk each module of the browser's code goes into when the build bundles it again
 * (scripts/merge-chunks.ts, ADR 120). Pure: the modules, their sizes and the pages come in, the
 * chunk names go out.
 *
 * - What the entry or the root route imports is loaded by every page with scripts: one chunk, `base`.
 * - A module one route module alone imports stays in that route's file (the bundler's default).
 * - The modules several route modules share start as one group per set of importers (what a
 *   bundler does by default, dozens of small chunks); while a page would load more chunks than it
 *   has room for, the two of its groups are merged whose merging adds the fewest bytes over all
 *   pages (a page that loaded one now loads both, with what they import).
 */
export const BASE_CHUNK = 'base'

/** The entries every page with scripts loads: the browser's entry and the root route. */
export const EVERY_PAGE = ['entry.client', 'root'] as const

export interface BrowserModule {
  id: string
  /** its size as the compiler wrote it: what merging it into another page's chunk costs that page */
  bytes: number
  /** the entries (the browser entry, route modules) that import it statically, directly or not */
  reachedFrom: ReadonlySet<string>
  /** the modules it imports statically */
  imports: readonly string[]
}

export interface PageEntries {
  /** the entries the page loads: the browser entry and its route modules from the root down */
  entries: readonly string[]
  /** how many shared chunks it may load beside them */
  room: number
}

/**
 * For each module, the entries that import it statically, directly or through other modules; a
 * dynamic import (an island, loaded on intent) does not count, so an island's code stays its own.
 */
export function staticReach(
  entries: Record<string, string>,
  importsOf: (id: string) => readonly string[],
): Map<string, Set<string>> {
  const reach = new Map<string, Set<string>>()
  for (const [name, id] of Object.entries(entries)) {
    const queue = [id]
    while (queue.length > 0) {
      const current = queue.pop()!
      const from = reach.get(current) ?? new Set<string>()
      if (from.has(name)) continue
      from.add(name)
      reach.set(current, from)
      queue.push(...importsOf(current))
    }
  }
  return reach
}

/**
 * A page's shared chunks: those holding a module its entries import, and those that the modules
 * of these chunks import in turn (a chunk is loaded whole, with everything its modules import).
 */
function chunksOf(
  page: PageEntries,
  groupOf: ReadonlyMap<string, number>,
  modules: readonly BrowserModule[],
): Set<number> {
  const loaded = new Set<number>()
  const queue = modules.filter((m) => page.entries.some((entry) => m.reachedFrom.has(entry)))
  const byId = new Map(modules.map((m) => [m.id, m]))
  while (queue.length > 0) {
    const group = groupOf.get(queue.pop()!.id)
    if (group === undefined || loaded.has(group)) continue
    loaded.add(group)
    for (const m of modules)
      if (groupOf.get(m.id) === group) for (const id of m.imports) if (byId.has(id)) queue.push(byId.get(id)!)
  }
  return loaded
}

/**
 * The chunk of every module that does not stay in its one entry's file: module id → chunk name.
 * A page loads each chunk holding a module it imports: merging two groups makes the pages that
 * needed one load both.
 */
export function assignChunks(modules: readonly BrowserModule[], pages: readonly PageEntries[]): Map<string, string> {
  const assigned = new Map<string, string>()
  const shared = modules.filter((m) => {
    const base = EVERY_PAGE.some((entry) => m.reachedFrom.has(entry))
    if (base) assigned.set(m.id, BASE_CHUNK)
    return !base && m.reachedFrom.size > 1
  })
  // one group per set of importers, as a bundler splits by default
  const keys = [...new Set(shared.map((m) => [...m.reachedFrom].sort().join('\n')))]
  const groupOf = new Map(shared.map((m) => [m.id, keys.indexOf([...m.reachedFrom].sort().join('\n'))]))
  const bytes = (group: number, map: ReadonlyMap<string, number> = groupOf) =>
    shared.reduce((sum, m) => sum + (map.get(m.id) === group ? m.bytes : 0), 0)
  const pageBytes = (map: ReadonlyMap<string, number>) =>
    pages.reduce((sum, page) => sum + [...chunksOf(page, map, shared)].reduce((s, g) => s + bytes(g, map), 0), 0)
  const merged = (into: number, from: number) =>
    new Map([...groupOf].map(([id, group]) => [id, group === from ? into : group]))
  for (;;) {
    const crowded = pages
      .map((page) => ({ loaded: [...chunksOf(page, groupOf, shared)], room: Math.max(page.room, 1) }))
      .filter(({ loaded, room }) => loaded.length > room)
      .sort((a, b) => b.loaded.length - b.room - (a.loaded.length - a.room))[0]
    if (!crowded) break
    const before = pageBytes(groupOf)
    const best = crowded.loaded
      .flatMap((a, i) => crowded.loaded.slice(i + 1).map((b) => merged(a, b)))
      .map((map) => ({ map, added: pageBytes(map) - before }))
      .sort((x, y) => x.added - y.added)[0]!
    for (const [id, group] of best.map) groupOf.set(id, group)
  }
  const order = [...new Set(groupOf.values())].sort((a, b) => bytes(b) - bytes(a))
  for (const [id, group] of groupOf) assigned.set(id, `shared-${order.indexOf(group) + 1}`)
  return assigned
}
