/**
 * The account activity (docs/activity.md): sign in, sign out and in again, see both on /activity,
 * filter by kind and turn the page, by keyboard, with JavaScript on and off. axe and the 320 px check of each page are in sweep.spec.ts.
 * The portal's store keeps Kiran's entries from earlier specs, so the checks are about the newest.
 */
import type { Page } from '@playwright/test'
import { expect, provedWithoutJsIn, signIn, test, waitForHydration } from './fixtures.ts'
import { tabTo } from './support/keyboard.ts'
import { signOut } from './support/sign-out.ts'

const whats = (page: Page) => page.locator('table tbody th').allInnerTexts()

test(
  'a sign-out and a sign-in show on /activity, filtered by kind and paged, by keyboard',
  provedWithoutJsIn(
    'activity/page.test.ts › the activity page › filters by kind from the URL, pages by 10 newest first, and clamps a page past the end',
  ),
  async ({ page }) => {
    await signIn(page, 'kiran', 'Kiran@2026')
    // enough entries for a second page, whatever earlier specs left
    for (let i = 0; i < 5; i++) {
      await signOut(page)
      await signIn(page, 'kiran', 'Kiran@2026')
    }
    await page.goto('/newProfile')
    await waitForHydration(page)
    await tabTo(page, page.getByRole('link', { name: 'Account activity' }), 60)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/activity$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Account activity' })).toBeVisible()
    await waitForHydration(page)
    expect((await whats(page)).slice(0, 2)).toEqual(['Signed in', 'Signed out'])
    await expect(page.locator('table tbody tr')).toHaveCount(10)

    // the filter: a plain form, reached and sent from the keyboard
    await tabTo(page, page.getByRole('combobox', { name: 'Show' }), 40)
    await page.getByRole('combobox', { name: 'Show' }).selectOption('signOuts')
    await tabTo(page, page.getByRole('button', { name: 'Show', exact: true }), 5)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/activity\?kind=signOuts$/)
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('signOuts')
    const signOuts = await whats(page)
    // only sign-outs, of whatever kind (an earlier spec's kiran may have been signed out from another device)
    expect(signOuts.filter((what) => !what.startsWith('Signed out'))).toEqual([])
    expect(signOuts.filter((what) => what === 'Signed out').length).toBeGreaterThanOrEqual(5)

    // every kind again, then the next page; nothing of it may be kept by the browser
    const response = await page.goto('/activity')
    expect(response?.headers()['cache-control']).toBe('no-store')
    await waitForHydration(page)
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    await tabTo(page, pager.getByRole('link', { name: 'Next' }), 80)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/activity\?page=2$/)
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  },
)
