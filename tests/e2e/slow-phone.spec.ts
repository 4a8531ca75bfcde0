/**
 * Issue 14, the slow phone (ADR 67), with JavaScript on and off: the sign-in form ships no script file and its
 * password toggle still works; the layouts' data (root, signed-in frame) is not asked again on a plain
 * navigation; an alert still lasts one page.
 */
import type { Page } from '@playwright/test'
import { checkA11y, expect, resetStandIn, signIn, test, waitForHydration } from './fixtures.ts'

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

/** The routes whose data the page asks for, as `?_data=` names them, from now on. */
function dataRequests(page: Page): string[] {
  const routes: string[] = []
  page.on('request', (request) => {
    const route = new URL(request.url()).searchParams.get('_data')
    if (route) routes.push(route)
  })
  return routes
}

test('the sign-in form loads no script file; the dashboard after it does', async ({ page, javaScriptEnabled }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/signin')
  await checkA11y(page)
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
  await checkA11y(page)
  // (without JavaScript the browser still fetches the preloaded modules, but runs none)
  if (javaScriptEnabled) {
    await waitForHydration(page)
    expect(scripts.length).toBeGreaterThan(0)
  }
})

test("a client-side navigation asks only for the page's data; an alert still lasts one page", async ({
  page,
  javaScriptEnabled,
}) => {
  await signIn(page, 'asha', 'Asha@2026')
  await checkA11y(page)
  await waitForHydration(page)
  const routes = dataRequests(page)
  await page.getByRole('link', { name: 'Book Appointment', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Select Care' })).toBeVisible()
  await page.getByRole('link', { name: 'Online Consultation' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Select Doctor/ })).toBeVisible()
  await checkA11y(page)
  // without JavaScript every page is a document: no data requests at all
  expect(routes).toEqual(javaScriptEnabled ? ['routes/_app.careCategories', 'routes/_app.selectDoctor'] : [])

  // the cancel action's redirect brings an alert; the next page no longer shows it
  await page.goto('/myappointments/3/cancel')
  await waitForHydration(page)
  const dialog = page.getByRole('dialog', { name: 'Cancel appointment' })
  await checkA11y(page)
  await dialog.getByLabel('Reason for cancellation').fill('Feeling better')
  await dialog.getByRole('button', { name: 'Cancel Appointment' }).click()
  await expect(page.getByText('Appointment Cancelled Successfully!')).toBeVisible()
  await checkA11y(page)
  await page.getByRole('link', { name: 'Book Appointment', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Select Care' })).toBeVisible()
  await expect(page.getByText('Appointment Cancelled Successfully!')).toHaveCount(0)
  await checkA11y(page)
})
