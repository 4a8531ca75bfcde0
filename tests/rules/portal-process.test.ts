/**
 * A portal instance's process runs with the same Node options and environment wherever it runs as
 * in production (scripts/portal-process.ts): every script and test support that starts it (the
 * measuring scripts, `npm run cluster`, Playwright's portals, the fault rig) takes them from that
 * module; `npm start` and the deployment guide write them out, and are held to it here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { PORTAL_COMMAND, PORTAL_ENTRY, PORTAL_PROCESS_ENV } from '../../scripts/portal-process.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8')
const processLine = `${Object.entries(PORTAL_PROCESS_ENV)
  .map(([name, value]) => `${name}=${value} `)
  .join('')}${PORTAL_COMMAND}`

/** Every script, test and configuration file the repository runs, by its path from the root. */
function sourceFiles(folder = ''): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name
    if (entry.isDirectory())
      return ['node_modules', 'build', 'public', '.cache', 'docs'].includes(entry.name) || entry.name.startsWith('.')
        ? []
        : sourceFiles(path)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : []
  })
}

/** A string in code that is the entry, or a command line running it: a start of the portal's process. */
const NAMES_THE_ENTRY = /(['"`])(?:node [^'"`\n]*)?build\/server\.js\1/
const STARTS_THE_PORTAL = /\bportalNodeArgs\(|\bPORTAL_COMMAND\b/

describe("a portal instance's process", () => {
  it('is started by npm start with the production settings', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    expect(scripts.start).toBe(`NODE_ENV=production DEMO_SERVICES=1 ${processLine}`)
    expect(PORTAL_COMMAND).toBe(`node --max-old-space-size=384 ${PORTAL_ENTRY}`)
  })

  it('is started as the deployment guide says', () => {
    expect(read('docs/deployment.md')).toContain(`\`NODE_ENV=production ${processLine}\``)
  })

  it('is started everywhere else through scripts/portal-process.ts, its Node options with its environment', () => {
    const files = sourceFiles().filter((file) => file !== 'scripts/portal-process.ts')
    expect(files.filter((file) => NAMES_THE_ENTRY.test(read(file)))).toEqual([])
    const starters = files.filter((file) => !file.startsWith('tests/rules/') && STARTS_THE_PORTAL.test(read(file)))
    expect(starters.sort()).toEqual([
      'playwright.config.ts',
      'scripts/cluster.ts',
      'scripts/faults.ts',
      'scripts/run-portal.ts',
      'tests/e2e/support/own-portal.ts',
    ])
    for (const file of starters) expect(read(file), file).toContain('...PORTAL_PROCESS_ENV')
  })
})
