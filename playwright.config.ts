import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import { PORTAL_COMMAND, PORTAL_PROCESS_ENV } from './scripts/portal-process.ts'
import {
  CLUSTER_PORT,
  CLUSTER_PORTAL_PORTS,
  CLUSTER_REDIS_PORT,
  CLUSTER_STANDIN_PORT,
  CLUSTER_STANDIN_URL,
  CLUSTER_URL,
  E2E_SESSION_SECRET,
  PORTAL_PORT,
  PORTAL_SERVICES_DOWN_PORT,
  PORTAL_SERVICES_DOWN_URL,
  PORTAL_URL,
  STANDIN_PORT,
  STANDIN_URL,
  UNREACHABLE_SERVICES_URL,
} from './tests/e2e/ports.ts'
import { PROJECTS, selectedProjects, STATIC_PAGE_TAG } from './tests/e2e/projects.ts'
import { jsonReportOf } from './tests/e2e/report-files.ts'

// The e2e run: the built portal and the stand-in as real processes, driven through
// Debian's Chromium (tests/e2e/run.ts finds it and sets CHROMIUM_PATH). Playwright
// cannot download browsers here, and there is no network: hence the flags below.

const CI = !!process.env.CI
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>[number]

// A fresh folder (real SQLite file) per run. Set once in the runner process; workers
// inherit it, so they do not create folders of their own.
process.env.E2E_STANDIN_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-standin-'))
const standInDataDir = process.env.E2E_STANDIN_DATA_DIR
// The single portals' shared stores (sessions, guest-code counts), one folder each, fresh per run like the
// stand-in's: a local re-run no longer meets the counts of the run before it.
process.env.E2E_PORTAL_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-portal-'))
const portalDataDir = process.env.E2E_PORTAL_DATA_DIR
const singlePortalDataDir = join(portalDataDir, 'portal')
// The cluster's folder (Redis's data, nginx's files and access log): the cluster specs read it.
process.env.E2E_CLUSTER_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-cluster-'))
const clusterDir = process.env.E2E_CLUSTER_DIR

// the portal's process as in production (scripts/portal-process.ts), with PORTAL_COMMAND
const portalEnv = {
  ...PORTAL_PROCESS_ENV,
  NODE_ENV: 'production',
  SESSION_SECRET: E2E_SESSION_SECRET,
  SERVICES_LAYOUT: 'paths',
  SIGNIN_RATE_LIMIT: '1000',
  // the identity specs register the same person in both projects, from one address
  REGISTRATIONS_PER_ADDRESS: '1000',
  REGISTRATIONS_PER_CONTACT: '1000',
  HOSPITAL_TIME_ZONE: 'Asia/Kolkata',
  // the call pages may try the stand-in's (refusing) media address, so the failure is a real one
  VIDEO_CONNECT_SOURCES: 'ws://127.0.0.1:9 http://127.0.0.1:9',
}

