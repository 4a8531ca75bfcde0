import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import {
  E2E_SESSION_SECRET,
  PORTAL_PORT,
  PORTAL_SERVICES_DOWN_PORT,
  PORTAL_SERVICES_DOWN_URL,
  PORTAL_URL,
  STANDIN_PORT,
  STANDIN_URL,
  UNREACHABLE_SERVICES_URL,
} from './tests/e2e/ports.ts'

// The e2e run: the built portal and the stand-in as real processes, driven through
// Debian's Chromium (tests/e2e/run.ts finds it and sets CHROMIUM_PATH). Playwright
// cannot download browsers here, and there is no network: hence the flags below.

const CI = !!process.env.CI

// A fresh folder (real SQLite file) per run. Set once in the runner process; workers
// inherit it, so they do not create folders of their own.
process.env.E2E_STANDIN_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-standin-'))
const standInDataDir = process.env.E2E_STANDIN_DATA_DIR

const portalEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: E2E_SESSION_SECRET,
  SERVICES_LAYOUT: 'paths',
  SIGNIN_RATE_LIMIT: '1000',
  HOSPITAL_TIME_ZONE: 'Asia/Kolkata',
  // the call pages may try the stand-in's (refusing) media address, so the failure is a real one (issue 7)
  VIDEO_CONNECT_SOURCES: 'ws://127.0.0.1:9 http://127.0.0.1:9',
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // 2 cores: the portal and the stand-in need CPU too
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: PORTAL_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // camera and microphone for the video call specs: a fake device, permission granted (issue 7)
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    // A test tagged @js-only or @js-off-only is about behaviour that exists in one mode only.
    { name: 'js-on', use: { javaScriptEnabled: true }, grepInvert: /@js-off-only/ },
    { name: 'js-off', use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: [
    {
      name: 'stand-in',
      command: 'node --import tsx backend/main.ts',
      url: `${STANDIN_URL}/dev/logs`,
      env: {
        STANDIN_PORT: String(STANDIN_PORT),
        STANDIN_HOST: '127.0.0.1',
        STANDIN_LAYOUT: 'single',
        STANDIN_DATA_DIR: standInDataDir,
      },
      reuseExistingServer: !CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'portal',
      command: 'node --import tsx server/index.ts',
      url: `${PORTAL_URL}/healthz`,
      env: { ...portalEnv, PORT: String(PORTAL_PORT), SERVICES_URL: STANDIN_URL },
      reuseExistingServer: !CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'portal-services-down',
      command: 'node --import tsx server/index.ts',
      url: `${PORTAL_SERVICES_DOWN_URL}/healthz`,
      env: { ...portalEnv, PORT: String(PORTAL_SERVICES_DOWN_PORT), SERVICES_URL: UNREACHABLE_SERVICES_URL },
      reuseExistingServer: !CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
