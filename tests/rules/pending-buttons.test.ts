/**
 * A button is never `disabled` because its form is being sent: a disabled button gives up the focus, and a
 * screen reader left on the document moves to the next page without a word. A form that holds its button while
 * pending says so with SubmitButton's `pending` (app/ui/form/submit-button.tsx: aria-disabled, presses held, the
 * focus kept). This check reads every .tsx under app/ with the TypeScript compiler and reports, with file:line,
 * a `disabled={…}` whose expression reads a name taken from Remix's useNavigation() in that file (`const busy =
 * useNavigation().state === 'submitting'`, `const navigation = useNavigation()` and what is derived from it).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const appDir = fileURLToPath(new URL('../../app/', import.meta.url))

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(path)
    return entry.name.endsWith('.tsx') ? [path] : []
  })
}

/** The identifiers an expression reads. */
function namesIn(node: ts.Node, out = new Set<string>()): Set<string> {
  if (ts.isIdentifier(node)) out.add(node.text)
  node.forEachChild((child) => void namesIn(child, out))
  return out
}

/** `disabled={…}` attributes that read the navigation's state, in one file's source. */
export function pendingDisabled(file: string, source: string): { file: string; line: number; text: string }[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  // the names bound to useNavigation() or to anything computed from such a name, in declaration order
  const pending = new Set<string>(['useNavigation'])
  const visitDeclarations = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if ([...namesIn(node.initializer)].some((n) => pending.has(n))) pending.add(node.name.text)
    }
    node.forEachChild(visitDeclarations)
  }
  visitDeclarations(sf)
  const found: { file: string; line: number; text: string }[] = []
  const visitAttributes = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.name.getText(sf) === 'disabled' && node.initializer) {
      const expression = ts.isJsxExpression(node.initializer) ? node.initializer.expression : undefined
      if (expression && [...namesIn(expression)].some((n) => pending.has(n))) {
        found.push({ file, line: sf.getLineAndCharacterOfPosition(node.pos).line + 1, text: node.getText(sf) })
      }
    }
    node.forEachChild(visitAttributes)
  }
  visitAttributes(sf)
  return found
}

describe('a pending form keeps its button focusable', () => {
  it('no button is disabled from the navigation state: SubmitButton pending is used instead', () => {
    const found = tsxFiles(appDir).flatMap((file) =>
      pendingDisabled(relative(appDir, file), readFileSync(file, 'utf8')),
    )
    expect(found.map((f) => `app/${f.file}:${f.line} ${f.text}`)).toEqual([])
  })

  it('finds a submit button disabled while its form is sent, directly or through a derived name', () => {
    const source = `
      export function A() {
        const navigation = useNavigation()
        const busy = navigation.state !== 'idle'
        const sending = useNavigation().state === 'submitting'
        const agreed = true
        return <>
          <button type="submit" disabled={busy}>Send</button>
          <button type="submit" disabled={sending || !agreed}>Send</button>
          <SubmitButton pending={busy} disabled={!agreed}>Send</SubmitButton>
        </>
      }`
    expect(pendingDisabled('a.tsx', source).map((f) => f.text)).toEqual([
      'disabled={busy}',
      'disabled={sending || !agreed}',
    ])
  })
})
