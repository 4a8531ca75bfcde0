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
import { rollup, type GetModuleInfo, type OutputChunk } from 'rollup'
import { assignChunks, staticReach, type BrowserModule, type PageEntries } from './chunks/chunk-rule.ts'
import {
  manifestScript,
  parseManifestScript,
  replaceServerAssets,
  rewriteManifest,
  type AssetsManifest,
  type Moved,
} from './chunks/manifest.ts'

/**
 * The script files a page may load on its first load: the manifest, the entry, the `base` chunk,
 * its route modules and the shared chunks. One under the limit `npm run size` holds (12): fewer
 * requests, for a couple of KB more on the largest pages (ADR 120).
 */
const FILES_PER_PAGE = 11

/** `/build/routes/_app.slots-ABCD1234.js` → `routes/_app.slots`: a module's name without its hash. */
const nameOf = (url: string) => url.replace(/^\/build\//, '').replace(/-[A-Z0-9]+\.js$/, '')
const urlOf = (fileName: string) => `/build/${fileName}`

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scripts(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  )
}

/** The compiler's browser modules as Rollup's entries, by name, and each page's entries with its room for chunks. */
function entriesOf(manifest: AssetsManifest, publicDir: string, filesPerPage: number) {
  const modules = [manifest.entry.module, ...new Set(Object.values(manifest.routes).map((r) => r.module))]
  const input = Object.fromEntries(modules.map((url) => [nameOf(url), join(publicDir, url)]))
  const pages: PageEntries[] = Object.keys(manifest.routes).map((id) => {
    const entries = ['entry.client']
    for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined)
      entries.push(nameOf(route.module))
    // beside its entries, a page loads the manifest and the base chunk
    return { entries, room: filesPerPage - 2 - entries.length }
  })
  return { modules, input, pages }
}

/** The modules Rollup found, for the chunk rule: their size, the entries reaching them, their imports. */
function browserModules(input: Record<string, string>, ids: string[], infoOf: GetModuleInfo): BrowserModule[] {
  // an island counts as an entry: a module a page shares with an island it opens is shared, and
  // grouped like any other, rather than left for the bundler to put in a chunk of its own
  const islands = new Set(ids.flatMap((id) => infoOf(id)?.dynamicallyImportedIds ?? []))
  const entries = { ...input, ...Object.fromEntries([...islands].map((island) => [island, island])) }
  const entryFiles = new Set(Object.values(entries))
  const reach = staticReach(entries, (id) => infoOf(id)?.importedIds ?? [])
  return ids
    .filter((id) => !entryFiles.has(id) && reach.has(id))
    .map((id) => ({
      id,
      bytes: infoOf(id)?.code?.length ?? 0,
      reachedFrom: reach.get(id)!,
      imports: infoOf(id)?.importedIds ?? [],
    }))
}

/** Rollup over the compiler's files: the chunks as the rule assigns them, minified again. */
async function bundleAgain(publicDir: string, input: Record<string, string>, pages: PageEntries[]) {
  let chunkOf: Map<string, string> | undefined
  const bundle = await rollup({
    input,
    preserveEntrySignatures: 'exports-only',
    // the compiler's chunks import each other by URL
    plugins: [
      { name: 'build-urls', resolveId: (source) => (source.startsWith('/build/') ? join(publicDir, source) : null) },
    ],
    // a warning (an import that does not resolve, a circular chunk) stops the build: its output could not be trusted
    onwarn(warning) {
      throw new Error(`bundling the browser's files again: ${warning.message}`)
    },
  })
  const { output } = await bundle.generate({
    format: 'es',
    entryFileNames: '[name]-[hash].js',
    // an island keeps its name, without the compiler's hash
    chunkFileNames: (chunk) => `_shared/${chunk.name.replace(/-[A-Z0-9]+$/, '')}-[hash].js`,
    hashCharacters: 'base36',
    generatedCode: 'es2015',
    manualChunks(id, { getModuleIds, getModuleInfo }) {
      chunkOf ??= assignChunks(browserModules(input, [...getModuleIds()], getModuleInfo), pages)
      return chunkOf.get(id)
    },
    plugins: [
      { name: 'minify', renderChunk: async (code) => (await transform(code, { minify: true, format: 'esm' })).code },
    ],
  })
  await bundle.close()
  return output.filter((o): o is OutputChunk => o.type === 'chunk')
}

/** Where each of the compiler's modules went: its entry chunk, and every chunk that imports statically, transitively. */
function movedModules(modules: string[], chunks: OutputChunk[], publicDir: string): Map<string, Moved> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const importsOf = (chunk: OutputChunk) => {
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
  return new Map(
    modules.map((url) => {
      const chunk = chunks.find((c) => c.isEntry && c.facadeModuleId === join(publicDir, url))
      if (!chunk) throw new Error(`${url} has no entry chunk`)
      return [url, { module: urlOf(chunk.fileName), imports: importsOf(chunk) }]
    }),
  )
}

/**
 * Bundles the browser files of `publicDir`/build again in place, and rewrites the manifest there
 * and in `serverBuild`, the server build that holds the other copy. Returns how many modules went
 * in and how many files came out.
 */
export async function mergeChunks({
  publicDir,
  serverBuild,
  filesPerPage = FILES_PER_PAGE,
}: {
  publicDir: string
  serverBuild: string
  filesPerPage?: number
}): Promise<{ modules: number; files: number }> {
  const buildDir = join(publicDir, 'build')
  const manifestFiles = readdirSync(buildDir).filter((f) => /^manifest-[\w-]+\.js$/.test(f))
  if (manifestFiles.length !== 1) throw new Error(`public/build holds ${manifestFiles.length} manifests; build again`)
  const manifest = parseManifestScript(readFileSync(join(buildDir, manifestFiles[0]!), 'utf8'))
  const { modules, input, pages } = entriesOf(manifest, publicDir, filesPerPage)
  const chunks = await bundleAgain(publicDir, input, pages)
  const rewritten = rewriteManifest(manifest, movedModules(modules, chunks, publicDir))

  for (const file of scripts(buildDir))
    for (const copy of [file, `${file}.br`, `${file}.gz`]) rmSync(copy, { force: true })
  for (const chunk of chunks) {
    mkdirSync(dirname(join(buildDir, chunk.fileName)), { recursive: true })
    writeFileSync(join(buildDir, chunk.fileName), chunk.code)
  }
  writeFileSync(join(publicDir, rewritten.url!), manifestScript(rewritten))
  writeFileSync(serverBuild, replaceServerAssets(readFileSync(serverBuild, 'utf8'), rewritten))
  return { modules: modules.length, files: chunks.length }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('../', import.meta.url))
  const { modules, files } = await mergeChunks({
    publicDir: join(root, 'public'),
    serverBuild: join(root, 'build/index.js'),
  })
  console.log(`${modules} browser modules bundled again into ${files} files`)
}
