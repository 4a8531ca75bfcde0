/**
 * Your devices (docs/security.md#your-devices, ADR 88), in two browsers: one left signed in (a
 * kiosk, Firefox on Windows) and the patient's own. The own browser is told of the new sign-in,
 * follows the notice to the devices screen and signs the kiosk out by keyboard alone; the kiosk's
 * next page is sign-in with the session-expired text; the patient's own logout keeps the browser's
 * device id, so signing in again is not told as new. As kiran, whom few other journeys sign in as,
 * so few rows of earlier tests' sessions stand beside these two.
 */
import { expect, provedWithoutJsIn, signIn, test } from './fixtures.ts'
import { tabTo } from './support/keyboard.ts'
import { signOut } from './support/sign-out.ts'

const KIOSK_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

test(
  'a patient sees the browser left signed in and signs it out from their own',
  provedWithoutJsIn(
    'devices/devices.test.ts › signing out another device › ends that session at once; its next page is sign-in with the session-expired text',
  ),
  async ({ page, browser }) => {
    await signIn(page, 'kiran', 'Kiran@2026')

    // the other browser only signs in and is sent away: its pages are the same with JavaScript or without
    const kioskBrowser = await browser.newContext({ javaScriptEnabled: true, userAgent: KIOSK_AGENT })
    const kiosk = await kioskBrowser.newPage()
    await signIn(kiosk, 'kiran', 'Kiran@2026')

    // the patient's own browser is told once, on its next page
    await page.goto('/myappointments')
    const notice = page.getByText(/^A new sign-in on Firefox on Windows at .+\. Not you\?/)
    await expect(notice).toBeVisible()
    await notice.getByRole('link', { name: 'Sign it out and change your password.' }).click()

    await expect(page).toHaveURL(/\/devices$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Your devices' })).toBeVisible()
    // seen once: it does not follow the patient to the next page with the frame's data
    await expect(page.getByText(/A new sign-in on/)).toHaveCount(0)
    const response = await page.request.get('/devices')
    expect(response.headers()['cache-control']).toBe('no-store')
    const rows = page.locator('li.device')
    await expect(rows.first()).toContainText('(This device)')

    // the kiosk is the most recently used of the others: its row comes right after this device's
    const kioskRow = rows.filter({ hasText: 'Firefox on Windows' }).first()
    await expect(kioskRow).toContainText("Network: this server's own computer (a local test)")
    await tabTo(page, kioskRow.getByRole('button', { name: 'Sign out Firefox on Windows' }), 60)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').getByText('Signed out Firefox on Windows.', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/devices$/)

    await kiosk.goto('/myappointments')
    await expect(kiosk).toHaveURL(/\/signin$/)
    await expect(kiosk.getByRole('alert').getByText('Session expired. Login again', { exact: true })).toBeVisible()

    // the device id outlives a logout (Clear-Site-Data wipes it, the step to sign-in sets it again):
    // this browser signing in after its logout is no news to the kiosk, signed in again meanwhile
    await signIn(kiosk, 'kiran', 'Kiran@2026')
    await signOut(page)
    expect((await page.context().cookies()).map((c) => c.name)).toContain('__Host-device')
    await signIn(page, 'kiran', 'Kiran@2026')
    await kiosk.goto('/myappointments')
    await expect(kiosk.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(kiosk.getByText(/A new sign-in on/)).toHaveCount(0)
    await kioskBrowser.close()
  },
)
