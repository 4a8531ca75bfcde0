/**
 * First-load JS budget (docs/architecture.md#budgets): for every route of the built portal, the
 * bytes of JavaScript a browser receives to show that page on a cold cache:
 *   the manifest itself + the entry module and its imports
 *   + each route module (and its imports) from root down to the route,
 * de-duplicated, each file's encoded size as Chromium received it from the built portal in
 * production mode, with the server's own compression (brotli, scripts/precompress.ts).
 *
 * Reads Remix's manifest (public/build/manifest-*.js, as the build's bundling step wrote it), starts the portal and
 * the stand-in (SIZE_PORT, default 3930 plus E2E_PORT_OFFSET, and the port after it) and Chromium (CHROMIUM_PATH), prints
 * a table sorted by size with each page's number of script files, and exits 1 if any route but the
 * video call (route id containing 'Video') is over the budget, or if any route loads more than
 * FILES_LIMIT script files. Then, on lines of their own, the
 * islands loaded on intent (`*.client` and `*.lazy` chunks behind a dynamic import, such as the PDF
 * viewer): each one's chunk and the chunks it brings that the page opening it has not loaded; and the
 * dashboard and the doctor list as Chromium loads them, signed in, each in a fresh context.
 *
 *   npm run size                      (after npm run build)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { runInNewContext } from 'node:vm'
import { languageNames } from '../app/utils/language/locale.ts'
import { hospitalDay } from '../backend/time.ts'
import type { AssetsManifest as RemixManifest, ManifestRoute } from './chunks/manifest.ts'
import { browserBytes } from './size/browser-bytes.ts'

export const BUDGET_BYTES = 100 * 1024
/** Script files a page may load on its first load: each is a request, and on a slow network a round trip (ADR 120). */
export const FILES_LIMIT = 12
/** Routes allowed over budget: the video call loads Chime (docs/architecture.md#budgets). */
export const isExempt = (routeId: string) => routeId.includes('Video')

export interface RouteSize {
  id: string
  /** the URL pattern, joined from the route chain ('/' for root and top-level index) */
  path: string
  bytes: number
  modules: string[]
  exempt: boolean
  overBudget: boolean
  /** more script files than FILES_LIMIT, the video call too */
  tooManyFiles: boolean
}

/** Routes from root down to `routeId`. */
export function routeChain(manifest: RemixManifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = []
  const seen = new Set<string>()
  let id: string | undefined = routeId
  while (id !== undefined) {
    if (seen.has(id)) throw new Error(`route ${routeId}: parentId cycle at ${id}`)
    seen.add(id)
    const route: ManifestRoute | undefined = manifest.routes[id]
    if (!route) throw new Error(`route ${routeId}: parent ${id} is not in the manifest`)
    chain.unshift(route)
    id = route.parentId
  }
  return chain
}

/** The JS files (URL paths) a cold first load of `routeId` fetches, de-duplicated, in load order. */
export function firstLoadModules(manifest: RemixManifest, routeId: string): string[] {
  const files = new Set<string>()
  if (manifest.url) files.add(manifest.url)
  files.add(manifest.entry.module)
  for (const file of manifest.entry.imports ?? []) files.add(file)
  for (const route of routeChain(manifest, routeId)) {
    files.add(route.module)
    for (const file of route.imports ?? []) files.add(file)
  }
  return [...files]
}

export function routePattern(manifest: RemixManifest, routeId: string): string {
  const segments = routeChain(manifest, routeId)
    .map((r) => r.path ?? '')
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
  return `/${segments.join('/')}`
}

/** Sizes of every route, largest first. `sizeOf` gives the size of one file as sent, by URL path. */
export function measureRoutes(
  manifest: RemixManifest,
  sizeOf: (urlPath: string) => number,
  budget = BUDGET_BYTES,
  /** True for a route whose page leaves out `<Scripts />` (root.tsx honours `handle.scripts === false`). */
  shipsNoScripts: (routeId: string) => boolean = () => false,
): RouteSize[] {
  const cache = new Map<string, number>()
  const size = (file: string) => {
    let bytes = cache.get(file)
    if (bytes === undefined) {
      bytes = sizeOf(file)
      cache.set(file, bytes)
    }
    return bytes
  }
  return Object.values(manifest.routes)
    .map((route) => {
      const modules = shipsNoScripts(route.id) ? [] : firstLoadModules(manifest, route.id)
      const bytes = modules.reduce((sum, file) => sum + size(file), 0)
      const exempt = isExempt(route.id)
      return {
        id: route.id,
        path: routePattern(manifest, route.id),
        bytes,
        modules,
        exempt,
        overBudget: !exempt && bytes > budget,
        tooManyFiles: modules.length > FILES_LIMIT,
      }
    })
    .sort((a, b) => b.bytes - a.bytes || a.id.localeCompare(b.id))
}

