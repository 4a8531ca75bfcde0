/**
 * The signed-in fixture (support/session.ts) makes the session a sign-in through the form makes: the
 * portal reads it as its own, its forms post (their CSRF token checked), and it starts only for a
 * patient the services take.
 */
import { checkA11y, expect, test } from './fixtures.ts'
import { signInAs } from './support/session.ts'
import { signOut } from './support/sign-out.ts'

const dashboardHeading = { level: 1, name: 'My Appointments', exact: true } as const

test('a page opened after signInAs is the dashboard, and its forms post: logout ends the session', async ({ page }) => {
  expect(await signInAs(page, 'asha')).toBe('/myappointments')
  await page.goto('/myappointments')
  await expect(page.getByRole('heading', dashboardHeading)).toBeVisible()
  await checkA11y(page)

  await signOut(page)
  await checkA11y(page)
  const dashboard = await page.request.get('/myappointments', { maxRedirects: 0 })
  expect(dashboard.status()).toBe(302)
  expect(dashboard.headers().location).toBe('/signin')
})

test('a wrong password signs nobody in: the services refuse the token, and no cookie is set', async ({ page }) => {
  await expect(signInAs(page, 'asha', { password: 'Wrong@2026' })).rejects.toThrow('Bad credentials')
  expect(await page.context().cookies()).toEqual([])
  await page.goto('/myappointments')
  await expect(page).toHaveURL(/\/signin$/)
  await checkA11y(page)
})
