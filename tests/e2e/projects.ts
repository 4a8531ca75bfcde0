/**
 * Which Playwright projects a `playwright test` command line runs, so playwright.config.ts starts
 * only the servers they need: `--project cluster` starts the cluster and not the single portal,
 * `--project js-on` the reverse. Mirrors Playwright's own matching: `--project a b`,
 * `--project=a`, repeated, case-insensitive, `*` as a wildcard; no --project means all.
 */
/** The projects of playwright.config.ts. */
export const PROJECTS = [
  'js-on',
  'sweep-js-on',
  'js-off',
  'static-pages-js-on',
  'static-pages-js-off',
  'cluster',
] as const

/**
 * The tag of the static pages' sweep tests (sweep-screens.ts): the projects named static-pages-* run them, in
 * each mode, and the sweep's other projects leave them out, so a full run can put them in the lane with room.
 */
export const STATIC_PAGE_TAG = '@static-page'

export function selectedProjects(argv: readonly string[], all: readonly string[]): Set<string> {
  const patterns: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg.startsWith('--project=')) patterns.push(arg.slice('--project='.length))
    else if (arg === '--project') {
      while (i + 1 < argv.length && !argv[i + 1]!.startsWith('-')) patterns.push(argv[++i]!)
    }
  }
  if (patterns.length === 0) return new Set(all)
  const matchers = patterns.map((p) => new RegExp(`^${p.split('*').map(escapeRegExp).join('.*')}$`, 'i'))
  return new Set(all.filter((name) => matchers.some((m) => m.test(name))))
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