/** Evaluate the manifest script (`window.__remixManifest = {...};`) in an empty sandbox. */
export function parseManifest(source: string): RemixManifest {
  const window: { __remixManifest?: RemixManifest } = {}
  runInNewContext(source, { window }, { timeout: 1000 })
  const manifest = window.__remixManifest
  if (!manifest || typeof manifest !== 'object' || !manifest.entry || !manifest.routes) {
    throw new Error('the manifest did not assign window.__remixManifest = { entry, routes }')
  }
  return manifest
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1)

export function formatTable(rows: RouteSize[], budget = BUDGET_BYTES): string {
  const header = ['route id', 'path', 'KB sent', 'files', '']
  const body = rows.map((r) => [
    r.id,
    r.path,
    kb(r.bytes),
    String(r.modules.length),
    [
      r.overBudget ? 'OVER BUDGET' : r.exempt ? 'exempt' : r.modules.length === 0 ? 'no JS' : '',
      r.tooManyFiles ? 'TOO MANY FILES' : '',
    ]
      .filter(Boolean)
      .join(', '),
  ])
  const all = [header, ...body]
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]!.length)))
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 2 || i === 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [
    line(header),
    widths
      .map((w) => '-'.repeat(w))
      .join('  ')
      .trimEnd(),
    ...body.map(line),
    '',
    `budget: ${kb(budget)} KB first-load JS per route as the browser receives it (routes whose id contains 'Video' are exempt), in ${FILES_LIMIT} script files at most`,
  ].join('\n')
}

/**
 * An island's chunk: a module that a page imports dynamically, after its first load: a `*.client` module
 * (browser-only, on intent) or a `*.lazy` one (rendered on the server too, asked for once the page is up).
 */
export const isIslandChunk = (urlPath: string) => /\/[\w-]+\.(client|lazy)-[A-Za-z0-9]+\.js$/.test(urlPath)

const importsIn = (source: string, urlPath: string, pattern: RegExp) =>
  [...source.matchAll(pattern)].map((m) => new URL(m[1]!, `http://portal${urlPath}`).pathname)

/**
 * The chunks a module at `urlPath` imports statically (`import ... from"../_shared/x.js"`, or by
 * URL as the compiler writes them), as URL paths; not its dynamic imports.
 */
export const staticImports = (source: string, urlPath: string) =>
  importsIn(source, urlPath, /\b(?:from|import)\s*"((?:\/|\.\.?\/)[^"]+\.js)"/g)

/** The chunks a module at `urlPath` imports dynamically (`import("./x.js")`), as URL paths. */
export const dynamicImports = (source: string, urlPath: string) =>
  importsIn(source, urlPath, /\bimport\(\s*"((?:\/|\.\.?\/)[^"]+\.js)"\s*\)/g)

/** A chunk with every chunk it imports statically, transitively. */
function withStaticImports(chunk: string, sourceOf: (urlPath: string) => string): string[] {
  const seen = new Set<string>()
  const queue = [chunk]
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...staticImports(sourceOf(file), file))
  }
  return [...seen]
}

/**
 * What a browser has loaded when an island is asked for, once per way to it: a page's first load,
 * and the islands on the way (an island may open another, as the profile's edit form opens the
 * cropper). An island no page reaches has none.
 */
export function loadedBeforeIsland(
  manifest: RemixManifest,
  island: string,
  sourceOf: (urlPath: string) => string,
): Set<string>[] {
  const found: Set<string>[] = []
  const walk = (loaded: Set<string>, opened: ReadonlySet<string>) => {
    for (const next of new Set([...loaded].flatMap((file) => dynamicImports(sourceOf(file), file)))) {
      if (next === island) found.push(loaded)
      else if (!opened.has(next) && !loaded.has(next))
        walk(new Set([...loaded, ...withStaticImports(next, sourceOf)]), new Set([...opened, next]))
    }
  }
  for (const id of Object.keys(manifest.routes)) walk(new Set(firstLoadModules(manifest, id)), new Set())
  return found
}

