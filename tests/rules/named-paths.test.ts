/**
 * The repo speaks of itself, and truly:
 *  - every repo path a comment names (in app/, server/, backend/, scripts/, tests/ and the root's
 *    configuration files) or a page of docs/ names exists, so a reader who follows it finds the file. A path is `app/…`, `server/…`,
 *    `tests/…`, `docs/…`, `backend/…`, `scripts/…`, `deploy/…` or `content/…` ending in a file
 *    extension or a slash. Placeholders stand for any name: `<area>`, `*`, `${…}`, `…`, and
 *    `{en,hi,kn}` for each of its choices; such a path must match at least one file. A relative link
 *    of a docs page (`[text](../decisions/…)`) must lead to a file too;
 *  - every heading cited as `page.md#heading`, anywhere, or linked from a docs page, is a heading of
 *    that page, so a citation such as docs/rules/booking.md#validation stays true;
 *  - no file names a numbered work item (an issue, a finding or a session with its number) or an
 *    outside document (a numbered spec, its sections, the design notes): comments cite the portal's
 *    own rules, docs/rules/<page>.md#<heading>, and the ADRs of docs/decisions/.
 * Each failure lists file:line and what it found.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Not the repo's own text: installed packages, build output, local data and test reports. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'build', '.cache', '.data', 'test-results', 'playwright-report'])
/** Build output and vendored files served from public/ (pdf.js is copied in by a script, ADR 28). */
const SKIPPED_PATHS = new Set(['public/build', 'public/pdfjs'])
/** Files whose text is not ours: the lock file lists packages by their registry names. */
const SKIPPED_FILES = new Set(['package-lock.json'])
const BINARY = /\.(png|jpe?g|gif|webp|ico|pdf|heic|heif|woff2?|ttf|otf|sqlite|db|zip|gz|tgz|wasm)$/i

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !SKIPPED_PATHS.has(path)) walk(path, out)
    } else if (entry.isFile() && !SKIPPED_FILES.has(path) && !BINARY.test(entry.name)) out.push(path)
  }
  return out
}

const files = walk('')
const fileSet = new Set(files)

type Text = { file: string; line: number; text: string }

/** The comments of a TypeScript or JavaScript file (JSX comments too), each with its first line. */
function scriptComments(file: string, source: string): Text[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const seen = new Map<number, Text>()
  // a comment on the same line as the token before it is that token's trailing one, the rest leading
  const add = (pos: number) => {
    for (const r of [
      ...(ts.getTrailingCommentRanges(source, pos) ?? []),
      ...(ts.getLeadingCommentRanges(source, pos) ?? []),
    ]) {
      if (seen.has(r.pos)) continue
      const line = sf.getLineAndCharacterOfPosition(r.pos).line + 1
      seen.set(r.pos, { file, line, text: source.slice(r.pos, r.end) })
    }
  }
  // the comments before a node, and those after it up to the next token (before a closing brace too);
  // an empty {…} holds its comments inside
  const visit = (node: ts.Node) => {
    add(node.pos)
    add(node.end)
    if (ts.isJsxExpression(node) || ts.isBlock(node) || ts.isObjectLiteralExpression(node)) add(node.getStart(sf) + 1)
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return [...seen.values()]
}

/** The comments of a stylesheet: its `/* … *\/` blocks. */
function blockComments(file: string, source: string): Text[] {
  return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({
    file,
    line: source.slice(0, m.index).split('\n').length,
    text: m[0],
  }))
}

const SCRIPT = /\.(ts|tsx|js|mjs|cjs)$/
/** The code folders, and the configuration files at the root (vitest.config.ts, playwright.config.ts, ...). */
const COMMENTED_DIRS = /^(app|server|backend|scripts|tests)\/|^[^/]+\.(ts|js)$/

/** The texts whose paths must exist: comments in the code folders, and docs/ pages whole. */
function namingTexts(): Text[] {
  const texts: Text[] = []
  for (const file of files) {
    if (COMMENTED_DIRS.test(file)) {
      const source = readFileSync(join(root, file), 'utf8')
      // a path that exists is fine wherever it stands: only a file naming a missing one is parsed
      if (missingIn(source).length === 0) continue
      if (SCRIPT.test(file)) texts.push(...scriptComments(file, source))
      else if (file.endsWith('.css')) texts.push(...blockComments(file, source))
    } else if (file.startsWith('docs/') && file.endsWith('.md')) {
      texts.push({ file, line: 1, text: readFileSync(join(root, file), 'utf8') })
    }
  }
  return texts
}

