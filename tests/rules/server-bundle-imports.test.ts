/**
 * The app modules `server/` imports (the env schema, and what it imports) are bundled into build/server.js by
 * esbuild, which knows nothing of the `~/` alias: it would leave `~/…` as a package to find at run time, and the
 * server would not start. They import each other by relative paths.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const specifiers = (source: string) =>
  // `import type` goes away in the bundle
  [...source.matchAll(/^import\s(?!type\s)[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!)

/** Every app module a server/ module reaches, following relative imports, with the specifiers it imports. */
function reachedFromServer(): Map<string, string[]> {
  const seen = new Map<string, string[]>()
  const queue = ['server/index.ts']
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    const imports = specifiers(readFileSync(join(root, file), 'utf8'))
    seen.set(file, imports)
    for (const spec of imports) {
      if (!spec.startsWith('.')) continue
      const target = relative(root, join(root, dirname(file), spec))
      queue.push(/\.tsx?$/.test(target) ? target : `${target}.ts`)
    }
  }
  return seen
}

describe('the app modules bundled into the server', () => {
  it('import each other by relative paths, never the ~/ alias', () => {
    const reached = reachedFromServer()
    const appModules = [...reached.keys()].filter((file) => file.startsWith('app/'))
    expect(appModules).toContain('app/utils/env.server.ts')
    const aliased = appModules.flatMap((file) =>
      reached
        .get(file)!
        .filter((spec) => spec.startsWith('~/'))
        .map((spec) => `${file} imports ${spec}`),
    )
    expect(aliased).toEqual([])
  })
})
