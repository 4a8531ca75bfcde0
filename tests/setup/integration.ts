/**
 * Setup for the `integration` vitest project: loaders and actions run against the
 * stand-in mounted in-process behind msw (tests/mocks/standin.ts).
 *
 * The environment is set at the top, before the stand-in or any portal module is
 * imported; the portal reads process.env lazily (app/utils/env.server.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'

process.env.NODE_ENV = 'test'
process.env.SERVICES_URL = 'http://services.test'
process.env.SERVICES_LAYOUT = 'paths'
process.env.SESSION_SECRET = 'integration-test-session-secret-0123456789abcdef'
// long enough for a login (scrypt) on a loaded 2-core machine; a 'timeout' fault shortens them for
// its test, so the portal gives up on a hanging service quickly (tests/mocks/standin.ts)
process.env.SERVICES_TIMEOUT_MS = '10000'
process.env.SERVICES_UPLOAD_TIMEOUT_MS = '10000'
process.env.SIGNIN_RATE_LIMIT = '1000'
// the portal's own JSON log would bury the test output; tests that read it capture it themselves
process.env.LOG_LEVEL = 'silent'
process.env.HOSPITAL_TIME_ZONE ??= 'Asia/Kolkata'
// the portal's own store (sessions, limits): a fresh SQLite file per test file
process.env.PORTAL_DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-integration-'))
// each test injects its own faults into the services: nothing may answer from an earlier test's cache
process.env.REFERENCE_CACHE_SECONDS = '0'

const { server, standIn, restoreBudgets, SERVICES_URL } = await import('../mocks/standin.ts')

if (SERVICES_URL !== process.env.SERVICES_URL) {
  throw new Error(`tests/mocks/standin.ts serves ${SERVICES_URL}, but SERVICES_URL is ${process.env.SERVICES_URL}`)
}

beforeAll(() => {
  // a request to anything msw does not handle (a real network call) fails the test
  server.listen({ onUnhandledRequest: 'error' })
  standIn.warmUp()
})

afterEach(async () => {
  server.resetHandlers() // drops faults injected by the test
  restoreBudgets()
  // every test starts with closed circuits: one test's faults must not open another's
  const { resetBreakers } = await import('~/utils/calls/circuit-breakers.server')
  resetBreakers()
  const { clearLoggerQueue } = await import('~/utils/observability/logger-queue.server')
  clearLoggerQueue()
  // the frame's and the sign-in page's kept answers came from the previous test's stand-in
  const { forgetDecorations } = await import('~/utils/calls/decoration.server')
  await forgetDecorations()
  standIn.reset() // next test gets a fresh seeded database
  // and an empty portal store: one test's limits and failure counts don't reach the next
  const { closeStore } = await import('~/utils/shared-store/index.server')
  const { resetLimiters } = await import('~/utils/session/rate-limit.server')
  await closeStore()
  resetLimiters()
  rmSync(process.env.PORTAL_DATA_DIR!, { recursive: true, force: true })
})

afterAll(async () => {
  server.close()
  standIn.close()
  const { closeStore } = await import('~/utils/shared-store/index.server')
  await closeStore()
})