/** A repo path: one of the top folders, then name characters and placeholders, not inside a URL or another path. */
const NAMED_PATH =
  /(?<![\w./~@-])(?:app|server|tests|docs|backend|scripts|deploy|content)\/(?:[\w.$<>*{},…-]|\$\{[^}]*\})*(?:\/(?:[\w.$<>*{},…-]|\$\{[^}]*\})*)*/g

/** A path as named: a trailing full stop or comma is the sentence's, not the path's. */
function cleanPath(raw: string): string {
  return raw.replace(/[.,]+$/, '').replace(/\.\.\.$/, '')
}

/** A file or folder path: it ends in a slash, or its last part has an extension. */
function isNamedPath(path: string): boolean {
  if (path.endsWith('/')) return true
  return /\.[A-Za-z0-9]+$/.test(path.split('/').pop() ?? '') || /\.\{[\w,]+\}$/.test(path)
}

const PLACEHOLDER = /<[^>]*>|\*|\$\{[^}]*\}|…|\{[^}]*\}/

function expandChoices(path: string): string[] {
  const m = /\{([\w.-]+(?:,[\w.-]+)+)\}/.exec(path)
  if (!m) return [path]
  return m[1]!.split(',').flatMap((choice) => expandChoices(path.replace(m[0], choice)))
}

function patternOf(path: string): RegExp {
  const source = path
    .split(/(<[^>]*>|\*\*|\*|\$\{[^}]*\}|…|\{[^}]*\})/)
    .map((part, i) => (i % 2 ? (part === '**' ? '.*' : '[^/]*') : part.replace(/[.+?^$()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}${path.endsWith('/') ? '' : '(/.*)?'}`)
}

/** Whether a named path leads somewhere: the file or folder itself, or a file its placeholders match. */
function exists(path: string): boolean {
  return expandChoices(path).every((one) => {
    if (!PLACEHOLDER.test(one)) return existsSync(join(root, one))
    const pattern = patternOf(one)
    return files.some((file) => pattern.test(file))
  })
}

function lineOf(text: Text, index: number): number {
  return text.line + text.text.slice(0, index).split('\n').length - 1
}

/** The paths a text names that lead nowhere, with where they stand in it. */
function missingIn(text: string): { index: number; path: string }[] {
  return [...text.matchAll(NAMED_PATH)]
    .map((m) => ({ index: m.index, path: cleanPath(m[0]) }))
    .filter(({ path }) => isNamedPath(path) && !exists(path))
}

/** Paths named in comments and docs that lead nowhere, as file:line: path. */
function missingPaths(): string[] {
  return namingTexts().flatMap((text) =>
    missingIn(text.text).map(({ index, path }) => `${text.file}:${lineOf(text, index)}: ${path}`),
  )
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

const anchorCache = new Map<string, Set<string>>()
/** The anchors of a markdown page: one per heading. */
function anchorsOf(path: string): Set<string> {
  let anchors = anchorCache.get(path)
  if (!anchors) {
    const text = readFileSync(join(root, path), 'utf8')
    anchors = new Set([...text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) => slug(m[1]!)))
    anchorCache.set(path, anchors)
  }
  return anchors
}

/** Relative links of docs pages (`](../x.md#heading)`, `]: ../x.md`) that lead nowhere, as file:line: target. */
function brokenDocLinks(): string[] {
  const broken: string[] = []
  for (const file of files.filter((f) => f.startsWith('docs/') && f.endsWith('.md'))) {
    const text = readFileSync(join(root, file), 'utf8')
    for (const m of text.matchAll(/\]\(([^)\s]+)\)|^\[[^\]]+\]:\s*(\S+)/gm)) {
      const target = (m[1] ?? m[2])!
      if (/^[a-z]+:/i.test(target)) continue
      const [page, anchor] = target.split('#') as [string, string | undefined]
      const path = page ? relative(root, resolve(root, dirname(file), page)) : file
      const isFolder = existsSync(join(root, path)) && statSync(join(root, path)).isDirectory()
      const leads = fileSet.has(path) ? !anchor || !path.endsWith('.md') || anchorsOf(path).has(anchor) : isFolder
      if (!leads) broken.push(`${file}:${text.slice(0, m.index).split('\n').length}: ${target}`)
    }
  }
  return broken
}

/** A cited page and heading: `docs/rules/booking.md#validation`. */
const CITED_HEADING = /(?<![\w./~@-])((?:app|server|tests|docs|backend|scripts|deploy|content)\/[\w./-]*\.md)#([\w-]+)/g

