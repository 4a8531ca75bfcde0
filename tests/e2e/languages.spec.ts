/**
 * The portal's languages (docs/languages.md, ADR 57): the first visit follows Accept-Language, the switch
 * works with JavaScript on and off and returns to the same page, the choice survives sign-out,
 * and Chromium draws Hindi and Kannada with Debian's Noto fonts (fonts-noto-core, .ci/run).
 */
import type { Locator, Page } from '@playwright/test'
import { checkA11y, expect, provedWithoutJsIn, resetStandIn, test, WITHOUT_JS_IN_THE_BROWSER } from './fixtures.ts'
import { signInAs } from './support/session.ts'

const option = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang')
const langCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'lang')?.value

/** The fonts Chromium used to draw an element's text (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, element: Locator): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await element.evaluate((e) => e.setAttribute('data-font-probe', ''))
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await element.evaluate((e) => e.removeAttribute('data-font-probe'))
  await cdp.detach()
  return fonts.map((f) => f.familyName)
}

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

test.describe('the first visit follows Accept-Language', () => {
  test.use({ locale: 'kn-IN' })

  test(
    'a Kannada browser gets a Kannada page until it chooses',
    provedWithoutJsIn('common/languages.test.ts › Hindi by the cookie, Kannada by Accept-Language'),
    async ({ page }) => {
      await page.goto('/signin')
      expect(await htmlLang(page)).toBe('kn')
      await expect(option(page, 'ಕನ್ನಡ')).toHaveAttribute('aria-current', 'true')
      expect(await langCookie(page)).toBeUndefined()
    },
  )
})

test(
  'the switch keeps the language in a cookie and returns to the same page',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    await page.goto('/signin?from=mail')
    expect(await htmlLang(page)).toBe('en')
    await expect(option(page, 'English')).toHaveAttribute('aria-current', 'true')
    await expect(option(page, 'हिन्दी')).toHaveAttribute('lang', 'hi')
    await expect(option(page, 'ಕನ್ನಡ')).toHaveAttribute('lang', 'kn')

    await option(page, 'हिन्दी').click()
    await expect(option(page, 'हिन्दी')).toHaveAttribute('aria-current', 'true')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/signin?from=mail')
    expect(await htmlLang(page)).toBe('hi')
    expect(await langCookie(page)).toBe('hi')
  },
)

test(
  'the choice survives sign-out, from the top bar',
  provedWithoutJsIn(
    'common/language.test.ts › logout … sets the language and the device id again on the way to sign-in',
  ),
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    // one Tab stop in the top bar: a disclosure named by the current language opens the options
    const fold = page.locator('.top-bar summary')
    await expect(fold).toHaveText('Language: English')
    await fold.click()
    await option(page, 'ಕನ್ನಡ').click()
    await expect(fold).toHaveText('ಭಾಷೆ: ಕನ್ನಡ')
    expect(new URL(page.url()).pathname).toBe('/myappointments')
    expect(await htmlLang(page)).toBe('kn')

    // the top bar is in Kannada now too
    await page.getByRole('button', { name: 'ಲಾಗ್ ಔಟ್', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/signin')
    expect(await htmlLang(page)).toBe('kn')
    expect(await langCookie(page)).toBe('kn')
  },
)

test(
  'Hindi and Kannada are drawn with the Noto fonts of the system',
  provedWithoutJsIn(
    'common/languages.test.ts › Hindi by the cookie, Kannada by Accept-Language (the fonts are the same CSS without JavaScript)',
  ),
  async ({ page }) => {
    await page.goto('/signin')
    expect(await renderedFonts(page, option(page, 'हिन्दी'))).toContain('Noto Sans Devanagari')
    expect(await renderedFonts(page, option(page, 'ಕನ್ನಡ'))).toContain('Noto Sans Kannada')
  },
)

test(
  'the switch fits on a 320 px phone, and beside the top bar links from 768 px',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    const fits = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => {
          const box = e.getBoundingClientRect()
          return box.left >= 0 && box.right <= window.innerWidth && e.scrollWidth <= e.clientWidth
        })
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/signin')
    await checkA11y(page)
    expect(await fits('.language-switch')).toBe(true)

    await page.setViewportSize({ width: 768, height: 800 })
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await checkA11y(page)
    await page.locator('.top-bar summary').click()
    await expect(option(page, 'ಕನ್ನಡ')).toBeVisible()
    expect(await fits('.top-bar')).toBe(true)
    expect(await fits('.top-bar .language-switch')).toBe(true)
    await checkA11y(page)
  },
)
