/**
 * Every user-facing text lives in app/messages/ (ADR 20). This check reads every .tsx under app/
 * with the TypeScript compiler and reports, with file:line, any text written inline:
 *  - JSX text with a letter in it;
 *  - string values of user-facing attributes and props (aria-label, title, alt, placeholder,
 *    label, hint, ...): "…", {'…'}, {`…`}, and the branches of {a ? '…' : '…'} or {a ?? '…'};
 *  - the same values in a component's default props (`placeholder = 'Select'`);
 *  - strings in JSX children, like {open ? 'Hide' : 'Show'};
 *  - `title` strings in meta functions (`export const meta`, `staticPageMeta`, ...).
 * What must stay inline goes in `allowed` below, with the reason. Not seen: a text kept in a variable
 * first (`const label = '…'`), and texts outside .tsx (loaders' json() in .ts files, app/domain).
 * ADR 40 says where texts go (an enum for plain texts, an object for texts with parameters).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

type InlineText = { file: string; line: number; text: string }

/** Texts allowed to stay inline: the file (relative to app/), the exact text, and why. */
const allowed: { file: string; text: string; reason: string }[] = []

/** Attributes and props whose string value is shown or read out to the patient. */
const USER_FACING_NAME =
  /^(aria-(label|description|roledescription|valuetext|placeholder)|title|alt|placeholder|label|hint|legend|heading|caption|summary|message|done|[a-z]+(Label|Title|Text|Hint|Message))$/

/** Letters in any script; HTML entities (&nbsp;, &times;) are not words. */
const hasLetter = (text: string) => /\p{L}/u.test(text.replace(/&(#\w+|[a-z]+\d*);/gi, ''))

/**
 * The string literals an expression can evaluate to: itself, both branches of a conditional,
 * both sides of ?? and ||, the right of &&, the parts of a + concatenation. Not the strings it only
 * compares with or passes to a call (`status === 'DONE'`, `format(d, 'DD MMM')`).
 */
function resultStrings(node: ts.Expression): { node: ts.Node; text: string }[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ node, text: node.text }]
  if (ts.isTemplateExpression(node))
    return [{ node, text: [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('${…}') }]
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node)
  )
    return resultStrings(node.expression)
  if (ts.isConditionalExpression(node)) return [...resultStrings(node.whenTrue), ...resultStrings(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return resultStrings(node.right)
    if (
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.PlusToken
    )
      return [...resultStrings(node.left), ...resultStrings(node.right)]
  }
  return []
}

const propertyName = (name: ts.Node) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isJsxNamespacedName(name) ? name.getText() : ''

/** A meta function: `meta`, `somethingMeta`, or anything typed MetaFunction. */
function isMetaDeclaration(node: ts.Node): boolean {
  if (ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) {
    const name = node.name && ts.isIdentifier(node.name) ? node.name.text : ''
    return /^meta$|Meta$/.test(name) || (node.type?.getText().includes('MetaFunction') ?? false)
  }
  return false
}

/** The inline user-facing texts of one .tsx source. */
function findInlineTexts(file: string, source: string): InlineText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: InlineText[] = []
  const report = (node: ts.Node, text: string) => {
    if (!hasLetter(text)) return
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile))
    found.push({ file, line: line + 1, text: text.replace(/\s+/g, ' ').trim() })
  }
  const reportExpression = (expression: ts.Expression | undefined) => {
    if (expression) for (const s of resultStrings(expression)) report(s.node, s.text)
  }

  const visit = (node: ts.Node, inMeta: boolean) => {
    if (ts.isJsxText(node)) report(node, node.text)
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      reportExpression(node.expression)
    else if (ts.isJsxAttribute(node) && USER_FACING_NAME.test(propertyName(node.name))) {
      const value = node.initializer
      if (value && ts.isStringLiteral(value)) report(value, value.text)
      else if (value && ts.isJsxExpression(value)) reportExpression(value.expression)
    } else if (
      ts.isBindingElement(node) &&
      node.initializer &&
      USER_FACING_NAME.test(propertyName(node.propertyName ?? node.name))
    )
      reportExpression(node.initializer)
    else if (inMeta && ts.isPropertyAssignment(node) && propertyName(node.name) === 'title')
      reportExpression(node.initializer)
    ts.forEachChild(node, (child) => visit(child, inMeta || isMetaDeclaration(node)))
  }
  visit(sourceFile, false)
  return found
}

