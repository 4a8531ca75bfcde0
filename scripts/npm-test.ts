/**
 * `npm test`: every check, in order, each step timed, stopping at the first that fails; at the end a
 * table of the steps' times (the end-to-end lanes' own beneath theirs) and the tests that passed only
 * on a retry.
 *
 *   npm test                 the checks
 *   npm run test:loaded      the same while another process keeps one core busy, as a shared CI
 *                            machine does: the suite must stay green under load
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { SUMMARY_FILE, timeTable, type LaneTime } from '../tests/e2e/run-summary.ts'

const root = fileURLToPath(new URL('../', import.meta.url))

/**
 * The npm scripts `npm test` runs, in order: the cheap ones first, so a typo fails in seconds. The steps of a
 * group run at once: prettier and ESLint on one core, the type check on the other.
 */
export const STEPS: readonly (readonly string[])[] = [
  ['lint', 'typecheck'],
  ['test:unit'],
  ['build'],
  ['test:e2e'],
  ['size'],
]

/** A busy loop on one core: a process the run starts and ends itself, never left behind. */
export const BUSY_LOOP = [process.execPath, '-e', 'for(;;){}'] as const

async function main(loaded: boolean): Promise<number> {
  const busy = loaded ? spawn(BUSY_LOOP[0], BUSY_LOOP.slice(1), { stdio: 'ignore' }) : undefined
  if (busy) console.log(`npm test: one core kept busy by process ${busy.pid} (${BUSY_LOOP.join(' ')})`)
  const stop = () => busy?.kill('SIGKILL')
  process.once('exit', stop)
  rmSync(`${root}${SUMMARY_FILE}`, { force: true })
  const times: LaneTime[] = []
  const startedAt = Date.now()
  try {
    for (const group of STEPS) {
      const done = await Promise.all(group.map((step) => timed(step, group.length > 1)))
      times.push(...done)
      if (done.some((step) => !step.passed)) break
    }
  } finally {
    stop()
  }
  const e2e = e2eSummary()
  const rows = times.flatMap((step) =>
    step.name === 'test:e2e' && e2e
      ? [step, ...e2e.lanes.map((lane) => ({ ...lane, name: `  ${lane.name}` }))]
      : [step],
  )
  // from the first step's start to the last's end: the steps of a group overlap
  const total = Date.now() - startedAt
  console.log(
    `\nnpm test${loaded ? ' (one core busy)' : ''}: the steps' times\n${timeTable([...rows, { name: 'total', ms: total, passed: times.every((s) => s.passed) }])}`,
  )
  if (e2e?.retried.length) console.log(`passed only on a retry:\n${e2e.retried.map((t) => `  ${t}`).join('\n')}`)
  return times.every((step) => step.passed) && times.length === STEPS.flat().length ? 0 : 1
}

function e2eSummary(): { lanes: LaneTime[]; retried: string[] } | undefined {
  const file = `${root}${SUMMARY_FILE}`
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { lanes: LaneTime[]; retried: string[] })
    : undefined
}

/** One npm script, timed; beside another, its output lines carry its name. */
async function timed(step: string, beside: boolean): Promise<LaneTime> {
  const started = Date.now()
  const code = await run(step, beside)
  return { name: step, ms: Date.now() - started, passed: code === 0 }
}

function run(step: string, beside: boolean): Promise<number> {
  console.log(`\nnpm test: ${step}`)
  const child = spawn('npm', ['run', step], { cwd: root, stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  if (beside) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: from! }).on('line', (line) => to.write(`[${step}] ${line}\n`))
    }
  }
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.includes('--loaded'))
}
