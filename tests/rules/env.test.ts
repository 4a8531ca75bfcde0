import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { envVariables } from '~/utils/env.server'

/**
 * Configuration has one door: the zod schema in app/utils/env.server.ts reads process.env, and the
 * table of docs/configuration.md names exactly its variables with their defaults. (ESLint's
 * no-restricted-properties says the first part too, while editing; this says it in the tests.)
 * backend/, scripts/, tests/ and the config files are other programs and read their own variables.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const READER = 'app/utils/env.server.ts'

type EnvUse = { line: number; write: boolean }

/** Every `process.env` (or `globalThis.process.env`) in a module, and whether it is the target of `process.env.X = …`. */
function processEnvUses(fileName: string, source: string): EnvUse[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const uses: EnvUse[] = []
  const isProcess = (node: ts.Expression) =>
    (ts.isIdentifier(node) && node.text === 'process') ||
    (ts.isPropertyAccessExpression(node) && node.name.text === 'process' && node.expression.getText() === 'globalThis')
  const visit = (node: ts.Node) => {
    const isEnv =
      (ts.isPropertyAccessExpression(node) && node.name.text === 'env' && isProcess(node.expression)) ||
      (ts.isElementAccessExpression(node) &&
        ts.isStringLiteralLike(node.argumentExpression) &&
        node.argumentExpression.text === 'env' &&
        isProcess(node.expression))
    if (isEnv) {
      const member = node.parent
      const assignment = member.parent
      const write =
        (ts.isPropertyAccessExpression(member) || ts.isElementAccessExpression(member)) &&
        member.expression === node &&
        ts.isBinaryExpression(assignment) &&
        assignment.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        assignment.left === member
      uses.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, write })
    }
    // `const { env } = process`
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      isProcess(node.initializer) &&
      ts.isObjectBindingPattern(node.name) &&
      node.name.elements.some((e) => (e.propertyName ?? e.name).getText() === 'env')
    )
      uses.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, write: false })
    ts.forEachChild(node, visit)
  }
  visit(file)
  return uses
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|js|mjs)$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

/** The body rows of the configuration page's table (the first table on the page). */
function configurationRows(page: string): string[][] {
  return tableRows(page)
}

/** The variables of the table (each row's first cell, in backticks), in order. */
function tableVariables(page: string): string[] {
  return configurationRows(page).flatMap(([first]) =>
    [...(first ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!),
  )
}

/** The default cell of each row, by its first cell without backticks. */
function tableDefaults(page: string): Map<string, string> {
  return new Map(configurationRows(page).map(([name, value]) => [(name ?? '').replaceAll('`', ''), value ?? '']))
}

/** The body rows of the first Markdown table in a text, as trimmed cells (header and separator left out). */
function tableRows(text: string): string[][] {
  const lines = text.split('\n')
  const start = lines.findIndex((l) => l.trim().startsWith('|'))
  if (start < 0) return []
  const table: string[] = []
  for (const line of lines.slice(start)) {
    if (!line.trim().startsWith('|')) break
    table.push(line.trim())
  }
  return table.slice(2).map((row) =>
    row
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim()),
  )
}

describe('process.env', () => {
  it(`is read in app/ and server/ only by ${READER}`, () => {
    const found: string[] = []
    for (const file of [...sourceFiles('app'), ...sourceFiles('server')]) {
      if (file === READER) continue
      for (const use of processEnvUses(file, readFileSync(path.join(root, file), 'utf8'))) {
        found.push(`${file}:${use.line}${use.write ? ' (a write)' : ''}`)
      }
    }
    expect(found).toEqual([])
    // it parses every source file: seconds, more on a loaded machine
  }, 30_000)

  it('is found in every form the check knows', () => {
    const source = [
      'const a = process.env.A',
      "const b = process.env['B']",
      'const { C } = process.env',
      'const { env } = process',
      'process.env.D = a',
      'const e = globalThis.process.env.E',
      'const f = { env: 1 }.env',
    ].join('\n')
    expect(processEnvUses('x.ts', source)).toEqual([
      { line: 1, write: false },
      { line: 2, write: false },
      { line: 3, write: false },
      { line: 4, write: false },
      { line: 5, write: true },
      { line: 6, write: false },
    ])
  })
})

describe('the configuration table of docs/configuration.md', () => {
  const page = readFileSync(path.join(root, 'docs/configuration.md'), 'utf8')
  const schemaVariables = Object.keys(envVariables)

  it('lists exactly the variables of the env schema, each once', () => {
    const listed = tableVariables(page)
    expect(listed.length, 'the table should be found and have rows').toBeGreaterThan(0)
    expect([...listed].sort()).toEqual([...new Set(listed)].sort())
    expect([...listed].sort()).toEqual([...schemaVariables].sort())
  })

  it("names the schema's default of each variable that has one", () => {
    const defaults = tableDefaults(page)
    const wrong: Record<string, { schema: string; page: string }> = {}
    for (const [name, type] of Object.entries(envVariables)) {
      if (!(type instanceof z.ZodDefault)) continue
      const value = String((type as z.ZodDefault<z.ZodTypeAny>)._def.defaultValue())
      const cell = defaults.get(name) ?? ''
      if (!cell.includes(`\`${value}\``)) wrong[name] = { schema: value, page: cell }
    }
    expect(wrong).toEqual({})
  })

  it('is read from the first table of a page like docs/configuration.md', () => {
    const text = [
      '# Configuration',
      '',
      'Some text.',
      '',
      '| variable | default | meaning |',
      '|---|---|---|',
      '| `PORT` | `3000` | the port |',
      '| `A_B`, `C` | `x`, `y` | two at once, with a \\| pipe |',
      '',
      '## Next',
      '| `NOT_THIS` | | |',
    ].join('\n')
    expect(tableVariables(text)).toEqual(['PORT', 'A_B', 'C'])
    expect(tableDefaults(text).get('PORT')).toBe('`3000`')
  })
})