export interface IslandSize {
  /** the island's module name, without the hash */
  name: string
  /** the island's own chunk */
  own: number
  /** the chunks it imports, transitively, that are not in `loaded` */
  shared: number
}

/** What opening an island costs: its chunk, plus what it imports beyond the `loaded` files. */
export function measureIsland(
  chunk: string,
  sourceOf: (urlPath: string) => string,
  sizeOf: (urlPath: string) => number,
  loaded: ReadonlySet<string>,
): IslandSize {
  const shared = withStaticImports(chunk, sourceOf)
    .filter((file) => file !== chunk && !loaded.has(file))
    .reduce((sum, file) => sum + sizeOf(file), 0)
  const name = chunk.replace(/^.*\//, '').replace(/-[A-Za-z0-9]+\.js$/, '')
  return { name, own: sizeOf(chunk), shared }
}

export function formatIslands(islands: IslandSize[]): string {
  const width = Math.max(...islands.map((i) => i.name.length), 'island'.length)
  return [
    'loaded on intent (an island, when the patient opens it)',
    `${'island'.padEnd(width)}  KB sent  with the chunks it brings`,
    ...[...islands]
      .sort((a, b) => b.own + b.shared - (a.own + a.shared))
      .map((i) => `${i.name.padEnd(width)}  ${kb(i.own).padStart(7)}  ${kb(i.own + i.shared).padStart(7)}`),
  ].join('\n')
}

/** Reads each route's `handle` from the server build, to know which pages ship no JS at all. */
async function routesWithoutScripts(root: string, manifest: RemixManifest): Promise<(routeId: string) => boolean> {
  const build = (await import(pathToFileURL(join(root, 'build/index.js')).href)) as {
    routes: Record<string, { module: { handle?: { scripts?: boolean } } }>
  }
  return (routeId) => routeChain(manifest, routeId).some((r) => build.routes[r.id]?.module.handle?.scripts === false)
}

/**
 * Texts of the Hindi and Kannada dictionaries found in a browser file: runs of Devanagari or
 * Kannada letters other than the language switch's own names. Only the active language's texts may
 * reach the browser, and only in a page's data (ADR 56); a dictionary imported into browser code
 * would put every language into every page's JS.
 */
export function dictionaryLeaks(source: string, allowed: readonly string[] = Object.values(languageNames)): string[] {
  const runs = source.match(/[\u0900-\u097F\u0C80-\u0CFF][\u0900-\u097F\u0C80-\u0CFF\s]*/g) ?? []
  return [...new Set(runs.map((r) => r.trim()))].filter((r) => !allowed.includes(r))
}

function browserFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? browserFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  )
}

/** The pages Chromium loads signed in, cold: the dashboard and the doctor list. */
const LOADED_PAGES = [
  { path: '/myappointments', routeId: 'routes/_app.myappointments' },
  { path: '/selectDoctor?careServiceId=1&date={today}&language=English&sort=asc', routeId: 'routes/_app.selectDoctor' },
]

