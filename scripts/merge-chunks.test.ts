import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseManifestScript, type AssetsManifest } from './chunks/manifest.ts'
import { mergeChunks } from './merge-chunks.ts'

/** A small build as the classic compiler writes it: chunks importing each other by URL, one island. */
const compiled: Record<string, string> = {
  'build/_shared/chunk-REACT1.js': 'export const react = "react";',
  'build/entry.client-ENTRY1.js': 'import { react } from "/build/_shared/chunk-REACT1.js"; globalThis.entry = react;',
  'build/root-ROOT1.js': 'import { react } from "/build/_shared/chunk-REACT1.js"; export default () => react;',
  'build/_shared/chunk-FORM1.js': 'export const form = "form";',
  'build/_shared/chunk-FIELD1.js': 'export const field = "field";',
  'build/routes/a-AAAA1.js': [
    'import { form } from "/build/_shared/chunk-FORM1.js";',
    'import { field } from "/build/_shared/chunk-FIELD1.js";',
    'export default () => form + field;',
    'export const openViewer = () => import("/build/_shared/viewer.client-VIEW1.js");',
  ].join('\n'),
  'build/routes/b-BBBB1.js': 'import { form } from "/build/_shared/chunk-FORM1.js"; export default () => form;',
  'build/_shared/viewer.client-VIEW1.js':
    'import { field } from "/build/_shared/chunk-FIELD1.js"; export default "viewer " + field;',
  'build/_assets/app-CSS1.css': 'body{}',
}
const manifest: AssetsManifest = {
  entry: { module: '/build/entry.client-ENTRY1.js', imports: ['/build/_shared/chunk-REACT1.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/build/root-ROOT1.js', imports: ['/build/_shared/chunk-REACT1.js'] },
    'routes/a': {
      id: 'routes/a',
      parentId: 'root',
      path: 'a',
      module: '/build/routes/a-AAAA1.js',
      imports: ['/build/_shared/chunk-FORM1.js', '/build/_shared/chunk-FIELD1.js'],
    },
    'routes/b': {
      id: 'routes/b',
      parentId: 'root',
      path: 'b',
      module: '/build/routes/b-BBBB1.js',
      imports: ['/build/_shared/chunk-FORM1.js'],
    },
  },
  version: 'aaaa1111',
  url: '/build/manifest-AAAA1111.js',
}

let root: string
let result: { modules: number; files: number }
let rewritten: AssetsManifest
const publicDir = () => join(root, 'public')
const scripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scripts(join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name],
  )

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'merge-chunks-'))
  // the bundled files are ES modules: this test imports them
  writeFileSync(join(root, 'package.json'), '{"type":"module"}')
  for (const [file, source] of Object.entries({
    ...compiled,
    [`build/manifest-AAAA1111.js`]: `window.__remixManifest=${JSON.stringify(manifest)};`,
    'build/_shared/chunk-FORM1.js.br': 'stale',
  })) {
    mkdirSync(dirname(join(publicDir(), file)), { recursive: true })
    writeFileSync(join(publicDir(), file), source)
  }
  mkdirSync(join(root, 'build'))
  writeFileSync(
    join(root, 'build/index.js'),
    `var a = 1;\nvar assets_manifest_default = ${JSON.stringify(manifest)};\nexport { assets_manifest_default as assets };\n`,
  )
  result = await mergeChunks({ publicDir: publicDir(), serverBuild: join(root, 'build/index.js') })
  const [manifestFile] = readdirSync(join(publicDir(), 'build')).filter((f) => f.startsWith('manifest-'))
  rewritten = parseManifestScript(readFileSync(join(publicDir(), 'build', manifestFile!), 'utf8'))
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe("the browser's files bundled again", () => {
  test("replace the compiler's files, their compressed copies too, and leave the styles", () => {
    const files = scripts(join(publicDir(), 'build'))
    expect(files.filter((f) => /[A-Z]1\.js/.test(f) || f.endsWith('.br'))).toEqual([])
    expect(files).toContain('_assets/app-CSS1.css')
    expect(result).toEqual({
      modules: 4,
      files: files.filter((f) => f.endsWith('.js') && !f.startsWith('manifest-')).length,
    })
  })

  test('put what the entry and the root import into the base chunk, and a shared module into a chunk of its own', () => {
    expect(rewritten.entry.imports).toEqual([expect.stringMatching(/^\/build\/_shared\/base-[0-9a-z]+\.js$/)])
    expect(rewritten.routes.root!.imports).toEqual(rewritten.entry.imports)
    expect(rewritten.routes['routes/a']!.module).toMatch(/^\/build\/routes\/a-[0-9a-z]+\.js$/)
    const shared = rewritten.routes['routes/b']!.imports!.filter((f) => f.includes('/shared-'))
    expect(shared).toHaveLength(1)
    expect(rewritten.routes['routes/a']!.imports).toEqual(expect.arrayContaining(shared))
  })

  test('keep an island behind its dynamic import, in a file of its own that no page preloads', () => {
    const island = scripts(join(publicDir(), 'build/_shared')).filter((f) => f.startsWith('viewer.client-'))
    expect(island).toHaveLength(1)
    const preloaded = Object.values(rewritten.routes).flatMap((r) => [r.module, ...(r.imports ?? [])])
    expect(preloaded.some((f) => f.includes('viewer.client'))).toBe(false)
  })

  test('run as they did: each route module renders, and the island loads when asked for', async () => {
    const load = (url: string) => import(pathToFileURL(join(publicDir(), url)).href)
    expect((await load(rewritten.routes['routes/a']!.module)).default()).toBe('formfield')
    expect((await load(rewritten.routes['routes/b']!.module)).default()).toBe('form')
    expect((await load(rewritten.routes.root!.module)).default()).toBe('react')
    expect((await (await load(rewritten.routes['routes/a']!.module)).openViewer()).default).toBe('viewer field')
  })

  test('write one manifest under its new version, and the same manifest into the server build', () => {
    expect(readdirSync(join(publicDir(), 'build')).filter((f) => f.startsWith('manifest-'))).toEqual([
      `manifest-${rewritten.version!.toUpperCase()}.js`,
    ])
    expect(rewritten.url).toBe(`/build/manifest-${rewritten.version!.toUpperCase()}.js`)
    const server = readFileSync(join(root, 'build/index.js'), 'utf8').split('\n')
    expect(server[0]).toBe('var a = 1;')
    expect(server[1]).toBe(`var assets_manifest_default = ${JSON.stringify(rewritten)};`)
  })
})
