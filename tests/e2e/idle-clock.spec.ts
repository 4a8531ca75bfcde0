/**
 * Only what the patient does moves the idle clock (ADR 75): two tabs open on a shared computer,
 * and nobody touches them. A portal of the spec's own with SESSION_IDLE_MINUTES=3 (the server's
 * clock can't be sped up): the patient signs in in one tab, opens a second 75 seconds later, and
 * walks away. Before, the first tab's reload at its deadline moved the server's clock, then the
 * second's, and so on: the session never ended. Now the first tab waits for the second's deadline,
 * and both show sign-in when the session ends, on time.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkA11y, E2E_SESSION_SECRET, expect, fillSignIn, STANDIN_URL, test, waitForHydration } from './fixtures.ts'
import { REAL_CLOCK } from './projects.ts'
import { OWN_PORTAL_URL, ready, startPortal } from './support/own-portal.ts'

// the second tab comes after a minute: a session's last action is written at most once a minute (app/utils/session/session.server.ts)
const IDLE_MINUTES = 3
const SECOND_TAB_AFTER_MS = 75_000
const SIGNED_OUT = `You were signed out after ${IDLE_MINUTES} minutes without activity. Please sign in again.`

test(
  'two tabs and no patient action: the session ends on time in both',
  { tag: ['@js-only', REAL_CLOCK] },
  async ({ browser }) => {
    test.setTimeout(7 * 60_000)
    const portal = startPortal({
      SERVICES_URL: STANDIN_URL,
      SESSION_SECRET: E2E_SESSION_SECRET,
      PUBLIC_URL: OWN_PORTAL_URL,
      PORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-idle-')),
      SESSION_IDLE_MINUTES: String(IDLE_MINUTES),
    })
    const context = await browser.newContext({ baseURL: OWN_PORTAL_URL })
    try {
      await ready(OWN_PORTAL_URL, portal.process)
      const first = await context.newPage()
      await first.goto('/signin')
      await waitForHydration(first)
      await fillSignIn(first, 'asha', 'Asha@2026')
      await first.getByRole('button', { name: 'LOGIN', exact: true }).click()
      await first.waitForURL('**/myappointments')
      const signedInAt = Date.now()
      await checkA11y(first)

      // the patient opens a second tab (her action: the server's clock moves to now)
      await first.waitForTimeout(SECOND_TAB_AFTER_MS)
      const second = await context.newPage()
      await second.goto('/appointmentHistory')
      await expect(second.getByRole('heading', { level: 1, name: 'Appointment History' })).toBeVisible()
      const lastActionAt = Date.now()
      await checkA11y(second)

      // past the first tab's own deadline: it asked the server and waits for the second's
      const firstDeadline = signedInAt + IDLE_MINUTES * 60_000
      await first.waitForTimeout(firstDeadline + 15_000 - Date.now())
      expect(new URL(first.url()).pathname).toBe('/myappointments')

      // past the second's deadline (the session's): both tabs show sign-in, with the reason
      const sessionEnd = lastActionAt + IDLE_MINUTES * 60_000
      await second.waitForURL('**/signin', { timeout: sessionEnd + 20_000 - Date.now() })
      // and not before its time: nothing ended it earlier than the patient's last action allowed
      expect(Date.now()).toBeGreaterThanOrEqual(sessionEnd)
      await first.waitForURL('**/signin', { timeout: sessionEnd + 20_000 - Date.now() })
      for (const page of [second, first])
        await expect(page.getByRole('heading', { level: 1, name: 'Sign in', exact: true })).toBeVisible()
      // the reason is said by the tab whose sign-in page came first (an alert is shown once)
      const said = await Promise.all([second, first].map((page) => page.getByText(SIGNED_OUT).isVisible()))
      expect(said).toContain(true)
      await checkA11y(first)
      const dashboard = await context.request.get('/myappointments', { maxRedirects: 0 })
      expect(dashboard.status()).toBe(302)
      expect(dashboard.headers().location).toBe('/signin')
    } finally {
      await context.close()
      portal.process.kill('SIGKILL')
    }
  },
)
