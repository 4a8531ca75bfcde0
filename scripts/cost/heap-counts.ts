/**
 * What the portal's heap gained between two snapshots `npm run cost` wrote (COST_HEAP=<folder>),
 * by constructor:
 *
 *   node --import tsx scripts/cost/heap-counts.ts <folder>/<after 1,000>.heapsnapshot <folder>/<after 10,000>.heapsnapshot [top]
 *
 * Prints each heap's live size and the `top` kinds (default 20) whose size changed most, with their
 * count and size in the second. A kind that keeps growing with the pages served is a leak; compiled
 * code growing is the JIT warming up.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
  nodes: number[]
  strings: string[]
}
type Kinds = Map<string, { count: number; bytes: number }>

/** A snapshot's objects by kind: the constructor's name for objects, the V8 type for the rest. */
export function kindsOf(snapshot: Snapshot): Kinds {
  const fields = snapshot.snapshot.meta.node_fields
  const types = snapshot.snapshot.meta.node_types[0]
  const [type, name, size] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ]
  const kinds: Kinds = new Map()
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const nodeType = types[snapshot.nodes[i + type]!]!
    const kind = nodeType === 'object' ? snapshot.strings[snapshot.nodes[i + name]!]! : `(${nodeType})`
    const entry = kinds.get(kind) ?? { count: 0, bytes: 0 }
    entry.count++
    entry.bytes += snapshot.nodes[i + size]!
    kinds.set(kind, entry)
  }
  return kinds
}

/** The kinds whose size changed most from `before` to `after`, largest change first. */
export function changes(before: Kinds, after: Kinds, top: number) {
  return [...new Set([...before.keys(), ...after.keys()])]
    .map((kind) => {
      const was = before.get(kind) ?? { count: 0, bytes: 0 }
      const now = after.get(kind) ?? { count: 0, bytes: 0 }
      return { kind, count: now.count, bytes: now.bytes, moreCount: now.count - was.count, more: now.bytes - was.bytes }
    })
    .sort((a, b) => Math.abs(b.more) - Math.abs(a.more))
    .slice(0, top)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [before, after] = process.argv
    .slice(2, 4)
    .map((file) => kindsOf(JSON.parse(readFileSync(file, 'utf8')) as Snapshot))
  const mb = (kinds: Kinds) => ([...kinds.values()].reduce((sum, k) => sum + k.bytes, 0) / 1048576).toFixed(1)
  console.log(`live heap: ${mb(before!)} MB, then ${mb(after!)} MB`)
  console.log('change (KB, count)   now (count, KB)   kind')
  for (const c of changes(before!, after!, Number(process.argv[4] ?? 20))) {
    console.log(
      `${(c.more / 1024).toFixed(0).padStart(8)} ${String(c.moreCount).padStart(7)}   ` +
        `${String(c.count).padStart(7)} ${(c.bytes / 1024).toFixed(0).padStart(7)}   ${c.kind}`,
    )
  }
}
