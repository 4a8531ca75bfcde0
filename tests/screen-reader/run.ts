/**
 * `npm run screen-reader`: what a blind patient hears, with a real screen reader. Orca 43.1 reads the built
 * portal in Chromium on a virtual desktop; each journey (journeys/) presses keys as a patient would and checks,
 * step by step, what Orca said: the phrases expected, and the ones that must not be heard.
 *
 *   npm run build && npm run screen-reader                  every journey
 *   npm run screen-reader -- booking chat                   only these (by name)
 *   SCREEN_READER_VERBOSE=1 npm run screen-reader           every step's transcript, not only a failed one's
 *
 * It builds nothing (like test:e2e). It starts the stand-in and the portal on their own ports
 * (tests/e2e/ports.ts, moved by E2E_PORT_OFFSET) with fresh data, the first free X display from :90
 * (SCREEN_READER_DISPLAY to choose one), and stops every program it started, by pid, at the end or on failure.
 * A program missing is an error with the command that installs it, never a silent pass. It is a lane of a full
 * e2e run (tests/e2e/run.ts), beside the browser lanes from the start, so a step of `npm test`. A journey on which
 * the harness failed (Orca went silent, Orca or Chromium did not start) is walked again once, and in CI one that
 * failed at all (as the e2e tests are retried there); the log names it flaky and ends with why its first walk
 * failed, and a full run lists it with the tests that passed on a retry.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PORTAL_ENTRY } from '../../scripts/portal-process.ts'
import { signInToPortal } from '../../scripts/portal-session.ts'
import { startPortal, type RunningPortal } from '../../scripts/run-portal.ts'
import { SCREEN_READER_PORTAL_PORT, SCREEN_READER_STANDIN_PORT } from '../e2e/ports.ts'
import { RETRIED_MARK } from '../e2e/run-summary.ts'
import { findChromium } from '../e2e/run.ts'
import { startChromium, type Browser } from './chromium.ts'
import { startDesktop, type Desktop } from './desktop.ts'
import { transcriptText } from './expectations.ts'
import { JOURNEYS } from './journeys/index.ts'
import { startOrca, type Orca } from './orca.ts'
import { JourneyStopped, Patient, type Journey, type StepResult } from './patient.ts'
import { HarnessError } from './processes.ts'
import { findTools, installHint, type Tool } from './tools.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const VERBOSE = process.env.SCREEN_READER_VERBOSE === '1'

type JourneyResult = {
  journey: string
  steps: StepResult[]
  /** the step the journey ended at: its page never came, or Tab never reached a control */
  stopped?: string
  /** what failed in the harness, not the portal: Orca went silent, Orca or Chromium did not start */
  harness?: string
  ms: number
}

/** A journey is walked at most this often: again when the harness failed on it, or in CI when it failed at all. */
const WALKS = 2
const CI = !!process.env.CI

const failedOn = (r: JourneyResult) => Boolean(r.stopped || r.harness || r.steps.some((s) => s.failures.length))
const walkAgain = (r: JourneyResult) => Boolean(r.harness) || (CI && failedOn(r))