async function main(root: string): Promise<number> {
  const publicDir = join(root, 'public')
  const buildDir = join(publicDir, 'build')
  let manifests: string[]
  try {
    manifests = readdirSync(buildDir).filter((f) => /^manifest-[\w-]+\.js$/.test(f))
  } catch {
    manifests = []
  }
  if (manifests.length === 0) {
    console.error(`size: no public/build/manifest-*.js under ${root}. Run \`npm run build\` first.`)
    return 1
  }
  // normally one; after builds that did not empty public/build, the newest is the current one
  const newest = manifests
    .map((f) => ({ f, mtime: statSync(join(buildDir, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)[0]!.f
  if (manifests.length > 1)
    console.log(`size: ${manifests.length} manifests in public/build; measuring the newest, ${newest}`)
  const manifest = parseManifest(readFileSync(join(buildDir, newest), 'utf8'))
  const today = hospitalDay(new Date())
  const { sizes, loads } = await browserBytes({
    // npm test runs this after the e2e suite: E2E_PORT_OFFSET moves it as it moves the suite's ports
    port: Number(process.env.SIZE_PORT ?? 3930 + Number(process.env.E2E_PORT_OFFSET ?? 0)),
    files: browserFiles(buildDir).map((file) => `/${relative(publicDir, file)}`),
    pages: LOADED_PAGES.map(({ path }) => path.replace('{today}', today)),
  })
  const sizeOf = (urlPath: string) => {
    const bytes = sizes.get(urlPath)
    if (bytes === undefined)
      throw new Error(`the manifest lists ${urlPath}, but public/build has no such file; build again.`)
    return bytes
  }
  const rows = measureRoutes(manifest, sizeOf, BUDGET_BYTES, await routesWithoutScripts(root, manifest))
  console.log(formatTable(rows))
  const breakdown = (r: RouteSize) =>
    r.modules
      .map((m) => ({ m, bytes: sizeOf(m) }))
      .sort((a, b) => b.bytes - a.bytes)
      .map(({ m, bytes }) => `    ${kb(bytes).padStart(6)} KB  ${m}`)
      .join('\n')
  const sharedDir = join(buildDir, '_shared')
  const islands = readdirSync(sharedDir)
    .map((f) => `/build/_shared/${f}`)
    .filter(isIslandChunk)
  const sources = new Map<string, string>()
  const sourceOf = (urlPath: string) => {
    const source = sources.get(urlPath) ?? readFileSync(join(publicDir, urlPath.replace(/^\/+/, '')), 'utf8')
    sources.set(urlPath, source)
    return source
  }
  // an island costs what it brings beyond the page that opens it, by its cheapest way; every page has loaded the root's
  const cheapest = (chunk: string) => {
    const ways = loadedBeforeIsland(manifest, chunk, sourceOf)
    return (ways.length > 0 ? ways : [new Set(firstLoadModules(manifest, 'root'))])
      .map((loaded) => measureIsland(chunk, sourceOf, sizeOf, loaded))
      .sort((a, b) => a.shared - b.shared)[0]!
  }
  console.log(`\n${formatIslands(islands.map(cheapest))}`)
  const largest = rows.find((r) => !r.exempt)
  if (largest) {
    console.log(`\nlargest (not exempt): ${largest.id} (${largest.path}) ${kb(largest.bytes)} KB`)
    if (!largest.overBudget) console.log(breakdown(largest))
  }
  console.log('\nas Chromium loads them, signed in, on a cold cache')
  for (const [i, load] of loads.entries()) {
    const own = new Set(firstLoadModules(manifest, LOADED_PAGES[i]!.routeId))
    const ahead = load.scripts.filter((file) => !own.has(file)).length
    console.log(
      `  ${load.path}: ${load.scripts.length} script files, ${kb(load.bytes)} KB` +
        (ahead > 0 ? ` (${ahead} of them the next step's, preloaded once the page is up)` : ''),
    )
  }
  const leaks = browserFiles(buildDir).flatMap((file) =>
    dictionaryLeaks(readFileSync(file, 'utf8')).map((text) => `${relative(publicDir, file)}: ${text.slice(0, 40)}`),
  )
  if (leaks.length > 0) {
    console.error(`\nsize: Hindi or Kannada texts in the browser's JS (they belong in the loaders' data):`)
    for (const leak of leaks.slice(0, 20)) console.error(`  ${leak}`)
    return 1
  }
  console.log('size: no dictionary text in the browser files (only the language names)')
  const over = rows.filter((r) => r.overBudget)
  if (over.length > 0) {
    console.error(`\nsize: ${over.length} route(s) over the ${kb(BUDGET_BYTES)} KB budget:`)
    for (const r of over) console.error(`  ${r.id} (${r.path}): ${kb(r.bytes)} KB\n${breakdown(r)}`)
    return 1
  }
  const crowded = rows.filter((r) => r.tooManyFiles)
  if (crowded.length > 0) {
    console.error(`\nsize: ${crowded.length} route(s) load more than ${FILES_LIMIT} script files:`)
    for (const r of crowded) console.error(`  ${r.id} (${r.path}): ${r.modules.length} files\n${breakdown(r)}`)
    return 1
  }
  console.log(`size: every route is within budget, in ${FILES_LIMIT} script files or fewer`)
  return 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // optional argument: another project root (default: this repository)
  process.exitCode = await main(process.argv[2] ?? fileURLToPath(new URL('../', import.meta.url)))
}
