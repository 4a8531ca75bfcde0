// Self-test of the axe guard in ../fixtures.ts against a tiny local server (run by tests/e2e/run.ts after the journeys):
//   npx playwright test -c tests/e2e/guard-selftest/playwright.selftest.config.ts
// Tests named 'EXPECTED TO FAIL' use test.fail(): they pass only if the guard fails them.
import { defineConfig } from '@playwright/test'
import { SELFTEST_PORT } from '../ports.ts'

const SELFTEST_URL = `http://127.0.0.1:${SELFTEST_PORT}`
export default defineConfig({
  testDir: '.',
  testMatch: '*.selftest.ts',
  workers: 1,
  outputDir: '../../../test-results/guard-selftest',
  reporter: 'list',
  use: {
    baseURL: SELFTEST_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    },
  },
  projects: [
    // A test tagged @js-only or @js-off-only is about behaviour that exists in one mode only.
    { name: 'js-on', use: { javaScriptEnabled: true }, grepInvert: /@js-off-only/ },
    { name: 'js-off', use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: {
    command: 'node server.mjs',
    url: `${SELFTEST_URL}/healthz`,
    env: { SELFTEST_PORT: String(SELFTEST_PORT) },
    reuseExistingServer: false,
  },
})