const appDir = fileURLToPath(new URL('../../app/', import.meta.url))

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : []
  })
}

describe('no inline user-facing text', () => {
  // every .tsx under app/, read and searched once for the three checks
  const files = tsxFiles(appDir)
  const inline = files.flatMap((path) => findInlineTexts(relative(appDir, path), readFileSync(path, 'utf8')))

  it('finds no text outside app/messages/ in any .tsx under app/', () => {
    const found = inline
      .filter((t) => !allowed.some((a) => a.file === t.file && a.text === t.text))
      .map((t) => `app/${t.file}:${t.line}  ${t.text}`)
    expect(found, 'texts written inline: move them to app/messages/ (ADR 40)').toEqual([])
  })

  it('reads the whole app: routes, ui, islands and root', () => {
    const names = files.map((path) => relative(appDir, path))
    expect(names).toContain('root.tsx')
    for (const dir of ['routes/', 'ui/', 'islands/'])
      expect(names.filter((f) => f.startsWith(dir)).length, dir).toBeGreaterThan(3)
  })

  it('keeps every allowed entry in use, each with a reason', () => {
    for (const a of allowed) {
      expect(a.reason.trim(), `${a.file}: ${a.text}`).not.toBe('')
      expect(
        inline.some((t) => t.file === a.file && t.text === a.text),
        `${a.file}: ${a.text} is no longer there`,
      ).toBe(true)
    }
  })
})

describe('the check itself', () => {
  const texts = (source: string) => findInlineTexts('example.tsx', source).map((t) => `${t.line}: ${t.text}`)

  it('catches JSX text, user-facing attributes, children strings, default props and meta titles', () => {
    const source = [
      "export const meta = () => [{ title: 'Cancel appointment | Patient Portal' }]",
      'export const otherMeta: MetaFunction = () => [{ title: `${x} | Patient Portal` }]',
      "export function Field({ placeholder = 'Select', label }: Props) {",
      '  return (',
      '    <div className="field" aria-label="Main menu" title={\'Close\'}>',
      '      <h1>Book an appointment</h1>',
      '      <img src="/logo.svg" alt={`Photo of ${name}`} />',
      "      <Field label={open ? 'Hide slots' : 'Show slots'} hint={hint ?? 'Up to 100'} />",
      "      <span>{busy ? 'Loading...' : ''}</span>",
      '      <p>{count} left</p>',
      '    </div>',
      '  )',
      '}',
    ].join('\n')
    expect(texts(source)).toEqual([
      '1: Cancel appointment | Patient Portal',
      '2: ${…} | Patient Portal',
      '3: Select',
      '5: Main menu',
      '5: Close',
      '6: Book an appointment',
      '7: Photo of ${…}',
      '8: Hide slots',
      '8: Show slots',
      '8: Up to 100',
      '9: Loading...',
      '10: left',
    ])
  })

  it('leaves alone what is not shown: class names, ids, urls, form names and values, test ids, comparisons', () => {
    const source = [
      "export const meta = () => [{ title: m.title }, { name: 'robots', content: 'noindex' }]",
      'export function Page() {',
      '  return (',
      '    <form method="post" action="/cancel" encType="multipart/form-data">',
      '      <input type="hidden" name="intent" value="cancel" id="cancel-intent" data-testid="cancel" />',
      '      <a href="https://example.org" rel="noopener noreferrer" className={open ? \'on\' : \'off\'}>',
      '        {m.link}',
      '      </a>',
      "      <p aria-label={m.label}>{status === 'CANCELLED' ? m.cancelled : format(day, 'DD MMM YYYY')}</p>",
      '      <span aria-hidden="true">· – / &nbsp; 1:30</span>',
      '      {/* a comment in JSX is not text */}',
      '    </form>',
      '  )',
      '}',
    ].join('\n')
    expect(texts(source)).toEqual([])
  })
})
