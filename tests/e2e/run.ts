/**
 * `npm run test:e2e`: find a Chromium, then run `playwright test` with it.
 *
 * Playwright cannot download its browsers on these machines, so we drive an installed
 * Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 * build if one happens to be installed. No browser is an error, never a silent skip.
 * Extra arguments are passed to Playwright: npm run test:e2e -- --project js-off -g signin
 * With no --project it runs every project, the cluster too (nginx in front of two instances and
 * Redis, scripts/cluster.ts), which needs redis-server and nginx, and then the screen reader's journeys
 * (tests/screen-reader/run.ts: Orca on a virtual desktop): a program missing is an error too.
 */
import { spawn } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { CLUSTER_TOOLS, findExecutable } from '../../scripts/cluster-config.ts'
import { findTools, installHint } from '../screen-reader/tools.ts'
import { PROJECTS, REAL_CLOCK, selectedProjects } from './projects.ts'

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
  if (process.argv.length > 2) return playwright(['test', ...process.argv.slice(2)], env)
  // A full run reads the portal with a screen reader too: without its programs it fails here, at once
  const tools = findTools()
  if ('missing' in tools) {
    console.error(`e2e: ${installHint(tools.missing)}`)
    return 1
  }
  // The lanes side by side, each with its own servers, then the guard's self-test (the guard itself
  // must be able to fail).
  const lanes = await Promise.all(LANES.map((lane) => runLane(lane, env)))
  const failed = lanes.find((code) => code !== 0)
  if (failed !== undefined) return failed
  return playwright(['test', '-c', 'tests/e2e/guard-selftest/playwright.selftest.config.ts'], env)
}

/** A lane's Playwright projects, then what comes after them in the lane, even when a test failed. */
async function runLane(lane: Lane, env: NodeJS.ProcessEnv): Promise<number> {
  const laneEnv = { ...env, ...lane.env }
  const codes = [await playwright(['test', ...lane.args], laneEnv, lane.name)]
  if ('then' in lane) {
    const started = Date.now()
    const code = await spawnLogged(lane.then.command, laneEnv, lane.then.name)
    console.log(
      `e2e: [${lane.then.name}] ${code === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`,
    )
    codes.push(code)
  }
  return codes.find((code) => code !== 0) ?? 0
}

/**
 * A full run's three lanes. Each Playwright process starts its own portal and stand-in (ports moved
 * by E2E_PORT_OFFSET, its own data folders) and writes its own results, so the lanes share nothing
 * and run at once: most of a journey's time is the browser and the servers waiting on each other,
 * which the lanes overlap on two cores. The JavaScript-on project takes about as long as the
 * JavaScript-off project and the cluster together. Its one test that waits on the server's real
 * clock for minutes (@real-clock) has a lane of its own, which is idle while it waits, and the
 * screen reader's journeys follow it there, with a portal, stand-in and X display of their own (ADR 82).
 */
export const LANES = [
  {
    name: 'js-on',
    args: ['--project', 'js-on', '--grep-invert', REAL_CLOCK],
    env: { E2E_PORT_OFFSET: '0', E2E_RESULTS: 'js-on' },
  },
  {
    name: 'js-off+cluster',
    args: ['--project', 'js-off', '--project', 'cluster'],
    env: { E2E_PORT_OFFSET: '500', E2E_RESULTS: 'js-off' },
  },
  {
    name: 'real-clock',
    args: ['--project', 'js-on', '--grep', REAL_CLOCK],
    env: { E2E_PORT_OFFSET: '250', E2E_RESULTS: 'real-clock' },
    then: { name: 'screen-reader', command: ['node', '--import', 'tsx', 'tests/screen-reader/run.ts'] },
  },
] as const

type Lane = (typeof LANES)[number]

/** Run Playwright; a lane's output lines carry its name, as the lanes write at once. */
function playwright(args: string[], env: NodeJS.ProcessEnv, lane?: string): Promise<number> {
  return spawnLogged(playwrightCommand(args, lane !== undefined), env, lane)
}

/**
 * How much a lane's Playwright, and the browsers and servers it starts, yield the CPU: the screen
 * reader's journeys run beside the lanes at the normal priority, as their checks are about timing (a
 * heading heard within seconds of a page change), and two busy lanes on two cores starved them (ADR 93).
 */
export const LANE_NICENESS = 10

/** The command of a Playwright run: in a lane, at LANE_NICENESS (its children inherit it). */
export function playwrightCommand(args: readonly string[], inLane: boolean): string[] {
  return [...(inLane ? ['nice', '-n', String(LANE_NICENESS)] : []), 'npx', 'playwright', ...args]
}

/** Run a command from the repo's root; with a lane's name, its output lines carry that name. */
function spawnLogged([command, ...args]: readonly string[], env: NodeJS.ProcessEnv, lane?: string): Promise<number> {
  console.log(`e2e: ${lane ? `[${lane}] ` : ''}${command} ${args.join(' ')}`)
  const child = spawn(command!, args, {
    cwd: root,
    stdio: lane ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env,
  })
  if (lane) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: from! }).on('line', (line) => to.write(`[${lane}] ${line}\n`))
    }
  }
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise<number>((resolve) => {
    child.on('error', (error) => {
      console.error(`e2e: could not start ${command}: ${error.message}`)
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