async function main(): Promise<number> {
  const startedAt = Date.now()
  const tools = findTools()
  if ('missing' in tools) {
    console.error(installHint(tools.missing))
    return 1
  }
  const chromium = await findChromium()
  if ('error' in chromium) {
    console.error(
      `screen-reader: ${chromium.error}\n  apt-get update && apt-get install -y chromium     (.ci/run does this)`,
    )
    return 1
  }
  if (!existsSync(join(root, PORTAL_ENTRY))) {
    console.error('screen-reader: the portal is not built (build/server.js is missing). Run `npm run build` first.')
    return 1
  }
  const chosen = process.argv.slice(2)
  const journeys = chosen.length ? JOURNEYS.filter((j) => chosen.includes(j.name)) : JOURNEYS
  if (journeys.length === 0) {
    console.error(
      `screen-reader: no journey named ${chosen.join(', ')} (there are ${JOURNEYS.map((j) => j.name).join(', ')})`,
    )
    return 1
  }

  const dir = mkdtempSync(join(tmpdir(), 'portal-screen-reader-'))
  // what is running now, stopped in reverse order at the end, on failure and on Ctrl+C
  const running = new Running()
  const interrupted = (signal: NodeJS.Signals) => {
    void running.stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)

  const results: JourneyResult[] = []
  /** journeys that failed once and passed when walked again: their first walk, for the summary */
  const flaky: JourneyResult[] = []
  try {
    const portal = await running.add(
      startPortal({ port: SCREEN_READER_PORTAL_PORT, standInPort: SCREEN_READER_STANDIN_PORT }),
    )
    const display = process.env.SCREEN_READER_DISPLAY
      ? Number(process.env.SCREEN_READER_DISPLAY.replace(':', ''))
      : undefined
    const desktop = await running.add(startDesktop({ dir, tools: tools.found, display }))
    console.log(
      `screen-reader: desktop ${desktop.display}, portal ${portal.url} (setup ${seconds(Date.now() - startedAt)})`,
    )
    const stack: Stack = { chromium: chromium.path, dir, tools: tools.found, portal, desktop, running }
    for (const journey of journeys) {
      // walked again from the start, on a fresh Orca and Chromium, when the harness failed on it (Orca went silent,
      // or did not start, or Chromium did not), and in CI when a check failed (as Playwright's retries there): the
      // first walk is reported all the same, and a pass on the second is named flaky with why the first failed
      let result = await walk(journey, stack, 1)
      for (let attempt = 2; attempt <= WALKS && walkAgain(result); attempt++) {
        report(result)
        console.log(
          `screen-reader: [${journey.name}] ${result.harness ? `the harness failed (${result.harness}), not the portal` : 'failed in CI'}: walking it again from the start (${attempt} of ${WALKS})`,
        )
        const first = result
        result = await walk(journey, stack, attempt)
        if (!failedOn(result)) flaky.push(first)
      }
      results.push(result)
      report(result)
    }
  } finally {
    await running.stopAll()
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
  }

  const failed = results.filter(failedOn)
  console.log(
    `\nscreen-reader: ${results.length - failed.length} of ${results.length} journeys passed in ${seconds(Date.now() - startedAt)}` +
      (flaky.length ? `; flaky (passed when walked again): ${flaky.map((r) => r.journey).join(', ')}` : '') +
      (failed.length ? `; failed: ${failed.map((r) => r.journey).join(', ')}` : ''),
  )
  for (const result of flaky) console.log(`screen-reader: ${RETRIED_MARK}${result.journey}`)
  // again at the very end, where a log cut to its last lines (a CI summary) still shows why
  for (const result of [...flaky, ...failed]) console.log(whyFailed(result))
  // kept after a flaky walk too: its first walk's debug file says what Orca made of the events
  if (failed.length === 0 && flaky.length === 0) rmSync(dir, { recursive: true, force: true })
  else console.log(`screen-reader: Orca's debug files and the programs' logs are in ${dir}`)
  return failed.length === 0 ? 0 : 1
}

/** The programs started and not yet stopped; on Ctrl+C or a failure, stopped the last started first. */
class Running {
  private readonly programs: { stop(): Promise<void> }[] = []

  async add<T extends { stop(): Promise<void> }>(starting: Promise<T>): Promise<T> {
    const started = await starting
    this.programs.push(started)
    return started
  }

  async stop(program: { stop(): Promise<void> }) {
    this.programs.splice(this.programs.indexOf(program), 1)
    await program.stop()
  }

  async stopAll() {
    for (const program of this.programs.splice(0).reverse()) {
      await program.stop().catch((error: unknown) => console.error(`screen-reader: stopping: ${String(error)}`))
    }
  }
}

/** What every journey runs on: one portal and one desktop for the whole run. */
type Stack = {
  chromium: string
  dir: string
  tools: Record<Tool, string>
  portal: RunningPortal
  desktop: Desktop
  running: Running
}

