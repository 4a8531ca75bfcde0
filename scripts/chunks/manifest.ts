/**
 * Remix's asset manifest after the browser's files were bundled again (scripts/merge-chunks.ts):
 * the same routes, each pointing at its new module and the chunks that module imports, under a new
 * version and file name. Pure: the build step reads and writes the files.
 */
import { createHash } from 'node:crypto'
import { runInNewContext } from 'node:vm'

export interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  module: string
  imports?: string[]
  [flag: string]: unknown
}

export interface AssetsManifest {
  entry: { module: string; imports?: string[] }
  routes: Record<string, ManifestRoute>
  version?: string
  url?: string
  [other: string]: unknown
}

/** Where a module went: its new URL and the chunks it imports, as URLs. */
export interface Moved {
  module: string
  imports: string[]
}

const importsOr = (imports: string[]) => (imports.length > 0 ? imports : undefined)

/**
 * The manifest with every module replaced by where it went, versioned by its content as the
 * compiler versions it (eight hex digits, the file name in capitals), so a browser holding the old
 * manifest never mixes it with new modules.
 */
export function rewriteManifest(manifest: AssetsManifest, moved: ReadonlyMap<string, Moved>): AssetsManifest {
  const to = (module: string) => {
    const target = moved.get(module)
    if (!target) throw new Error(`the manifest names ${module}, which was not bundled again`)
    return target
  }
  const entry = to(manifest.entry.module)
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => {
      const target = to(route.module)
      return [id, { ...route, module: target.module, imports: importsOr(target.imports) }]
    }),
  )
  const version = createHash('sha256')
    .update(JSON.stringify({ entry: { module: entry.module, imports: entry.imports }, routes }))
    .digest('hex')
    .slice(0, 8)
  return {
    ...manifest,
    entry: { module: entry.module, imports: entry.imports },
    routes,
    version,
    url: `/build/manifest-${version.toUpperCase()}.js`,
  }
}

/** The browser's manifest file, as the compiler writes it. */
export const manifestScript = (manifest: AssetsManifest) => `window.__remixManifest=${JSON.stringify(manifest)};`

/** Reads the browser's manifest file. */
export function parseManifestScript(source: string): AssetsManifest {
  const window: { __remixManifest?: AssetsManifest } = {}
  runInNewContext(source, { window }, { timeout: 1000 })
  const manifest = window.__remixManifest
  if (!manifest?.entry || !manifest.routes) throw new Error('no window.__remixManifest = { entry, routes } in the file')
  return manifest
}

/** The server build's copy of the manifest: one line, `var assets_manifest_default = {...};`. */
const SERVER_ASSETS = /^var assets_manifest_default = (\{.*\});$/gm

/** The server build with its embedded manifest replaced; it must hold exactly one. */
export function replaceServerAssets(source: string, manifest: AssetsManifest): string {
  const found = source.match(SERVER_ASSETS)?.length ?? 0
  if (found !== 1) throw new Error(`the server build holds ${found} asset manifests, not one`)
  return source.replace(SERVER_ASSETS, () => `var assets_manifest_default = ${JSON.stringify(manifest)};`)
}
