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
import { fileURLToPath } from 'node:url'
import { SUMMARY_FILE, timeTable, type LaneTime } from '../tests/e2e/run-summary.ts'

const root = fileURLToPath(new URL('../', import.meta.url))

/** The npm scripts `npm test` runs, in order: the cheap ones first, so a typo fails in seconds. */
export const STEPS = ['lint', 'typecheck', 'test:unit', 'build', 'test:e2e', 'size'] as const

/** A busy loop on one core: a process the run starts and ends itself, never left behind. */
export const BUSY_LOOP = [process.execPath, '-e', 'for(;;){}'] as const

async function main(loaded: boolean): Promise<number> {
  const busy = loaded ? spawn(BUSY_LOOP[0], BUSY_LOOP.slice(1), { stdio: 'ignore' }) : undefined
  if (busy) console.log(`npm test: one core kept busy by process ${busy.pid} (${BUSY_LOOP.join(' ')})`)
  const stop = () => busy?.kill('SIGKILL')
  process.once('exit', stop)
  rmSync(`${root}${SUMMARY_FILE}`, { force: true })
  const times: LaneTime[] = []
  try {
    for (const step of STEPS) {
      const started = Date.now()
      const code = await run(step)
      times.push({ name: step, ms: Date.now() - started, passed: code === 0 })
      if (code !== 0) break
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
  const total = times.reduce((sum, step) => sum + step.ms, 0)
  console.log(
    `\nnpm test${loaded ? ' (one core busy)' : ''}: the steps' times\n${timeTable([...rows, { name: 'total', ms: total, passed: times.every((s) => s.passed) }])}`,
  )
  if (e2e?.retried.length) console.log(`passed only on a retry:\n${e2e.retried.map((t) => `  ${t}`).join('\n')}`)
  return times.every((step) => step.passed) && times.length === STEPS.length ? 0 : 1
}

function e2eSummary(): { lanes: LaneTime[]; retried: string[] } | undefined {
  const file = `${root}${SUMMARY_FILE}`
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { lanes: LaneTime[]; retried: string[] })
    : undefined
}

function run(step: string): Promise<number> {
  console.log(`\nnpm test: ${step}`)
  const child = spawn('npm', ['run', step], { cwd: root, stdio: 'inherit' })
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
