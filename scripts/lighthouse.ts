/**
 * Lighthouse (mobile, default throttling) on the pages docs/architecture.md#budgets names:
 * performance 95+, accessibility 100, best practices 100. Runs against a portal that is
 * already serving (`npm start`), signing in as the demo patient for the signed-in pages.
 *
 *   npm start &   then   npm run lighthouse            (PORTAL_URL, CHROMIUM_PATH to override)
 *
 * Lighthouse is fetched by npx on first use rather than installed with the project: it is
 * large and only this measurement needs it.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signInToPortal } from './portal-session.ts'

const LIGHTHOUSE = 'lighthouse@12.8.2' // the last major that runs on Node 20
const portal = process.env.PORTAL_URL ?? 'http://localhost:3000'
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const budgets = { performance: 0.95, accessibility: 1, 'best-practices': 1 } as const
const pages = [
  { path: '/signin', signedIn: false },
  { path: '/myappointments', signedIn: true },
  { path: '/appointmentHistory', signedIn: true },
  { path: '/selectDoctor?careServiceId=1', signedIn: true },
]

function audit(url: string, cookie: string | null) {
  const out = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'report.json')
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--quiet',
    `--output-path=${out}`,
    '--output=json',
    `--only-categories=${Object.keys(budgets).join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
  ]
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`)
  const run = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } })
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}`)
  const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: Record<string, { score: number | null }> }
  return Object.fromEntries(Object.keys(budgets).map((id) => [id, report.categories[id]?.score ?? 0]))
}

let failed = false
console.log(
  `${'page'.padEnd(20)} ${Object.keys(budgets)
    .map((id) => id.padEnd(15))
    .join('')}`,
)
for (const page of pages) {
  const scores = audit(`${portal}${page.path}`, page.signedIn ? await signInToPortal(portal) : null)
  const cells = Object.entries(budgets).map(([id, min]) => {
    const score = scores[id] ?? 0
    if (score < min) failed = true
    return `${Math.round(score * 100)}${score < min ? ' (under)' : ''}`.padEnd(15)
  })
  console.log(`${page.path.padEnd(20)} ${cells.join('')}`)
}
process.exitCode = failed ? 1 : 0
