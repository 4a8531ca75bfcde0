import { describe, expect, test } from 'vitest'
import {
  manifestScript,
  parseManifestScript,
  replaceServerAssets,
  rewriteManifest,
  type AssetsManifest,
  type Moved,
} from './manifest.ts'

const manifest: AssetsManifest = {
  entry: {
    module: '/build/entry.client-AAAA1111.js',
    imports: ['/build/_shared/chunk-R.js', '/build/_shared/chunk-X.js'],
  },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/build/root-BBBB2222.js',
      imports: ['/build/_shared/chunk-R.js'],
      hasLoader: true,
    },
    'routes/Legal': { id: 'routes/Legal', parentId: 'root', path: 'Legal', module: '/build/routes/Legal-CCCC3333.js' },
    'routes/Company': {
      id: 'routes/Company',
      parentId: 'root',
      path: 'Company',
      module: '/build/routes/Legal-CCCC3333.js',
    },
  },
  version: 'aaaa1111',
  url: '/build/manifest-AAAA1111.js',
}

const moved = new Map<string, Moved>([
  ['/build/entry.client-AAAA1111.js', { module: '/build/entry.client-e1.js', imports: ['/build/_shared/base-b1.js'] }],
  ['/build/root-BBBB2222.js', { module: '/build/root-r1.js', imports: ['/build/_shared/base-b1.js'] }],
  ['/build/routes/Legal-CCCC3333.js', { module: '/build/routes/Legal-l1.js', imports: [] }],
])

describe('the manifest after the browser files are bundled again', () => {
  const rewritten = rewriteManifest(manifest, moved)

  test('points the entry and every route at its new module and chunks, keeping the rest', () => {
    expect(rewritten.entry).toEqual({ module: '/build/entry.client-e1.js', imports: ['/build/_shared/base-b1.js'] })
    expect(rewritten.routes.root).toEqual({
      id: 'root',
      path: '',
      module: '/build/root-r1.js',
      imports: ['/build/_shared/base-b1.js'],
      hasLoader: true,
    })
    // two routes of one module both follow it; a module importing nothing has no imports, as the compiler writes it
    for (const id of ['routes/Legal', 'routes/Company']) {
      expect(rewritten.routes[id]).toMatchObject({ module: '/build/routes/Legal-l1.js', imports: undefined })
    }
    expect(rewritten.routes['routes/Company']!.parentId).toBe('root')
  })

  test('is versioned by its content, the version in its file name in capitals', () => {
    expect(rewritten.version).toMatch(/^[0-9a-f]{8}$/)
    expect(rewritten.version).not.toBe(manifest.version)
    expect(rewritten.url).toBe(`/build/manifest-${rewritten.version!.toUpperCase()}.js`)
    expect(rewriteManifest(manifest, moved).version).toBe(rewritten.version)
    const elsewhere = new Map(moved).set('/build/routes/Legal-CCCC3333.js', {
      module: '/build/routes/Legal-l2.js',
      imports: [],
    })
    expect(rewriteManifest(manifest, elsewhere).version).not.toBe(rewritten.version)
  })

  test('refuses a module that was not bundled again, rather than pointing a route at nothing', () => {
    const missing = new Map(moved)
    missing.delete('/build/root-BBBB2222.js')
    expect(() => rewriteManifest(manifest, missing)).toThrow(
      'the manifest names /build/root-BBBB2222.js, which was not bundled again',
    )
  })

  test("is written as the browser's manifest file and read back", () => {
    const script = manifestScript(rewritten)
    expect(script.startsWith('window.__remixManifest={"entry":')).toBe(true)
    expect(parseManifestScript(script)).toEqual(JSON.parse(JSON.stringify(rewritten)))
    expect(() => parseManifestScript('window.other = {}')).toThrow(
      'no window.__remixManifest = { entry, routes } in the file',
    )
  })

  test("replaces the server build's copy, the code around it untouched", () => {
    const server = [
      'var a = 1;',
      `var assets_manifest_default = { entry: { module: "/build/entry.client-AAAA1111.js" }, routes: {}, version: "aaaa1111" };`,
      'export { assets_manifest_default as assets };',
    ].join('\n')
    const replaced = replaceServerAssets(server, rewritten).split('\n')
    expect(replaced[0]).toBe('var a = 1;')
    expect(replaced[1]).toBe(`var assets_manifest_default = ${JSON.stringify(rewritten)};`)
    expect(replaced[2]).toBe('export { assets_manifest_default as assets };')
  })

  test('refuses a server build without its manifest, or with two', () => {
    expect(() => replaceServerAssets('var a = 1;', rewritten)).toThrow(
      'the server build holds 0 asset manifests, not one',
    )
    const twice = 'var assets_manifest_default = {};\nvar assets_manifest_default = {};'
    expect(() => replaceServerAssets(twice, rewritten)).toThrow('the server build holds 2 asset manifests, not one')
  })
})
