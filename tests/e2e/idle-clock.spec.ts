/**
 * Only what the patient does moves the idle clock (ADR 75): two tabs open on a shared computer,
 * and nobody touches them. A portal of the spec's own whose session ends after 9 seconds idle and
 * writes a last action at most every second (SESSION_IDLE_MINUTES=0.15 and
 * SESSION_LAST_ACTION_WRITE_SECONDS=1: the defaults' rule, 15 minutes and a write a minute at most, in
 * seconds). The patient is in one tab, opens a second 4 seconds later, and walks away. Before, the
 * first tab's reload at its deadline moved the server's clock, then the second's, and so on: the
 * session never ended. Now the first tab waits for the second's deadline, and both show sign-in when
 * the session ends, on time. */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkA11y, E2E_SESSION_SECRET, expect, STANDIN_URL, test } from './fixtures.ts'
import { OWN_PORTAL_URL, ready, startPortal } from './support/own-portal.ts'
import { signInAs } from './support/session.ts'

const IDLE_MS = 9_000
const WRITE_EVERY_MS = 1_000
// Longer than a write's interval, so the second tab's page is written as the session's last action; long
// enough that the first tab asks the server at its own deadline (its timer, a second after it) well before
// the session's; and short enough that the session, last written at most a write's interval before the
// first tab's page, is still on when the second tab opens
const SECOND_TAB_AFTER_MS = 4_000
// how late a tab may notice the end: its timer, then the sign-in page's load on a busy machine
const NOTICED_WITHIN_MS = 10_000
const SIGNED_OUT = 'You were signed out after 0.15 minutes without activity. Please sign in again.'

test('two tabs and no patient action: the session ends on time in both', { tag: '@js-only' }, async ({ browser }) => {
  test.setTimeout(IDLE_MS + SECOND_TAB_AFTER_MS + 2 * NOTICED_WITHIN_MS + 30_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-idle-'))
  const portal = startPortal({
    SERVICES_URL: STANDIN_URL,
    SESSION_SECRET: E2E_SESSION_SECRET,
    PUBLIC_URL: OWN_PORTAL_URL,
    PORTAL_DATA_DIR: dataDir,
    SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000),
    SESSION_LAST_ACTION_WRITE_SECONDS: String(WRITE_EVERY_MS / 1000),
  })
  const context = await browser.newContext({ baseURL: OWN_PORTAL_URL })
  try {
    await ready(OWN_PORTAL_URL, portal.process)
    const first = await context.newPage()
    await signInAs(first, 'asha', { portal: { url: OWN_PORTAL_URL, standIn: STANDIN_URL, store: { dataDir } } })
    await first.goto('/myappointments')
    await expect(first.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible()
    // no later than this, the first tab's last action (a write, if one was due)
    const firstActionAt = Date.now()
    await checkA11y(first)

    // the patient opens a second tab (her action: the server's clock moves to now)
    await first.waitForTimeout(firstActionAt + SECOND_TAB_AFTER_MS - Date.now())
    const secondOpenedAt = Date.now()
    const second = await context.newPage()
    await second.goto('/appointmentHistory')
    await expect(second.getByRole('heading', { level: 1, name: 'Appointment History' })).toBeVisible()
    const lastActionAt = Date.now()
    await checkA11y(second)

    // past the first tab's own deadline, just before the session's: it asked the server and waits for the second's
    await first.waitForTimeout(secondOpenedAt + IDLE_MS - 500 - Date.now())
    expect(new URL(first.url()).pathname).toBe('/myappointments')

    // past the second's deadline (the session's): both tabs show sign-in, with the reason
    const noticedBy = lastActionAt + IDLE_MS + NOTICED_WITHIN_MS
    await second.waitForURL('**/signin', { timeout: noticedBy - Date.now() })
    // and not before its time: nothing ended it earlier than the patient's last action allowed
    expect(Date.now()).toBeGreaterThanOrEqual(secondOpenedAt + IDLE_MS)
    await first.waitForURL('**/signin', { timeout: Math.max(1, noticedBy - Date.now()) })
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
})
