/**
 * Where a Playwright run writes its JSON report: beside its results folder (which Playwright empties at
 * the start of a run), named for the lane of a full run (E2E_RESULTS), so run.ts reads each lane's own.
 */
export function jsonReportOf(results: string | undefined): string {
  return `test-results/${results ?? 'results'}.json`
}
