import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * A patched package is safe to upgrade only when its patch is made again for the new version.
 * patch-package applies a patch to another version with a warning, or fails to apply it in the
 * middle of `npm install`; this says which patch, which version, and which ADR says what it buys,
 * before anything runs. ADR 83 lists the patches and the upgrade path.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))

/** Each patch, the ADR that says what it buys, and how the package is pinned in package.json. */
const PATCHES: Record<string, { adr: string; pinnedBy: string }> = {
  '@remix-run/dev': { adr: '0038-server-module-stubs-are-side-effect-free.md', pinnedBy: '@remix-run/dev' },
  '@remix-run/react': {
    adr: '0058-the-browser-runtime-leaves-out-remix-features-that-are-off.md',
    pinnedBy: '@remix-run/react',
  },
  '@remix-run/router': {
    adr: '0105-routes-matched-once-per-request-and-the-router-s-tables-made-once.md',
    pinnedBy: '@remix-run/node',
  },
  '@remix-run/server-runtime': {
    adr: '0114-a-page-is-rendered-to-one-string-and-its-route-and-request-are-made-once.md',
    pinnedBy: '@remix-run/node',
  },
  'pdfjs-dist': { adr: '0028-pdfjs-served-prebuilt-from-public.md', pinnedBy: 'react-pdf' },
  'react-router-dom': {
    adr: '0105-routes-matched-once-per-request-and-the-router-s-tables-made-once.md',
    pinnedBy: '@remix-run/react',
  },
}

type PatchFile = { file: string; name: string; version: string }

/** `@remix-run+react+2.17.5.patch` is @remix-run/react at 2.17.5 (patch-package's naming). */
export function parsePatchFile(file: string): PatchFile {
  const match = /^(?:(@[^+]+)\+)?([^+]+)\+(\d[^+]*)\.patch$/.exec(file)
  if (!match) throw new Error(`patches/${file} is not named <package>+<version>.patch`)
  const [, scope, name, version] = match
  return { file, name: scope ? `${scope}/${name}` : name!, version: version! }
}

const patches = readdirSync(`${root}patches`)
  .filter((f) => f.endsWith('.patch'))
  .map(parsePatchFile)
const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(`${root}node_modules/${name}/package.json`, 'utf8')) as { version: string }).version
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