/** Headings cited anywhere in the repo's text (`page.md#heading`) that the page lacks, as file:line: citation. */
function missingHeadings(): string[] {
  const missing: string[] = []
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    if (!text.includes('.md#')) continue
    for (const m of text.matchAll(CITED_HEADING)) {
      const [page, anchor] = [m[1]!, m[2]!]
      if (!fileSet.has(page) || !anchorsOf(page).has(anchor))
        missing.push(`${file}:${text.slice(0, m.index).split('\n').length}: ${m[0]}`)
    }
  }
  return missing
}

/**
 * Numbered work items and outside documents. A session followed by a duration is a patient's session
 * ("a session 12 hours after sign-in"), not a work item.
 */
const WORK_ITEM = /\b(issue|finding|session)s? \d+\b(?![\d.,]*\s*(hours?|minutes?|seconds?|days?|ms|s|h|min)\b)/i
const OUTSIDE_DOCUMENT = /\bspecs? \d+(?:'s)?(?:,? (?:sections?|screens?) \d+)?\b|\bdesign\.md\b|\.\.\/shared\//i

/** Every line of every text file that names a work item or an outside document, as file:line: text. */
function workItemLines(): string[] {
  const found: string[] = []
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8')
    if (source.includes('\0')) continue
    source.split('\n').forEach((line, i) => {
      const m = WORK_ITEM.exec(line) ?? OUTSIDE_DOCUMENT.exec(line)
      if (m) found.push(`${file}:${i + 1}: ${m[0]}`)
    })
  }
  return found
}

describe('named paths', () => {
  it('finds the files it reads, this one among them', () => {
    expect(fileSet.has('tests/rules/named-paths.test.ts')).toBe(true)
    expect(files.some((f) => f.startsWith('node_modules/'))).toBe(false)
  })

  it('every repo path a comment or a docs page names exists', () => {
    expect(missingPaths()).toEqual([])
  })

  it('every relative link of a docs page leads to a file of the repo', () => {
    expect(brokenDocLinks()).toEqual([])
  })

  it('every page and heading cited as page.md#heading exists', () => {
    expect(missingHeadings()).toEqual([])
  })

  it('no file names a numbered work item or an outside document', () => {
    expect(workItemLines()).toEqual([])
  })
})

describe('the checks themselves', () => {
  it('read a placeholder as any name and expand choices', () => {
    expect(exists('app/messages/<area>/{en,hi,kn}.ts')).toBe(true)
    expect(exists('app/messages/<area>/{en,xx}.ts')).toBe(false)
    expect(exists('tests/rules/*.test.ts')).toBe(true)
    expect(exists('app/routes/_app.myappointments.$appointmentId.cancel.tsx')).toBe(true)
    expect(exists('app/no-such-folder/')).toBe(false)
  })

  it('take a path from a sentence without its full stop, and skip URLs and aliases', () => {
    const named = (text: string) => [...text.matchAll(NAMED_PATH)].map((m) => cleanPath(m[0])).filter(isNamedPath)
    expect(named('see app/utils/env.server.ts. Then')).toEqual(['app/utils/env.server.ts'])
    expect(named('https://example.org/app/x.ts and ~/routes/a.tsx and server/')).toEqual(['server/'])
    expect(named('app/messages/common* and docs/rules')).toEqual([])
  })

  it('write anchors as GitHub does', () => {
    expect(slug('Who may do what')).toBe('who-may-do-what')
    expect(slug('First-load JavaScript per route')).toBe('first-load-javascript-per-route')
    expect(anchorsOf('docs/rules/booking.md').has('validation')).toBe(true)
    expect(anchorsOf('docs/rules/booking.md').has('no-such-heading')).toBe(false)
  })

  it('tell a work item from a patient session', () => {
    expect(WORK_ITEM.test(['Issue', '22: the page'].join(' '))).toBe(true)
    expect(WORK_ITEM.test(['finding', '3: a cookie'].join(' '))).toBe(true)
    expect(WORK_ITEM.test('ends a session 12 hours after sign-in')).toBe(false)
    expect(OUTSIDE_DOCUMENT.test(['spec', '2 section 4'].join(' '))).toBe(true)
    expect(OUTSIDE_DOCUMENT.test(['design', 'md'].join('.'))).toBe(true)
    expect(OUTSIDE_DOCUMENT.test('tests/e2e/video.spec.ts')).toBe(false)
  })
})