/**
 * One journey on a fresh Orca and a fresh Chromium profile, both stopped after it: nothing one journey leaves
 * (a browse or focus mode, a cookie, a language) reaches the next.
 */
async function walk(
  journey: Journey,
  { chromium, dir, tools, portal, desktop, running }: Stack,
  attempt: number,
): Promise<JourneyResult> {
  const started = Date.now()
  const standInUrl = `http://127.0.0.1:${SCREEN_READER_STANDIN_PORT}`
  // every journey starts from the demo data as seeded
  const reset = await fetch(`${standInUrl}/dev/reset`, { method: 'POST' })
  if (!reset.ok) throw new Error(`screen-reader: the stand-in's reset answered ${reset.status}`)
  const name = `${journey.name}-${attempt}`
  const profileDir = join(dir, `profile-${name}`)
  mkdirSync(profileDir)
  let stopped: string | undefined
  let harness: string | undefined
  let steps: StepResult[] = []
  let orca: Orca | undefined
  let browser: Browser | undefined
  try {
    orca = await running.add(startOrca({ desktop, dir, tools, name, voice: journey.voice }))
    const from = orca.speech.read().length
    const start = `${portal.url}${journey.start}`
    browser = await running.add(
      startChromium({ chromium, desktop, tools, profileDir, url: journey.signedInAs ? 'about:blank' : start }),
    )
    if (journey.signedInAs) {
      const { username, password } = journey.signedInAs
      await browser.addCookie(portal.url, await signInToPortal(portal.url, username, password))
      await browser.openTab(start)
    }
    const patient = new Patient(browser, orca.speech, portal, standInUrl, from)
    try {
      await journey.walk(patient)
    } catch (error) {
      if (!(error instanceof JourneyStopped)) throw error
      stopped = error.message
      if (error.stuck) harness = `Orca said nothing at "${error.message}"`
    } finally {
      steps = patient.steps
    }
  } catch (error) {
    if (!(error instanceof HarnessError)) throw error
    harness = error.message
  } finally {
    if (browser) await running.stop(browser)
    if (orca) await running.stop(orca)
  }
  const walked = attempt > 1 ? `${journey.name} (walk ${attempt})` : journey.name
  return { journey: walked, steps, stopped, harness, ms: Date.now() - started }
}

function report({ journey, steps, stopped, harness, ms }: JourneyResult) {
  const failedSteps = steps.filter((s) => s.failures.length)
  const verdict = harness
    ? `HARNESS FAILED: ${harness}`
    : stopped
      ? `STOPPED at "${stopped}"`
      : failedSteps.length
        ? 'FAILED'
        : 'passed'
  console.log(`\n[${journey}] ${verdict} (${steps.length} steps, ${seconds(ms)})`)
  for (const step of steps) {
    const mark = step.failures.length ? '✗' : '✓'
    console.log(`  ${mark} ${step.name} (${seconds(step.ms)})`)
    for (const failure of step.failures) console.log(`      [${journey}] ${step.name}: ${failure}`)
    if (step.failures.length || VERBOSE) {
      console.log(indent(transcriptText(step.transcript) || '(nothing said)', '      | '))
    }
  }
}

/** A failed journey in a few lines: the step, what failed, and the last words Orca said in it. */
function whyFailed({ journey, steps, stopped, harness }: JourneyResult): string {
  const lines = [
    `screen-reader: [${journey}] ${harness ? `harness: ${harness}` : stopped ? `stopped at "${stopped}"` : 'failed'}`,
  ]
  for (const step of steps.filter((s) => s.failures.length)) {
    lines.push(...step.failures.map((failure) => `  ${step.name}: ${failure}`))
    const said = transcriptText(step.transcript.slice(-LAST_WORDS))
    lines.push(indent(said || '(nothing said)', '    | '))
  }
  return lines.join('\n')
}

/** How many of a failed step's last utterances the closing summary repeats. */
const LAST_WORDS = 12

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const indent = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n')

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main().catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    return 1
  })
}