describe('patched dependencies', () => {
  it('reads patch-package file names', () => {
    expect(parsePatchFile('@remix-run+react+2.17.5.patch')).toEqual({
      file: '@remix-run+react+2.17.5.patch',
      name: '@remix-run/react',
      version: '2.17.5',
    })
    expect(parsePatchFile('pdfjs-dist+5.4.296.patch')).toMatchObject({ name: 'pdfjs-dist', version: '5.4.296' })
    expect(() => parsePatchFile('notes.patch')).toThrow(/<package>\+<version>/)
  })

  it.each(patches)('$name: the patch is for the installed version', ({ file, name, version }) => {
    const entry = PATCHES[name]
    expect(entry, `patches/${file} has no ADR: add it to PATCHES here and say in an ADR what it buys`).toBeDefined()
    expect(
      installedVersion(name),
      `patches/${file} was made for ${name} ${version}: make it again for the installed version, or drop it (docs/decisions/${entry!.adr} says what it buys)`,
    ).toBe(version)
  })

  it.each(patches)('$name: its version is pinned and its ADR exists', ({ name }) => {
    const { adr, pinnedBy } = PATCHES[name]!
    const pin = manifest.dependencies[pinnedBy] ?? manifest.devDependencies[pinnedBy]
    expect(pin, `${pinnedBy} must be pinned to one version in package.json, so an install cannot move it`).toMatch(
      /^\d+\.\d+\.\d+$/,
    )
    expect(readdirSync(`${root}docs/decisions`)).toContain(adr)
  })

  it("the server's router ranks a route tree once, compiles each pattern once, and makes a build's routes once (ADR 105)", () => {
    const router = readFileSync(`${root}node_modules/@remix-run/router/dist/router.cjs.js`, 'utf8')
    expect(router, 'patches/@remix-run+router+1.23.3.patch is not applied: run npx patch-package').toContain(
      'let matches = matchRankedBranches(rankedBranchesOf(routes), pathname, allowPartial);',
    )
    const server = (file: string) => readFileSync(`${root}node_modules/${file}`, 'utf8')
    expect(server('@remix-run/react/dist/server.js')).toContain('let routes$1 = serverRoutes.get(manifest.routes);')
    expect(server('react-router-dom/server.js')).toContain('let converted = dataRoutesOfTree.get(routes);')
    // the server's copy, as Node loads it for Remix (the browser build takes the ES module)
    const { matchRoutes } = createRequire(import.meta.url)('@remix-run/router') as typeof import('@remix-run/router')
    const tree = [{ id: 'root', path: '/', children: [{ id: 'page', path: 'page/:id' }] }]
    const first = matchRoutes(tree, '/page/1')
    expect(first?.map((m) => [m.route.id, m.params.id])).toEqual([
      ['root', '1'],
      ['page', '1'],
    ])
    expect(matchRoutes(tree, '/PAGE/2')?.at(-1)?.params).toEqual({ id: '2' })
  })

  it("the server's router keeps a path's matches and hands each caller its own copy (ADR 114)", () => {
    const { matchRoutes } = createRequire(import.meta.url)('@remix-run/router') as typeof import('@remix-run/router')
    const tree = [{ id: 'root', path: '/', children: [{ id: 'page', path: 'page/:id' }] }]
    const first = matchRoutes(tree, '/page/7')!
    // a caller that changes what it got (the render joins pathnames into its own copies) changes no one else's
    Object.assign(first[1]!.params, { id: 'changed' })
    first.pop()
    const again = matchRoutes(tree, '/page/7')
    expect(again?.map((m) => [m.route.id, m.params.id, m.pathname])).toEqual([
      ['root', '7', '/'],
      ['page', '7', '/page/7'],
    ])
    expect(again?.[1]?.route).toBe(tree[0]!.children[0])
    expect(matchRoutes(tree, '/elsewhere')).toBeNull()
    expect(matchRoutes(tree, '/elsewhere')).toBeNull()
  })

  it("Remix's loaders read the page's request as it came, and a page's plain data reaches the render as it is (ADRs 114 and 119)", () => {
    const runtime = (file: string) => readFileSync(`${root}node_modules/@remix-run/server-runtime/dist/${file}`, 'utf8')
    const data = runtime('data.js')
    expect(data, 'patches/@remix-run+server-runtime+2.17.5.patch is not applied: run npx patch-package').toContain(
      'if (!searchOf(request)?.has("_data")) return request;',
    )
    expect(data).toContain('if (!searchOf(request)?.has("index")) return request;')
    expect(data).toContain('if (page && !responses.isResponse(result) && !searchOf(request)?.has("_data")) {')
    expect(runtime('routes.js')).toContain('page: route.module.default != null')
  })

  it("Remix's loaders get the request as it came unless it has a parameter to strip, which they never see (ADRs 114 and 130)", async () => {
    type LoaderArgs = { request: Request }
    const { callRouteLoader } = createRequire(import.meta.url)('@remix-run/server-runtime/dist/data.js') as {
      callRouteLoader: (args: object) => Promise<unknown>
    }
    const seen = async (url: string) => {
      const request = new Request(url)
      let got: Request | undefined
      const loader = ({ request }: LoaderArgs) => ((got = request), { ok: true })
      await callRouteLoader({ request, loader, params: {}, routeId: 'page', singleFetch: false, page: true })
      return { same: got === request, url: got!.url }
    }
    expect(await seen('http://portal.test/page')).toEqual({ same: true, url: 'http://portal.test/page' })
    expect(await seen('http://portal.test/page?q=1')).toEqual({ same: true, url: 'http://portal.test/page?q=1' })
    expect(await seen('http://portal.test/page?q=1&index')).toEqual({ same: false, url: 'http://portal.test/page?q=1' })
    expect(await seen('http://portal.test/page?_data=routes%2Fpage&q=1')).toEqual({
      same: false,
      url: 'http://portal.test/page?q=1',
    })
  })

  it("a build's route modules and a page's links are worked out once per build, not per page (ADR 130)", () => {
    const { createEntryRouteModules } = createRequire(import.meta.url)('@remix-run/server-runtime/dist/entry.js') as {
      createEntryRouteModules: (manifest: object) => Record<string, unknown>
    }
    const manifest = { root: { module: { default: 'root' } }, page: { module: { default: 'page' } } }
    const modules = createEntryRouteModules(manifest)
    expect(modules).toEqual({ root: manifest.root.module, page: manifest.page.module })
    expect(createEntryRouteModules(manifest)).toBe(modules)
    expect(createEntryRouteModules({ ...manifest })).not.toBe(modules)
    expect(readFileSync(`${root}node_modules/@remix-run/react/dist/components.js`, 'utf8')).toContain(
      'let keyedLinks = keyedLinksOf(matches, routeModules, manifest);',
    )
  })

  it('the Remix export the portal reaches past the public API still exists (app/ui/navigation/prefetch-step.tsx)', async () => {
    const remix = await import('@remix-run/react')
    expect(
      remix.UNSAFE_RemixContext,
      '@remix-run/react no longer exports UNSAFE_RemixContext: PrefetchStep needs another way to the route modules (ADR 68)',
    ).toBeDefined()
  })
})
