/** A new patient's registration form, filled as Lata Rao fills it (the identity journeys and the sweep). */
import type { Page } from '@playwright/test'

export async function fillRegistration(page: Page) {
  await page.getByLabel('First name').fill('Lata')
  await page.getByLabel('Last name').fill('Rao')
  await page.getByLabel('Date of birth').fill('1994-02-03')
  await page.getByLabel('Gender').selectOption('FEMALE')
  await page.getByLabel('Email').fill('lata.rao@example.com')
  await page.getByLabel('Mobile Number').fill('9123456780')
}
