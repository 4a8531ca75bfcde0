import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { appDir, routeManifest } from './route-manifest'

/**
 * useTexts('ns') finds its texts in the data of the page's matched routes (app/utils/language/texts.ts)
 * and throws on a page whose loaders did not send them. Read from the source, before any page runs:
 * every namespace a route's modules read with useTexts (the modules it imports, at any depth,
 * `import()` too) is named in a textsFor call of that route's modules or of a route above it.
 */

type Module = { imports: string[]; shown: string[]; sent: string[] }

const modules = new Map<string, Module>()

/** A module's path from an import of `from`: app/'s alias and relative paths; packages are not followed. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('~/') && !specifier.startsWith('.')) return null
  const base = specifier.startsWith('~/')
    ? path.join(appDir, specifier.slice(2))
    : path.join(path.dirname(from), specifier)
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((e) => base + e)
  return found.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

/** The text of each call of `name(...)` in `source`, inside its balanced parentheses. */
function callArguments(source: string, name: string): string[] {
  const calls: string[] = []
  for (const match of source.matchAll(new RegExp(`\\b${name}\\(`, 'g'))) {
    let depth = 1
    let end = match.index + match[0].length
    while (depth > 0 && end < source.length) {
      const c = source[end++]
      if (c === '(') depth++
      if (c === ')') depth--
    }
    calls.push(source.slice(match.index + match[0].length, end - 1))
  }
  return calls
}

const quoted = (text: string) => [...text.matchAll(/'([a-zA-Z]+)'/g)].map((m) => m[1]!)

/** The namespaces a module's textsFor calls name, a spread constant's (`...rootNamespaces`) too. */
export function namespacesSent(source: string): string[] {
  return callArguments(source, 'textsFor').flatMap((args) => [
    ...quoted(args),
    ...[...args.matchAll(/\.\.\.(\w+)/g)].flatMap(([, name]) => {
      const list = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(source)
      return list ? quoted(list[1]!) : []
    }),
  ])
}

function read(file: string): Module {
  let module = modules.get(file)
  if (module) return module
  const source = readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport\()\s*'([^']+)'/g)].map((m) => m[1]!)
  module = {
    imports: specifiers.flatMap((s) => resolve(file, s) ?? []),
    shown: [...source.matchAll(/\buseTexts\('(\w+)'\)/g)].map((m) => m[1]!),
    sent: namespacesSent(source),
  }
  modules.set(file, module)
  return module
}

/** A module and every module it imports, at any depth. */
function closure(file: string): string[] {
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f)) return
    seen.add(f)
    read(f).imports.forEach(visit)
  }
  visit(file)
  return [...seen]
}

type Route = { id: string; parentId?: string; file: string }
let routes: Route[] = []
beforeAll(async () => {
  routes = Object.values(await routeManifest())
})

const fileOf = (route: Route) => path.join(appDir, route.file)
const lineage = (route: Route): Route[] => {
  const parent = routes.find((r) => r.id === route.parentId)
  return parent && parent !== route ? [route, ...lineage(parent)] : [route]
}

/** "route: ns (read in module)" for each namespace a route's modules read that no loader of its page sends. */
function unsent(route: Route, sentBy: Route[] = lineage(route)): string[] {
  const sent = new Set(sentBy.flatMap((r) => closure(fileOf(r)).flatMap((f) => read(f).sent)))
  return closure(fileOf(route)).flatMap((file) =>
    read(file)
      .shown.filter((ns) => !sent.has(ns))
      .map(
        (ns) => `${route.file}: '${ns}' (useTexts in ${path.relative(appDir, file)}) is sent by no loader of the page`,
      ),
  )
}

describe('the texts a page reads', () => {
  it('are sent by a loader of the page or of a route above it', () => {
    expect(routes.length).toBeGreaterThan(50)
    const shown = routes.flatMap((r) => closure(fileOf(r)).flatMap((f) => read(f).shown))
    expect(new Set(shown).size).toBeGreaterThan(40)
    expect(routes.flatMap((r) => unsent(r))).toEqual([])
  })

  it("are found missing when the page's own loader is left out (the check itself)", () => {
    const devices = routes.find((r) => r.file === 'routes/_app.devices.tsx')!
    const aboveOnly = lineage(devices).slice(1)
    expect(unsent(devices, aboveOnly)).toContain(
      "routes/_app.devices.tsx: 'devicesScreen' (useTexts in routes/_app.devices.tsx) is sent by no loader of the page",
    )
  })

  it('reads the namespaces of a textsFor call, nested calls and a spread constant included', () => {
    const source = [
      "const shared = ['frameMessages', 'formMessages'] as const",
      "const a = textsFor(localeOf(request), 'devicesScreen',\n  'pagingLabels')",
      'const b = textsFor(locale, ...shared)',
    ].join('\n')
    expect(namespacesSent(source)).toEqual(['devicesScreen', 'pagingLabels', 'frameMessages', 'formMessages'])
  })
})
