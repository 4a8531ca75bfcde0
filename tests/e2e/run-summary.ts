/**
 * What a full run says at its end: each lane's time, and every test that passed only when retried (a
 * Playwright test on its retry, a screen-reader journey on its second walk), one line each, so a flaky
 * test is seen even when the run is green.
 */

/** Where a full run leaves its lanes' times and retried tests, for `npm test`'s closing table (scripts/npm-test.ts). */
export const SUMMARY_FILE = 'test-results/e2e-summary.json'

/** The line a screen-reader journey that passed on its second walk prints, picked out of the lane's output. */
export const RETRIED_MARK = 'passed on a retry: '

/** The part of Playwright's JSON report (its `json` reporter) that says how each test ended. */
type JsonSuite = {
  title: string
  file?: string
  specs?: { title: string; line: number; tests: { projectName: string; status: string }[] }[]
  suites?: JsonSuite[]
}
export type PlaywrightJson = { suites: JsonSuite[] }

/** The tests of a Playwright report that failed, then passed on a retry ('flaky' in its words). */
export function retriedTests(report: PlaywrightJson): string[] {
  const found: string[] = []
  // a file's suite is named by the file; the describe blocks under it give their titles
  const visit = (suite: JsonSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'flaky') continue
        found.push(`[${test.projectName}] ${suite.file ?? ''}:${spec.line} › ${[...path, spec.title].join(' › ')}`)
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title])
  }
  for (const file of report.suites) visit(file, [])
  return found
}

export type LaneTime = { name: string; ms: number; passed: boolean }

/** A small table: one line per lane or step, its time in minutes and seconds, and whether it passed. */
export function timeTable(rows: readonly LaneTime[]): string {
  const width = Math.max(...rows.map((row) => row.name.length))
  return rows
    .map((row) => `  ${row.name.padEnd(width)}  ${minutes(row.ms).padStart(6)}  ${row.passed ? 'passed' : 'FAILED'}`)
    .join('\n')
}

const minutes = (ms: number) => {
  const s = Math.round(ms / 1000)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
