import { describe, expect, it } from 'vitest'
import { retriedTests, timeTable, type PlaywrightJson } from './run-summary'

describe("a full run's summary", () => {
  it('names each test that passed only on a retry, with its project, file, line and titles', () => {
    const report: PlaywrightJson = {
      suites: [
        {
          title: 'chat.spec.ts',
          file: 'chat.spec.ts',
          specs: [
            { title: 'sends', line: 4, tests: [{ projectName: 'js-on', status: 'flaky' }] },
            { title: 'reads', line: 9, tests: [{ projectName: 'js-on', status: 'expected' }] },
          ],
          suites: [
            {
              title: 'a file',
              file: 'chat.spec.ts',
              specs: [
                {
                  title: 'is sent',
                  line: 20,
                  tests: [
                    { projectName: 'js-on', status: 'unexpected' },
                    { projectName: 'js-off', status: 'flaky' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    }
    expect(retriedTests(report)).toEqual([
      '[js-on] chat.spec.ts:4 › sends',
      '[js-off] chat.spec.ts:20 › a file › is sent',
    ])
  })

  it('lists lanes with their times, aligned, and which failed', () => {
    expect(
      timeTable([
        { name: 'js-on', ms: 482_400, passed: true },
        { name: 'screen-reader', ms: 59_600, passed: false },
      ]),
    ).toBe(['  js-on            8:02  passed', '  screen-reader    1:00  FAILED'].join('\n'))
  })
})
