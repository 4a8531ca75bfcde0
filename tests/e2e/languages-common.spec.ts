/**
 * The common pages in Hindi and Kannada (docs/languages.md): a static page (the accessibility statement)
 * and the error page in the browser's language (Accept-Language), and the signed-in frame (top
 * bar, footer) in the chosen one, with <html lang>, and the title, JavaScript on and off.
 */
import type { Page } from '@playwright/test'
import { expect, languageMode, PORTAL_URL, resetStandIn, test } from './fixtures.ts'
import { signInAs } from './support/session.ts'

/** The language the switch would keep: the `lang` cookie wins over Accept-Language. */
const choose = (page: Page, lang: string) => page.context().addCookies([{ name: 'lang', value: lang, url: PORTAL_URL }])

const languages = [
  {
    locale: 'hi-IN',
    lang: 'hi',
    statement: 'सुलभता के बारे में जानकारी',
    title: 'सुलभता के बारे में जानकारी | मरीज़ पोर्टल',
    back: 'पोर्टल पर वापस जाएँ',
    links: 'इस पोर्टल के बारे में',
    privacy: 'गोपनीयता नीति',
    notFoundTitle: 'पेज नहीं मिला',
    notFound: 'हमें यह पेज नहीं मिला।',
    goToAppointments: 'अपने अपॉइंटमेंट पर जाएँ',
    portal: 'मरीज़ पोर्टल',
    menu: 'मुख्य',
    dashboard: 'डैशबोर्ड',
    quickLinks: 'ज़रूरी लिंक',
    logout: 'लॉग आउट',
  },
  {
    locale: 'kn-IN',
    lang: 'kn',
    statement: 'ಪ್ರವೇಶಸಾಧ್ಯತೆಯ ಹೇಳಿಕೆ',
    title: 'ಪ್ರವೇಶಸಾಧ್ಯತೆಯ ಹೇಳಿಕೆ | ರೋಗಿ ಪೋರ್ಟಲ್',
    back: 'ಪೋರ್ಟಲ್‌ಗೆ ಹಿಂತಿರುಗಿ',
    links: 'ಈ ಪೋರ್ಟಲ್ ಬಗ್ಗೆ',
    privacy: 'ಗೌಪ್ಯತಾ ನೀತಿ',
    notFoundTitle: 'ಪುಟ ಸಿಗಲಿಲ್ಲ',
    notFound: 'ಆ ಪುಟ ನಮಗೆ ಸಿಗಲಿಲ್ಲ.',
    goToAppointments: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳಿಗೆ ಹೋಗಿ',
    portal: 'ರೋಗಿ ಪೋರ್ಟಲ್',
    menu: 'ಮುಖ್ಯ',
    dashboard: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್',
    quickLinks: 'ಮುಖ್ಯ ಲಿಂಕ್‌ಗಳು',
    logout: 'ಲಾಗ್ ಔಟ್',
  },
] as const

for (const t of languages) {
  test.describe(`in ${t.lang}`, () => {
    test.use({ locale: t.locale })

    test(`the accessibility statement and the error page are in ${t.lang}`, languageMode(t.lang), async ({ page }) => {
      await page.goto('/Accessibility')
      await expect(page.locator('html')).toHaveAttribute('lang', t.lang)
      await expect(page.getByRole('heading', { level: 1, name: t.statement })).toBeVisible()
      await expect(page).toHaveTitle(t.title)
      await expect(page.getByRole('link', { name: t.back })).toBeVisible()
      const links = page.getByRole('navigation', { name: t.links })
      await expect(links.getByRole('link', { name: t.privacy })).toBeVisible()
      // the page's own content is in the language: no part of it is marked as another
      await expect(page.locator('main [lang]')).toHaveCount(0)

      // a static page's link to another, followed like a patient would
      await links.getByRole('link', { name: t.privacy }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.privacy })).toBeVisible()

      const response = await page.goto('/no-such-page')
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', t.lang)
      await expect(page.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible()
      await expect(page.getByText(t.notFound)).toBeVisible()
      await expect(page.getByRole('link', { name: t.goToAppointments })).toBeVisible()
      await expect(page).toHaveTitle(t.portal)
    })

    test(`the signed-in frame (top bar and footer) is in ${t.lang}`, languageMode(t.lang), async ({ page }) => {
      await resetStandIn(page)
      // signed in through the English page, so the helper's labels hold; then the language is chosen
      await choose(page, 'en')
      await signInAs(page, 'asha')
      await page.goto('/myappointments')
      await choose(page, t.lang)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('lang', t.lang)
      const menu = page.getByRole('navigation', { name: t.menu })
      await expect(menu.getByRole('link', { name: t.dashboard })).toHaveAttribute('aria-current', 'page')
      await expect(menu.getByRole('button', { name: t.logout })).toBeAttached()
      await expect(page.getByRole('navigation', { name: t.quickLinks })).toBeVisible()
    })
  })
}
