import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appDir, flatRouteManifest, remixConfig, routeManifest } from './route-manifest'

/**
 * A route module exports only what Remix reads from it. Anything else (a helper, a constant, a
 * type for another module) belongs in the route folder's `.server` module, its area's module in app/areas/,
 * domain, messages or ui, where other modules can import it without importing a page.
 */
const REMIX_ROUTE_EXPORTS = [
  'loader',
  'action',
  'meta',
  'links',
  'headers',
  'handle',
  'ErrorBoundary',
  'shouldRevalidate',
  'clientLoader',
  'default',
] as const

/**
 * The names a module exports, read with the TypeScript parser (no type checking): `default` for a
 * default export, `*` for `export * from` (which hides what it exports), types included.
 */
function exportedNames(fileName: string, source: string): string[] {
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind)
  const names: string[] = []
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause
      if (!clause) names.push('*')
      else if (ts.isNamespaceExport(clause)) names.push(clause.name.text)
      else names.push(...clause.elements.map((e) => e.name.text))
    } else if (ts.isExportAssignment(statement)) {
      names.push(statement.isExportEquals ? 'export =' : 'default')
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) names.push('default')
      else if (ts.isVariableStatement(statement))
        names.push(...statement.declarationList.declarations.flatMap((d) => bindingNames(d.name)))
      else if (isNamedDeclaration(statement))
        names.push(statement.name?.text ?? `(unnamed ${ts.SyntaxKind[statement.kind]})`)
      else names.push(`(unknown ${ts.SyntaxKind[statement.kind]})`)
    }
  }
  return names
}

/** What a route module exports beyond Remix's names. */
function extraExports(fileName: string, source: string): string[] {
  const allowed: readonly string[] = REMIX_ROUTE_EXPORTS
  return exportedNames(fileName, source).filter((name) => !allowed.includes(name))
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind) {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind)
}

function isNamedDeclaration(node: ts.Statement) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isEnumDeclaration(node) ||
    ts.isModuleDeclaration(node) ||
    ts.isImportEqualsDeclaration(node)
  )
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text]
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)))
}

let ignoredRouteFiles: string[]
let tableFiles: string[]
beforeAll(async () => {
  ignoredRouteFiles = (await remixConfig()).default.ignoredRouteFiles ?? []
  const flat = new Set(remixRouteFiles(appDir))
  tableFiles = [...new Set(Object.values(await routeManifest()).map((r) => r.file))].filter(
    (file) => file !== 'root.tsx' && !flat.has(file),
  )
})

/** The route modules the compiler finds: Remix's own flat-routes convention, with remix.config.js's ignores. */
function remixRouteFiles(dir: string) {
  return Object.values(flatRouteManifest(dir, ignoredRouteFiles))
    .map((route) => route.file)
    .sort()
}

describe('route modules', () => {
  it('are the files directly in app/routes/ and the route.tsx of each route folder (resource endpoints: the table)', () => {
    const byConvention = readdirSync(path.join(appDir, 'routes'), { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory()
          ? readdirSync(path.join(appDir, 'routes', e.name))
              .filter((f) => /^route\.tsx?$/.test(f))
              .map((f) => `routes/${e.name}/${f}`)
          : /\.tsx?$/.test(e.name) && !/\.(test\.tsx?|resource\.ts)$/.test(e.name)
            ? [`routes/${e.name}`]
            : [],
      )
      .sort()
    expect(byConvention.length).toBeGreaterThan(25)
    expect(remixRouteFiles(appDir)).toEqual(byConvention)
  })

  it('export only the names Remix reads', () => {
    const offenders: Record<string, string[]> = {}
    expect(tableFiles.length).toBeGreaterThan(15)
    for (const file of [...remixRouteFiles(appDir), ...tableFiles]) {
      const extras = extraExports(file, readFileSync(path.join(appDir, file), 'utf8'))
      if (extras.length > 0) offenders[`app/${file}`] = extras
    }
    expect(offenders).toEqual({})
  })

  describe('the check itself', () => {
    it('fails a route with one more export', () => {
      const source = `
        import { json } from '@remix-run/node'
        export const loader = () => json({})
        export const helper = 1
        export default function Page() { return null }
      `
      expect(extraExports('routes/page.tsx', source)).toEqual(['helper'])
    })

    it('reads every form of export', () => {
      const source = `
        export async function loader() {}
        export const meta = () => [], { a, b: [c, , d], ...rest } = x
        export class Thing {}
        export type Data = { n: number }
        export interface Props {}
        export enum Kind { A }
        export { action, shared as handle, other as default } from './other'
        export * from './everything'
        export * as ns from './namespace'
      `
      expect(exportedNames('routes/page.tsx', source)).toEqual([
        'loader',
        'meta',
        'a',
        'c',
        'd',
        'rest',
        'Thing',
        'Data',
        'Props',
        'Kind',
        'action',
        'handle',
        'default',
        '*',
        'ns',
      ])
      expect(exportedNames('routes/page.tsx', 'export default () => null')).toEqual(['default'])
      expect(exportedNames('routes/page.tsx', 'const Page = () => null\nexport default Page')).toEqual(['default'])
    })
  })
})

describe('remix.config.js', () => {
  // a throwaway app folder, so the check needs no test file inside app/routes/
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'route-exports-'))
    mkdirSync(path.join(dir, 'routes', 'folder'), { recursive: true })
    for (const file of [
      'root.tsx',
      'routes/page.tsx',
      'routes/page.test.ts',
      'routes/other.test.tsx',
      'routes/folder/route.tsx',
      'routes/folder.test.ts',
      'routes/endpoint.resource.ts',
    ])
      writeFileSync(path.join(dir, file), 'export default function Page() { return null }\n')
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps tests beside the routes, and the resource endpoints its table registers, out of the flat routes', () => {
    expect(remixRouteFiles(dir)).toEqual(['routes/folder/route.tsx', 'routes/page.tsx'])
  })
})
