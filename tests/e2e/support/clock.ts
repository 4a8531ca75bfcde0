import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures.ts'

/**
 * Waits for what a page shows after a timer of its own (the video service counted unreachable after
 * CONNECT_TIMEOUT_MS, 15 s; a guest's poll every 5 s), moving the page's clock on a second at a time
 * rather than waiting it out.
 * The clock must be the page's fake one, installed before the page that sets the timer
 * (`page.clock.install()`, which otherwise runs as the real one).
 */
export async function shownAsTheClockMovesOn(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000)
        return locator.isVisible()
      },
      { intervals: [100] },
    )
    .toBe(true)
}
