/**
 * The slow phone (ADR 67), with JavaScript on and off: the sign-in form ships no script file and its
 * password toggle still works; the layouts' data (root, signed-in frame) is not asked again on a plain
 * navigation; the next step's data is asked for ahead where it is clear (ADR 68); an alert still lasts one page.
 */
import type { Page } from '@playwright/test'
import { expect, provedWithoutJsIn, resetStandIn, signIn, test, waitForHydration } from './fixtures.ts'
import { signInAs } from './support/session.ts'

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

/** The data the page asks for from now on, as `<path and query> <route>`. */
function dataRequests(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    const route = url.searchParams.get('_data')
    url.searchParams.delete('_data')
    if (route) asked.push(`${url.pathname}${url.search} ${route}`)
  })
  return asked
}

test(
  'the sign-in form loads no script file; the dashboard after it does',
  provedWithoutJsIn(
    'identity.spec.ts › the password toggle is a pressed-state button with JavaScript, absent without (both modes)',
  ),
  async ({ page, javaScriptEnabled }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/signin')
    expect(scripts).toEqual([])
    const toggle = page.getByRole('button', { name: 'Show password' })
    if (javaScriptEnabled) {
      // the inline script shows it and wires it
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
    } else await expect(toggle).toHaveCount(0)

    await signIn(page, 'asha', 'Asha@2026')
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible()
    // (without JavaScript the browser still fetches the preloaded modules, but runs none)
    if (javaScriptEnabled) {
      await waitForHydration(page)
      expect(scripts.length).toBeGreaterThan(0)
    }
  },
)

test(
  "a client-side navigation asks only for the page's data, asked ahead where the next step is clear; an alert still lasts one page",
  provedWithoutJsIn('common/session.test.ts › the alert banner › shows an alert on one page only'),
  async ({ page, javaScriptEnabled }) => {
    const asked = dataRequests(page)
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await waitForHydration(page)
    // the dashboard asks for Select Care's data while the patient reads it (ADR 68)
    const care = '/careCategories routes/_app.careCategories'
    const doctors = (careServiceId: number) => `/selectDoctor?careServiceId=${careServiceId} routes/_app.selectDoctor`
    if (javaScriptEnabled) await expect.poll(() => asked).toEqual([care])
    await page.getByRole('link', { name: 'Book Appointment', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Select Care' })).toBeVisible()
    // and Select Care the doctor lists of the two bookable care services
    if (javaScriptEnabled) await expect.poll(() => asked).toEqual([care, doctors(1), doctors(2)])
    await page.getByRole('link', { name: 'Online Consultation' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Select Doctor/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Online Consultation')
    // the clicks asked for nothing more; without JavaScript every page is a document: no data requests at all
    expect(asked).toEqual(javaScriptEnabled ? [care, doctors(1), doctors(2)] : [])
    // a step not asked for ahead asks for its own data only, not the layouts'
    await page
      .getByRole('link', { name: /^Book Appointment with / })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1, name: /Select slot/ })).toBeVisible()
    if (javaScriptEnabled) expect(asked.slice(3).map((a) => a.split(' ')[1])).toEqual(['routes/_app.slots'])

    // the cancel action's redirect brings an alert; the next page no longer shows it
    await page.goto('/myappointments/3/cancel')
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: 'Cancel appointment' })
    await dialog.getByLabel('Reason for cancellation').fill('Feeling better')
    await dialog.getByRole('button', { name: 'Cancel Appointment' }).click()
    await expect(page.getByText('Appointment Cancelled Successfully!')).toBeVisible()
    await page.getByRole('link', { name: 'Book Appointment', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Select Care' })).toBeVisible()
    await expect(page.getByText('Appointment Cancelled Successfully!')).toHaveCount(0)
  },
)
