/** A helper invited through the portal's own /helpers form, for the helpers' e2e tests and the sweep. */
import { expect, type Page } from '@playwright/test'
import { outboxOf } from './outbox.ts'

/** kiran's mobile in the seed, as a patient types it. */
export const KIRAN_MOBILE = '9876500005'

/**
 * The signed-in patient (asha) invites kiran as her son, to see and book for six months, with the
 * form as a patient fills it; returns the invitation's path, read from the SMS the stand-in sent.
 */
export async function helperInvited(page: Page): Promise<{ link: string }> {
  await page.goto('/helpers')
  await page.getByLabel("Helper's name").fill('Kiran')
  await page.getByLabel('Mobile number or e-mail address').fill(KIRAN_MOBILE)
  await page.getByLabel('Relationship').selectOption('son')
  await page.getByLabel('See appointments').check()
  await page.getByLabel('Book and change appointments').check()
  await page.getByLabel('In six months').check()
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invitation sent to Kiran. The link works for 7 days.')).toBeVisible()
  const { body } = await outboxOf(page).last({ to: KIRAN_MOBILE, channel: 'SMS' })
  const link = /(\/helpers\/invitation\/[\w-]+)/.exec(body)?.[1]
  expect(link, 'the invitation link in the SMS').toBeTruthy()
  return { link: link! }
}
