import type { Page } from '@playwright/test'
import { expect } from '../fixtures.ts'

/** Logout from the top bar (its menu, where the bar is folded), landing on sign-in. */
export async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('button', { name: 'Logout', exact: true }).click()
  await expect(page).toHaveURL(/\/signin$/)
}
