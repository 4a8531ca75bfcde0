/**
 * `npm run test:e2e`: find a Chromium, then run `playwright test` with it.
 *
 * Playwright cannot download its browsers on these machines, so we drive an installed
 * Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 * build if one happens to be installed. No browser is an error, never a silent skip.
 * Extra arguments are passed to Playwright: npm run test:e2e -- --project js-off -g signin
 * With no --project it runs every project, the cluster too (nginx in front of two instances and
 * Redis, scripts/cluster.ts), which needs redis-server and nginx: missing, that is an error too.
 */
import { spawn } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { CLUSTER_TOOLS, findExecutable } from '../../scripts/cluster-config.ts'
import { PROJECTS, selectedProjects } from './projects.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

async function playwrightsOwnChromium(): Promise<string | undefined> {
  try {
    const require = createRequire(import.meta.url)
    const { chromium } = require('playwright-core') as typeof import('playwright-core')
    const file = chromium.executablePath()
    return file && existsSync(file) ? file : undefined
  } catch {
    return undefined
  }
}

export async function findChromium({
  env = process.env,
  systemChromium = '/usr/bin/chromium',
}: { env?: NodeJS.ProcessEnv; systemChromium?: string } = {}): Promise<
  { path: string; from: string } | { error: string }
> {
  const fromEnv = env.CHROMIUM_PATH
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv, from: 'CHROMIUM_PATH' }
    return { error: `CHROMIUM_PATH is set to ${fromEnv}, but no executable is there.` }
  }
  if (isExecutable(systemChromium)) return { path: systemChromium, from: 'Debian package' }
  const own = await playwrightsOwnChromium()
  if (own) return { path: own, from: "Playwright's own build" }
  return { error: `No Chromium found (looked at $CHROMIUM_PATH, ${systemChromium} and Playwright's own build).` }
}

/** The programs the cluster project starts that can't be found (where scripts/cluster.ts looks). */
export function missingClusterTools(env: NodeJS.ProcessEnv = process.env): string[] {
  return (Object.keys(CLUSTER_TOOLS) as (keyof typeof CLUSTER_TOOLS)[]).filter(
    (tool) => !findExecutable(tool, env.PATH),
  )
}

async function main(): Promise<number> {
  const found = await findChromium()
  if ('error' in found) {
    console.error(
      [
        `e2e: ${found.error}`,
        'Install one, then run again:',
        '  apt-get update && apt-get install -y chromium     (Debian/Ubuntu; .ci/run does this)',
        'or point the tests at a Chromium you have:',
        '  CHROMIUM_PATH=/path/to/chromium npm run test:e2e',
      ].join('\n'),
    )
    return 1
  }
  console.log(`e2e: using Chromium at ${found.path} (${found.from})`)

  if (!existsSync(new URL('build/server.js', `file://${root}`))) {
    console.error('e2e: the portal is not built (build/server.js is missing). Run `npm run build` first.')
    return 1
  }

  if (selectedProjects(process.argv, PROJECTS).has('cluster')) {
    const missing = missingClusterTools()
    if (missing.length > 0) {
      console.error(
        [
          `e2e: the cluster project needs ${missing.join(', ')}: not found.`,
          '  apt-get update && apt-get install -y redis-server nginx-light     (Debian/Ubuntu; .ci/run does this)',
          'or leave the cluster out: npm run test:e2e -- --project js-on --project js-off',
        ].join('\n'),
      )
      return 1
    }
  }

  const env = { ...process.env, CHROMIUM_PATH: found.path }
  const journeys = await playwright(['test', ...process.argv.slice(2)], env)
  if (journeys !== 0 || process.argv.length > 2) return journeys
  // The guard itself must be able to fail: its self-test runs with every full e2e run.
  return playwright(['test', '-c', 'tests/e2e/guard-selftest/playwright.selftest.config.ts'], env)
}

function playwright(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  console.log(`e2e: npx playwright ${args.join(' ')}`)
  const child = spawn('npx', ['playwright', ...args], { cwd: root, stdio: 'inherit', env })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise<number>((resolve) => {
    child.on('error', (error) => {
      console.error(`e2e: could not start Playwright: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main()
}
