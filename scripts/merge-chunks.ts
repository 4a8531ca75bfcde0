/**
 * Build step, after `remix build`: bundles the browser's files of public/build/ again with Rollup
 * so that a page loads a few script files instead of dozens. The classic compiler's esbuild makes
 * a chunk for every set of routes that share a module and cannot merge small ones; Rollup takes
 * its output (the entry, every route module, the islands behind dynamic imports) and writes the
 * code every page needs as one chunk, each page's own code in its module, and merges the small
 * shared chunks (ADR 120). Islands stay behind their dynamic imports, in files of their own.
 * Then it rewrites Remix's asset manifest in both places that hold it: the browser's
 * public/build/manifest-*.js and the server build's build/index.js. File names stay content-hashed.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'
import { rollup, type OutputChunk } from 'rollup'
import { assignChunks, staticReach, type BrowserModule } from './chunks/chunk-rule.ts'
import {
  manifestScript,
  parseManifestScript,
  replaceServerAssets,
  rewriteManifest,
  type Moved,
} from './chunks/manifest.ts'

/**
 * The script files a page may load on its first load: the manifest, the entry, the `base` chunk,
 * its route modules and the shared chunks. One under the limit `npm run size` holds (12): fewer
 * requests, for a couple of KB more on the largest pages (ADR 120).
 */
const FILES_PER_PAGE = 11

const root = fileURLToPath(new URL('../', import.meta.url))
const publicDir = join(root, 'public')
const buildDir = join(publicDir, 'build')
const serverBuild = join(root, 'build/index.js')

/** `/build/routes/_app.slots-ABCD1234.js` → `routes/_app.slots`: a module's name without its hash. */
const nameOf = (url: string) => url.replace(/^\/build\//, '').replace(/-[A-Z0-9]+\.js$/, '')
const fileOf = (url: string) => join(publicDir, url)
const urlOf = (fileName: string) => `/build/${fileName}`

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scripts(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  )
}

const manifestFiles = readdirSync(buildDir).filter((f) => /^manifest-[\w-]+\.js$/.test(f))
if (manifestFiles.length !== 1) throw new Error(`public/build holds ${manifestFiles.length} manifests; build again`)
const manifest = parseManifestScript(readFileSync(join(buildDir, manifestFiles[0]!), 'utf8'))

const modules = [manifest.entry.module, ...new Set(Object.values(manifest.routes).map((r) => r.module))]
const input = Object.fromEntries(modules.map((url) => [nameOf(url), fileOf(url)]))

/** Each page's entries (the browser entry and its route modules by name) and its room for shared chunks. */
const pages = Object.keys(manifest.routes).map((id) => {
  const entries = ['entry.client']
  for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined)
    entries.push(nameOf(route.module))
  return { entries, room: FILES_PER_PAGE - 2 - entries.length }
})
const entryFiles = new Set(Object.values(input))
let chunkOf: Map<string, string> | undefined
const bundle = await rollup({
  input,
  preserveEntrySignatures: 'exports-only',
  plugins: [
    {
      name: 'build-urls',
      // the compiler's chunks import each other by URL
      resolveId: (source) => (source.startsWith('/build/') ? fileOf(source) : null),
    },
  ],
  // a warning (an import that does not resolve, a circular chunk) stops the build: its output could not be trusted
  onwarn(warning) {
    throw new Error(`bundling the browser's files again: ${warning.message}`)
  },
})
const { output } = await bundle.generate({
  format: 'es',
  entryFileNames: '[name]-[hash].js',
  chunkFileNames: (chunk) => `_shared/${chunk.name.replace(/-[A-Z0-9]+$/, '')}-[hash].js`,
  hashCharacters: 'base36',
  generatedCode: 'es2015',
  manualChunks(id, { getModuleIds, getModuleInfo }) {
    if (!chunkOf) {
      const ids = [...getModuleIds()]
      // an island counts as an entry: a module a page shares with an island it opens is shared,
      // and grouped like any other, rather than left for the bundler to put in a chunk of its own
      const islands = ids.flatMap((module) => getModuleInfo(module)?.dynamicallyImportedIds ?? [])
      const entries = { ...input, ...Object.fromEntries(islands.map((island) => [island, island])) }
      const reach = staticReach(entries, (module) => getModuleInfo(module)?.importedIds ?? [])
      const modules: BrowserModule[] = ids
        .filter((module) => !entryFiles.has(module) && !islands.includes(module) && reach.has(module))
        .map((module) => ({
          id: module,
          bytes: getModuleInfo(module)?.code?.length ?? 0,
          reachedFrom: reach.get(module)!,
          imports: getModuleInfo(module)?.importedIds ?? [],
        }))
      chunkOf = assignChunks(modules, pages)
    }
    return chunkOf.get(id)
  },
  plugins: [
    {
      name: 'minify',
      renderChunk: async (code) => (await transform(code, { minify: true, format: 'esm' })).code,
    },
  ],
})
await bundle.close()

const chunks = output.filter((o): o is OutputChunk => o.type === 'chunk')
const byFile = new Map(chunks.map((c) => [c.fileName, c]))
/** A chunk's static imports, transitively: what the page preloads beside the module. */
function importsOf(chunk: OutputChunk): string[] {
  const seen = new Set<string>()
  const queue = [...chunk.imports]
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...(byFile.get(file)?.imports ?? []))
  }
  return [...seen].map(urlOf)
}
const moved = new Map<string, Moved>()
for (const url of modules) {
  const chunk = chunks.find((c) => c.isEntry && c.facadeModuleId === fileOf(url))
  if (!chunk) throw new Error(`${url} has no entry chunk`)
  moved.set(url, { module: urlOf(chunk.fileName), imports: importsOf(chunk) })
}
const rewritten = rewriteManifest(manifest, moved)

for (const file of scripts(buildDir))
  for (const copy of [file, `${file}.br`, `${file}.gz`]) rmSync(copy, { force: true })
for (const chunk of chunks) {
  mkdirSync(dirname(join(buildDir, chunk.fileName)), { recursive: true })
  writeFileSync(join(buildDir, chunk.fileName), chunk.code)
}
writeFileSync(fileOf(rewritten.url!), manifestScript(rewritten))
writeFileSync(serverBuild, replaceServerAssets(readFileSync(serverBuild, 'utf8'), rewritten))
console.log(`${modules.length} browser modules bundled again into ${chunks.length} files`)
