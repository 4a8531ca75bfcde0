/**
 * Your devices (docs/security.md#your-devices, ADR 88), in two browsers: one left signed in (a
 * kiosk, Firefox on Windows) and the patient's own. The own browser is told of the new sign-in,
 * follows the notice to the devices screen and signs the kiosk out by keyboard alone; the kiosk's
 * next page is sign-in with the session-expired text. As kiran, whom few other journeys sign in as,
 * so few rows of earlier tests' sessions stand beside these two.
 */
import type { Page } from '@playwright/test'
import { checkA11y, expect, signIn, test } from './fixtures.ts'

const KIOSK_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** Presses Tab until `target` has the focus (at most 60 times): how a keyboard reaches it. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab')
    if ((await target.and(page.locator(':focus')).count()) === 1) return
  }
  throw new Error('Tab never reached the control')
}

test('a patient sees the browser left signed in and signs it out from their own', async ({ page, browser }) => {
  await signIn(page, 'kiran', 'Kiran@2026')

  // the other browser only signs in and is sent away: its pages are the same with JavaScript or without
  // (JavaScript on, so axe can check its pages without the fixture's help)
  const kioskBrowser = await browser.newContext({ javaScriptEnabled: true, userAgent: KIOSK_AGENT })
  const kiosk = await kioskBrowser.newPage()
  await signIn(kiosk, 'kiran', 'Kiran@2026')

  // the patient's own browser is told once, on its next page
  await page.goto('/myappointments')
  const notice = page.getByText(/^A new sign-in on Firefox on Windows at .+\. Not you\?/)
  await expect(notice).toBeVisible()
  await checkA11y(page)
  await notice.getByRole('link', { name: 'Sign it out and change your password.' }).click()

  await expect(page).toHaveURL(/\/devices$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your devices' })).toBeVisible()
  const response = await page.request.get('/devices')
  expect(response.headers()['cache-control']).toBe('no-store')
  const rows = page.locator('li.device')
  await expect(rows.first()).toContainText('(This device)')
  await checkA11y(page)

  // the kiosk is the most recently used of the others: its row comes right after this device's
  const kioskRow = rows.filter({ hasText: 'Firefox on Windows' }).first()
  await expect(kioskRow).toContainText('Network: 127.0.0.0/24')
  await tabTo(page, kioskRow.getByRole('button', { name: 'Sign out Firefox on Windows' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').getByText('Signed out Firefox on Windows.', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/devices$/)
  await checkA11y(page)

  await kiosk.goto('/myappointments')
  await expect(kiosk).toHaveURL(/\/signin$/)
  await expect(kiosk.getByRole('alert').getByText('Session expired. Login again', { exact: true })).toBeVisible()
  await checkA11y(kiosk)
  await kioskBrowser.close()
})
