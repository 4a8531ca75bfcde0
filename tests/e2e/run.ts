/**
 * `npm run test:e2e`: find a Chromium, then run `playwright test` with it.
 *
 * Playwright cannot download its browsers on these machines, so we drive an installed
 * Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 * build if one happens to be installed. No browser is an error, never a silent skip.
 * Extra arguments are passed to Playwright: npm run test:e2e -- --project js-off -g signin
 * With no arguments it runs every project, the cluster too (nginx in front of two instances and
 * Redis, scripts/cluster.ts), which needs redis-server and nginx, and beside them the screen reader's
 * journeys (tests/screen-reader/run.ts: Orca on a virtual desktop): a program missing is an error too.
 * With --browser-lanes it runs the browser lanes alone (npm test runs the screen reader's beside vitest).
 * It ends with each lane's time and the tests that passed only on a retry.
 */
import { spawn } from 'node:child_process'
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { CLUSTER_TOOLS, findExecutable } from '../../scripts/cluster-config.ts'
import { PORTAL_ENTRY } from '../../scripts/portal-process.ts'
import { findTools, installHint } from '../screen-reader/tools.ts'
import { PROJECTS, selectedProjects } from './projects.ts'
import { jsonReportOf } from './report-files.ts'
import {
  RETRIED_MARK,
  retriedTests,
  SUMMARY_FILE,
  timeTable,
  type LaneTime,
  type PlaywrightJson,
} from './run-summary.ts'

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

  if (!existsSync(new URL(PORTAL_ENTRY, `file://${root}`))) {
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
  const lanes = lanesOf(process.argv.slice(2))
  if (!lanes) return playwright(['test', ...process.argv.slice(2)], env)
  // A full run reads the portal with a screen reader too: without its programs it fails here, at once
  const tools = lanes.some((lane) => !('playwright' in lane)) ? findTools() : undefined
  if (tools && 'missing' in tools) {
    console.error(`e2e: ${installHint(tools.missing)}`)
    return 1
  }
  // The lanes side by side, each with its own servers, then the guard's self-test (the guard itself
  // must be able to fail).
  const retried: string[] = []
  const times = await Promise.all(lanes.map((lane) => runLane(lane, env, retried)))
  console.log(`\ne2e: the lanes' times\n${timeTable(times)}`)
  console.log(
    retried.length
      ? `e2e: ${retried.length} passed only on a retry:\n${retried.map((test) => `  ${test}`).join('\n')}`
      : 'e2e: no test needed a retry',
  )
  mkdirSync(join(root, 'test-results'), { recursive: true })
  writeFileSync(join(root, SUMMARY_FILE), JSON.stringify({ lanes: times, retried }))
  if (times.some((lane) => !lane.passed)) return 1
  return playwright(['test', '-c', 'tests/e2e/guard-selftest/playwright.selftest.config.ts'], env)
}

/** One lane, timed; the tests it passed only on a retry go to `retried`. */
async function runLane(lane: Lane, env: NodeJS.ProcessEnv, retried: string[]): Promise<LaneTime> {
  const started = Date.now()
  const code = await spawnLogged(laneCommand(lane), { ...env, ...laneEnv(lane, env) }, lane.name, (line) => {
    const at = line.indexOf(RETRIED_MARK)
    if (at >= 0) retried.push(`[${lane.name}] ${line.slice(at + RETRIED_MARK.length)}`)
  })
  if ('playwright' in lane) retried.push(...retriedIn(join(root, jsonReportOf(lane.env.E2E_RESULTS))))
  const time = { name: lane.name, ms: Date.now() - started, passed: code === 0 }
  console.log(`e2e: [${lane.name}] ${time.passed ? 'passed' : 'failed'} in ${Math.round(time.ms / 1000)} s`)
  return time
}

/** The retried tests of a lane's JSON report (none when the lane ended before writing it). */
function retriedIn(file: string): string[] {
  if (!existsSync(file)) return []
  return retriedTests(JSON.parse(readFileSync(file, 'utf8')) as PlaywrightJson)
}

/** Playwright's arguments that run these projects. */
function projects(...names: string[]) {
  return names.flatMap((name) => ['--project', name])
}

/**
 * A full run's three lanes, from the start. Each Playwright process starts its own portal and stand-in
 * (ports moved by E2E_PORT_OFFSET, its own data folders) and writes its own results, so the lanes share
 * nothing and run at once: most of a journey's time is the browser and the servers waiting on each
 * other, which the lanes overlap on two cores. The browser lanes take about as long as each other: the
 * JavaScript-on project with the cluster and the static pages' sweep in both modes, and the JavaScript-off
 * project with the accessibility sweep with JavaScript on (ADR 125). The screen reader's journeys are the third lane, with a portal, stand-in and X
 * display of their own (ADR 82), at the normal priority (ADR 93); `npm test` starts it before the
 * others, beside vitest (ADR 122).
 */
export const LANES = [
  {
    name: 'js-on+cluster+static',
    playwright: projects('js-on', 'cluster', 'static-pages-js-on', 'static-pages-js-off'),
    env: { E2E_PORT_OFFSET: '0', E2E_RESULTS: 'js-on' },
  },
  {
    name: 'js-off+sweep',
    playwright: projects('js-off', 'sweep-js-on'),
    env: { E2E_PORT_OFFSET: '500', E2E_RESULTS: 'js-off' },
  },
  {
    name: 'screen-reader',
    command: ['node', '--import', 'tsx', 'tests/screen-reader/run.ts'],
    env: { E2E_PORT_OFFSET: '250', E2E_RESULTS: 'screen-reader' },
  },
] as const

type Lane = (typeof LANES)[number]

/**
 * The argument that runs the browser lanes alone: `npm test` starts the screen reader's lane itself,
 * earlier, beside vitest (scripts/npm-test.ts).
 */
export const BROWSER_LANES = '--browser-lanes'

/** The lanes a command line runs: all with no arguments, the browser lanes with BROWSER_LANES, else none (Playwright's own arguments). */
export function lanesOf(args: readonly string[]): readonly Lane[] | undefined {
  if (args.length === 0) return LANES
  if (args.length === 1 && args[0] === BROWSER_LANES) return LANES.filter((lane) => 'playwright' in lane)
  return undefined
}

/**
 * A lane's own environment: its ports moved by its offset on top of the caller's E2E_PORT_OFFSET, so two
 * checkouts can run their full suites at once too.
 */
export function laneEnv(
  lane: Lane,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Record<string, string> {
  const base = Number(env.E2E_PORT_OFFSET ?? 0)
  return { ...lane.env, E2E_PORT_OFFSET: String(base + Number(lane.env.E2E_PORT_OFFSET)) }
}

/** What a lane runs: Playwright at the lanes' lower priority, or its own command. */
export function laneCommand(lane: Lane): string[] {
  return 'playwright' in lane ? playwrightCommand(['test', ...lane.playwright], true) : [...lane.command]
}

/** Run Playwright outside the lanes. */
function playwright(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return spawnLogged(playwrightCommand(args, false), env)
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

/** Run a command from the repo's root; with a lane's name, its output lines carry that name (and go to `onLine`). */
function spawnLogged(
  [command, ...args]: readonly string[],
  env: NodeJS.ProcessEnv,
  lane?: string,
  onLine?: (line: string) => void,
): Promise<number> {
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
      createInterface({ input: from! }).on('line', (line) => {
        to.write(`[${lane}] ${line}\n`)
        onLine?.(line)
      })
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
