/**
 * `npm test`: every check, in order, each step timed, stopping at the first that fails, with the screen
 * reader's journeys beside the steps after the build; at the end a table of the steps' times (the
 * end-to-end lanes' own beneath theirs) and the tests that passed only on a retry.
 *
 *   npm test                 the checks
 *   npm run test:loaded      the same while another process keeps one core busy, as a shared CI
 *                            machine does: the suite must stay green under load
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { RETRIED_MARK, SUMMARY_FILE, timeTable, type LaneTime } from '../tests/e2e/run-summary.ts'
import { BROWSER_LANES, LANE_NICENESS, laneCommand, laneEnv, LANES } from '../tests/e2e/run.ts'

const root = fileURLToPath(new URL('../', import.meta.url))

/**
 * The npm scripts `npm test` runs, in order: the cheap ones first, so a typo fails in seconds. The steps of a
 * group run at once: prettier and ESLint on one core, the type check on the other, and the build (seconds) with
 * them, as the screen reader's journeys need it to start.
 */
export const STEPS: readonly (readonly string[])[] = [
  ['lint', 'typecheck', 'build'],
  ['test:unit'],
  ['test:e2e'],
  ['size'],
]

/**
 * The screen reader's journeys (the e2e run's Orca lane): started once the first group has passed, beside every
 * step after it, and awaited at the end. Mostly they wait on speech, so they fill the cores' idle time from
 * vitest on rather than setting the end of the run after the browser lanes (ADR 122).
 */
export const BESIDE = 'screen-reader'

/** What npm test adds to a step's npm script: the e2e run's browser lanes only, as the screen reader's lane is under way. */
export const ARGUMENTS: Readonly<Record<string, readonly string[]>> = { 'test:e2e': [BROWSER_LANES] }

/**
 * The steps beside the screen reader's journeys that yield the CPU to them, whose checks are about timing (ADR 93):
 * vitest and the bundle budget. The browser lanes already run at that niceness (tests/e2e/run.ts).
 */
export const YIELDING = new Set(['test:unit', 'size'])

/** A busy loop on one core: a process the run starts and ends itself, never left behind. */
export const BUSY_LOOP = [process.execPath, '-e', 'for(;;){}'] as const

/** A step under way: its time once it has ended, and a way to stop it. */
export type Running = { done: Promise<LaneTime>; stop(): void }

/** How a step is started: beside another (its output lines named), yielding the CPU, its lines to `onLine`. */
export type Start = (
  step: string,
  how: { beside: boolean; yielding: boolean; onLine?: (line: string) => void },
) => Running

/**
 * Every step in order, stopping at the first that fails, with the screen reader's journeys (BESIDE) started
 * once the first group has passed and awaited at the end; a retried journey's name goes to `retried`. The
 * steps' times, the journeys' last.
 */
export async function runSteps(start: Start, retried: string[]): Promise<LaneTime[]> {
  const times: LaneTime[] = []
  let beside: Running | undefined
  for (const group of STEPS) {
    if (beside && (await endedAndFailed(beside.done))) break
    const how = { beside: group.length > 1 || beside !== undefined, yielding: beside !== undefined }
    const done = await Promise.all(group.map((step) => start(step, how).done))
    times.push(...done)
    if (done.some((step) => !step.passed)) break
    beside ??= start(BESIDE, {
      beside: true,
      yielding: false,
      onLine: (line) => {
        const at = line.indexOf(RETRIED_MARK)
        if (at >= 0) retried.push(`[${BESIDE}] ${line.slice(at + RETRIED_MARK.length)}`)
      },
    })
  }
  // a step failed: the screen reader's journeys would prove nothing more, and stop at once (they stop what they started)
  if (beside && times.some((step) => !step.passed)) beside.stop()
  if (beside) times.push(await beside.done)
  return times
}

async function main(loaded: boolean): Promise<number> {
  const busy = loaded ? spawn(BUSY_LOOP[0], BUSY_LOOP.slice(1), { stdio: 'ignore' }) : undefined
  if (busy) console.log(`npm test: one core kept busy by process ${busy.pid} (${BUSY_LOOP.join(' ')})`)
  const stop = () => busy?.kill('SIGKILL')
  process.once('exit', stop)
  rmSync(`${root}${SUMMARY_FILE}`, { force: true })
  const retried: string[] = []
  const startedAt = Date.now()
  let times: LaneTime[]
  try {
    times = await runSteps(start, retried)
  } finally {
    stop()
  }
  const e2e = e2eSummary()
  const rows = times.flatMap((step) =>
    step.name === 'test:e2e' && e2e
      ? [step, ...e2e.lanes.map((lane) => ({ ...lane, name: `  ${lane.name}` }))]
      : step.name === BESIDE
        ? [{ ...step, name: `${BESIDE} (beside, from the build)` }]
        : [step],
  )
  // from the first step's start to the last's end: the steps of a group overlap
  const total = Date.now() - startedAt
  console.log(
    `\nnpm test${loaded ? ' (one core busy)' : ''}: the steps' times\n${timeTable([...rows, { name: 'total', ms: total, passed: times.every((s) => s.passed) }])}`,
  )
  retried.push(...(e2e?.retried ?? []))
  if (retried.length) console.log(`passed only on a retry:\n${retried.map((t) => `  ${t}`).join('\n')}`)
  const expected = STEPS.flat().length + 1
  return times.every((step) => step.passed) && times.length === expected ? 0 : 1
}

/** Whether a step under way has ended and failed, without waiting for it when it has not ended. */
async function endedAndFailed(done: Promise<LaneTime>): Promise<boolean> {
  const now = await Promise.race([done, Promise.resolve(undefined)])
  return now !== undefined && !now.passed
}

function e2eSummary(): { lanes: LaneTime[]; retried: string[] } | undefined {
  const file = `${root}${SUMMARY_FILE}`
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { lanes: LaneTime[]; retried: string[] })
    : undefined
}

/**
 * What a step runs: the e2e run's lane of that name as the e2e run starts it (its own process, so a signal
 * reaches it), else the npm script with npm test's arguments, under nice when it yields to the screen reader.
 */
export function stepCommand(step: string, yielding: boolean): string[] {
  const lane = LANES.find((l) => l.name === step)
  if (lane) return laneCommand(lane)
  const npm = ['npm', 'run', step, ...(ARGUMENTS[step]?.length ? ['--', ...ARGUMENTS[step]] : [])]
  return yielding && YIELDING.has(step) ? ['nice', '-n', String(LANE_NICENESS), ...npm] : npm
}

/** One step, started and timed; beside another, its output lines carry its name (and go to `onLine`). */
const start: Start = (step, { beside, yielding, onLine }) => {
  console.log(`\nnpm test: ${step}`)
  const started = Date.now()
  const command = stepCommand(step, yielding)
  const lane = LANES.find((l) => l.name === step)
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: lane ? { ...process.env, ...laneEnv(lane) } : process.env,
  })
  if (beside) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: from! }).on('line', (line) => {
        to.write(`[${step}] ${line}\n`)
        onLine?.(line)
      })
    }
  }
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  const done = new Promise<LaneTime>((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve({ name: step, ms: Date.now() - started, passed: (code ?? (signal ? 1 : 0)) === 0 })
    })
  })
  return { done, stop: () => child.kill('SIGTERM') }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.includes('--loaded'))
}
