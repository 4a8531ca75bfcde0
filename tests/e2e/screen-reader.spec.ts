/**
 * What a screen reader hears where the page changes by itself: the idle warning. (The
 * chat's own messages and the doctor's, upload outcomes and the booking's error summary are
 * asserted in their own specs.)
 */
import { checkA11y, expect, test, waitForHydration } from './fixtures.ts'
import { signInAs } from './support/session.ts'

test(
  'the idle warning is an alertdialog that says the time left, then says it again only now and then',
  {
    tag: '@js-only',
  },
  async ({ page }) => {
    // the page's clock, so 13 minutes pass at once (SESSION_IDLE_MINUTES is 15: the warning comes 2 minutes before)
    await page.clock.install()
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await waitForHydration(page)
    // the idle timer is set in an effect after hydration: run the clock on only once the page has settled
    await page.waitForLoadState('networkidle')

    await page.clock.fastForward('13:00')
    const warning = page.getByRole('alertdialog', { name: 'Still there?' })
    await expect(warning).toBeVisible()
    await expect(warning).toHaveAccessibleDescription('You will be signed out in 2 minutes because of inactivity.')
    const spoken = warning.getByRole('status')
    await expect(spoken).toHaveText('')
    // the clock ticks each second, unannounced; the status changes at 60 seconds left
    await page.clock.fastForward('00:30')
    await expect(spoken).toHaveText('')
    await page.clock.fastForward('00:31')
    await expect(spoken).toHaveText('1 minute left')
    await expect(warning).toMatchAriaSnapshot(`
    - alertdialog "Still there?":
      - heading "Still there?" [level=2]
      - paragraph: You will be signed out in 2 minutes because of inactivity.
      - status: 1 minute left
      - button "Stay signed in"
  `)
    await checkA11y(page)
    await warning.getByRole('button', { name: 'Stay signed in' }).press('Enter')
    await expect(warning).toBeHidden()
  },
)
