/**
 * Where the portal's CPU time goes, from a profile `npm run cost` wrote (COST_PROFILE=<folder>):
 *
 *   node --import tsx scripts/cost/profile-shares.ts <folder>/<file>.cpuprofile [top]
 *
 * Each sample goes to the first share below that any frame of its stack belongs to; the idle
 * process's samples are left out. Prints each share of the busy time, then the `top` functions
 * (default 0) by their own time, where to look next.
 */
import { readFileSync } from 'node:fs'

type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] }
type Profile = { nodes: Node[]; samples: number[] }

const ROUTE_MATCHING =
  /^(matchRoutes|matchRoutesImpl|flattenRoutes|rankRouteBranches|compilePath|matchPath|matchRouteBranch|explodeOptionalSegments|computeScore|convertRoutesToDataRoutes|createRoutes|createStaticHandlerDataRoutes|groupRoutesByParentId)$/
const shares: [string, (frame: Node['callFrame']) => boolean][] = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['route matching', (f) => ROUTE_MATCHING.test(f.functionName)],
  ['compression', (f) => /\/compression\/|zlib/.test(f.url)],
  [
    'HTTP: the service calls, and the Web Request, Headers and Response of fetch and of Remix',
    (f) =>
      /undici|\/web-fetch\/|node:internal\/deps|node:_http_client|node:_http_agent/.test(f.url) ||
      f.functionName === 'fetch',
  ],
  ['React and RemixServer', (f) => /react-dom|\/react\//.test(f.url)],
  ['shared store (SQLite or Redis)', (f) => /better-sqlite3|ioredis|shared-store/.test(f.url)],
  ['logs and metrics', (f) => /pino|prom-client/.test(f.url)],
]

const profile = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parentOf = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)

const counts = new Map<string, number>()
const own = new Map<string, number>()
let busy = 0
for (const sample of profile.samples) {
  const stack: Node['callFrame'][] = []
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) stack.push(byId.get(id)!.callFrame)
  if (stack[0]!.functionName === '(idle)' || stack[0]!.functionName === '(program)') continue
  busy++
  const leaf = `${stack[0]!.functionName || '(anonymous)'} ${stack[0]!.url.replace(/^.*node_modules\//, '')}`
  own.set(leaf, (own.get(leaf) ?? 0) + 1)
  const share = shares.find(([, belongs]) => stack.some(belongs))?.[0] ?? 'the rest (Remix, the portal, express)'
  counts.set(share, (counts.get(share) ?? 0) + 1)
}
for (const [share, count] of [...counts].sort((a, b) => b[1] - a[1])) {
  console.log(`${((count / busy) * 100).toFixed(1).padStart(5)} %  ${share}`)
}
const top = Number(process.argv[3] ?? 0)
if (top > 0) console.log(`\nthe ${top} functions with the most time of their own`)
for (const [name, count] of [...own].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${((count / busy) * 100).toFixed(1).padStart(5)} %  ${name}`)
}