// The single portal of the js-on and js-off projects, its stand-in, and a portal whose services are down.
const singlePortal: WebServer[] = [
  {
    name: 'stand-in',
    command: 'node --import tsx backend/main.ts',
    url: `${STANDIN_URL}/dev/logs`,
    env: {
      STANDIN_PORT: String(STANDIN_PORT),
      STANDIN_HOST: '127.0.0.1',
      STANDIN_LAYOUT: 'single',
      STANDIN_DATA_DIR: standInDataDir,
      // the links the services send (invitations, reminders) lead to the e2e portal; the sweep runs only when a test asks (POST /dev/reminders/sweep),
      // so no reminder lands in the outbox a test is reading a code from
      STANDIN_PORTAL_URL: PORTAL_URL,
      STANDIN_REMINDER_SWEEP_SECONDS: '0',
    },
    reuseExistingServer: !CI,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
  {
    name: 'portal',
    command: PORTAL_COMMAND,
    url: `${PORTAL_URL}/healthz`,
    env: {
      ...portalEnv,
      PORT: String(PORTAL_PORT),
      SERVICES_URL: STANDIN_URL,
      PUBLIC_URL: PORTAL_URL,
      PORTAL_DATA_DIR: singlePortalDataDir,
    },
    reuseExistingServer: !CI,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
  {
    name: 'portal-services-down',
    command: PORTAL_COMMAND,
    url: `${PORTAL_SERVICES_DOWN_URL}/healthz`,
    env: {
      ...portalEnv,
      PORT: String(PORTAL_SERVICES_DOWN_PORT),
      SERVICES_URL: UNREACHABLE_SERVICES_URL,
      PUBLIC_URL: PORTAL_SERVICES_DOWN_URL,
      PORTAL_DATA_DIR: join(portalDataDir, 'services-down'),
    },
    reuseExistingServer: !CI,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
]

// The cluster project's: Redis, a stand-in, two portal instances and nginx, in one command.
const cluster: WebServer[] = [
  {
    name: 'cluster',
    command: 'node --import tsx scripts/cluster.ts',
    // nginx starts last, once both instances are ready
    url: `${CLUSTER_URL}/healthz`,
    env: {
      CLUSTER_PORT: String(CLUSTER_PORT),
      CLUSTER_PORTAL_PORTS: CLUSTER_PORTAL_PORTS.join(','),
      CLUSTER_STANDIN_PORT: String(CLUSTER_STANDIN_PORT),
      CLUSTER_REDIS_PORT: String(CLUSTER_REDIS_PORT),
      CLUSTER_DIR: clusterDir,
      // removed by the cluster once it has stopped (after the global teardown)
      CLUSTER_REMOVE_DIR: '1',
      SESSION_SECRET: E2E_SESSION_SECRET,
      // the specs sign in often from one address; the per-username limit is the one under test
      SIGNIN_RATE_LIMIT: '1000',
      HOSPITAL_TIME_ZONE: 'Asia/Kolkata',
    },
    // never someone else's cluster: the specs stop its Redis and read its nginx log
    reuseExistingServer: false,
    timeout: 90_000,
    // the script stops nginx, drains both instances, then the stand-in and Redis
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
]

// The timeouts, from what a step needs on a loaded machine (npm run test:loaded: one core busy, the other shared
// by two lanes and Orca). The portal answers a page within its PAGE_BUDGET_MS (2.5 s) whatever its services do,
// and Chromium draws and hydrates it in about as long again with a core to itself; with half a core, twice that.
const PAGE_MS = 2 * (2_500 + 2_500)
// A test is at most six pages at that worst case; a longer journey says so (test.slow() or its own timeout).
const TEST_MS = 6 * PAGE_MS

// Only the servers of the projects this run selects (a webServer is global to the config).
const runs = selectedProjects(process.argv, PROJECTS)
const staticPage = new RegExp(STATIC_PAGE_TAG)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // a lane of a full run (tests/e2e/run.ts) writes apart from the other lane
  outputDir: process.env.E2E_RESULTS ? `test-results/${process.env.E2E_RESULTS}` : 'test-results',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // 2 cores: the portal and the stand-in need CPU too
  workers: 1,
  timeout: TEST_MS,
  expect: { timeout: PAGE_MS },
  reporter: [
    ['list'],
    // read by a full run (tests/e2e/run.ts) for the tests that passed only on a retry
    ['json', { outputFile: jsonReportOf(process.env.E2E_RESULTS) }],
    [
      'html',
      {
        open: 'never',
        outputFolder: process.env.E2E_RESULTS ? `playwright-report/${process.env.E2E_RESULTS}` : 'playwright-report',
      },
    ],
  ],
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
        // camera and microphone for the video call specs: a fake device, permission granted
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    // A test tagged @js-only or @js-off-only is about behaviour that exists in one mode only.
    // metadata: the portal's shared store, where tests/e2e/support/session.ts writes a signed-in session
    {
      name: 'js-on',
      use: { javaScriptEnabled: true },
      grepInvert: /@js-off-only/,
      testIgnore: ['cluster/**', 'sweep.spec.ts'],
      metadata: { portalDataDir: singlePortalDataDir },
    },
    // the accessibility sweep with JavaScript on, a project of its own so that a lane with room takes it
    {
      name: 'sweep-js-on',
      use: { javaScriptEnabled: true },
      grepInvert: [/@js-off-only/, staticPage],
      testMatch: 'sweep.spec.ts',
      metadata: { portalDataDir: singlePortalDataDir },
    },
    {
      name: 'js-off',
      use: { javaScriptEnabled: false },
      grepInvert: [/@js-only/, staticPage],
      testIgnore: 'cluster/**',
      metadata: { portalDataDir: singlePortalDataDir },
    },
    // the sweep of the static pages in each mode, projects of their own so that the other lane takes them (ADR 125)
    ...([true, false] as const).map((javaScriptEnabled) => ({
      name: `static-pages-js-${javaScriptEnabled ? 'on' : 'off'}`,
      use: { javaScriptEnabled },
      grep: staticPage,
      testMatch: 'sweep.spec.ts',
      metadata: { portalDataDir: singlePortalDataDir },
    })),
    // Two instances behind nginx, sharing Redis (scripts/cluster.ts): sessions, limits, booking, an outage.
    {
      name: 'cluster',
      testMatch: 'cluster/**/*.spec.ts',
      use: { baseURL: CLUSTER_URL, javaScriptEnabled: true },
      metadata: { standInURL: CLUSTER_STANDIN_URL, clusterDir, redisURL: `redis://127.0.0.1:${CLUSTER_REDIS_PORT}` },
    },
  ],
  webServer: [
    // every project but the cluster's drives the single portal
    ...([...runs].some((project) => project !== 'cluster') ? singlePortal : []),
    ...(runs.has('cluster') ? cluster : []),
  ],
})
