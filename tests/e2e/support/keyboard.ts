/**
 * Keyboard-only driving (docs/accessibility.md): Tab to a control within a budget of presses, checking on the
 * way that every stop shows the portal's focus ring (app.css: a 3 px outline and a dark halo).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, javaScriptEnabled } from '../fixtures.ts'

/** What the focused element is and how its focus shows, or null when nothing has focus. */
async function focusedRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return null
    const style = getComputedStyle(el)
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return {
      what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${label}"`,
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      halo: style.boxShadow,
    }
  })
}

/**
 * Fails unless the focused control shows the portal's ring. Nothing focused in the page is the
 * browser's own stop (Tab past the last control, or out of a modal dialog): no ring of ours there.
 * Needs JavaScript (it reads computed styles).
 */
export async function expectFocusRing(page: Page) {
  const ring = await focusedRing(page)
  if (!ring) return
  expect(ring.outline, `the focus ring of ${ring.what}`).toBe('solid 3px')
  expect(ring.halo, `the focus halo of ${ring.what}`).toMatch(/0px 0px 0px 5px/)
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, at most `budget` times, and returns
 * the presses it took. With JavaScript on, every stop on the way must show the focus ring (the
 * same CSS serves both modes, so one mode checks it).
 */
export async function tabTo(page: Page, target: Locator, budget: number, { back = false } = {}): Promise<number> {
  const focused = target.and(page.locator(':focus'))
  const checkRing = javaScriptEnabled(page)
  for (let presses = 1; presses <= budget; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (checkRing) await expectFocusRing(page)
    if ((await focused.count()) > 0) return presses
  }
  throw new Error(`${target} was not reached within ${budget} Tab presses`)
}

/**
 * Types an ISO day (YYYY-MM-DD) into the date field `input`, which has focus. The field may have kept
 * the focus in a later part (a dialog that focused it, a page update): ArrowLeft goes back to its first
 * part. Chromium orders the parts by its own language, not the page's locale: one ArrowUp (undone at
 * once) shows whether the first part is the day or the month. `delay` is the time between two key
 * presses, waited for; with `onTheClock`, the page's clock is moved on by it after each key instead
 * (`page.clock.install()` before the page), so the page's timers see a slow typist at no real wait.
 */
export async function typeDate(page: Page, input: Locator, isoDay: string, { delay = 0, onTheClock = false } = {}) {
  await expect(input).toBeFocused()
  for (let part = 0; part < 2; part++) await page.keyboard.press('ArrowLeft')
  const before = await input.inputValue()
  await page.keyboard.press('ArrowUp')
  const dayFirst = (await input.inputValue()).slice(8) !== before.slice(8)
  await page.keyboard.press('ArrowDown')
  const [year, month, day] = isoDay.split('-')
  const keys = dayFirst ? `${day}${month}${year}` : `${month}${day}${year}`
  if (!onTheClock) await page.keyboard.type(keys, { delay })
  else
    for (const key of keys) {
      await page.keyboard.type(key)
      await page.clock.runFor(delay)
    }
  await expect(input).toHaveValue(isoDay)
}
