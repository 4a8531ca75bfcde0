/**
 * The identity pages in Hindi and Kannada (docs/languages.md), JavaScript on and off: a
 * browser that asks for the language gets the sign-in page in it, the language switch on the
 * forgot-password and register pages, the hospital's English consent text marked as English, a
 * validation message in the language, and the signed-in portal in the language.
 */
import type { Page } from '@playwright/test'
import { expect, languageMode, resetStandIn, test, waitForHydration } from './fixtures.ts'

const journeys = [
  {
    locale: 'hi-IN',
    lang: 'hi',
    ownName: 'हिन्दी',
    signIn: 'साइन इन',
    username: 'यूज़रनेम',
    password: 'पासवर्ड',
    login: 'लॉग इन करें',
    usernameRequired: 'यूज़रनेम लिखना ज़रूरी है',
    forgotLink: 'पासवर्ड भूल गए?',
    forgotTitle: 'पासवर्ड भूल गए',
    register: 'रजिस्टर करें',
    registerButton: 'रजिस्टर करें',
    form: ['पहला नाम', 'उपनाम', 'जन्म तिथि', 'लिंग', 'ई-मेल', 'मोबाइल नंबर'],
    consent: 'सहमति',
    consentText: 'सहमति का पाठ',
  },
  {
    locale: 'kn-IN',
    lang: 'kn',
    ownName: 'ಕನ್ನಡ',
    signIn: 'ಸೈನ್ ಇನ್',
    username: 'ಬಳಕೆದಾರ ಹೆಸರು',
    password: 'ಪಾಸ್‌ವರ್ಡ್',
    login: 'ಲಾಗ್ ಇನ್ ಮಾಡಿ',
    usernameRequired: 'ಬಳಕೆದಾರ ಹೆಸರು ಕಡ್ಡಾಯ',
    forgotLink: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿದ್ದೀರಾ?',
    forgotTitle: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿದ್ದೀರಾ',
    register: 'ನೋಂದಣಿ',
    registerButton: 'ನೋಂದಾಯಿಸಿ',
    form: ['ಮೊದಲ ಹೆಸರು', 'ಕೊನೆಯ ಹೆಸರು', 'ಹುಟ್ಟಿದ ದಿನಾಂಕ', 'ಲಿಂಗ', 'ಇ-ಮೇಲ್', 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ'],
    consent: 'ಸಮ್ಮತಿ',
    consentText: 'ಸಮ್ಮತಿಯ ಪಠ್ಯ',
  },
] as const

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang')
/** The language switch's option for the page's own language, marked as the current one. */
const currentLanguage = (page: Page, name: string) =>
  expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'true')

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

for (const t of journeys) {
  test.describe(`in ${t.ownName}`, () => {
    test.use({ locale: t.locale })

    test(`sign-in, forgot password, register and the portal in ${t.lang}`, languageMode(t.lang), async ({ page }) => {
      await page.goto('/signin')
      expect(await htmlLang(page)).toBe(t.lang)
      await expect(heading(page, t.signIn)).toBeVisible()
      await currentLanguage(page, t.ownName)

      await page.getByRole('link', { name: t.forgotLink, exact: true }).click()
      await expect(heading(page, t.forgotTitle)).toBeVisible()
      await currentLanguage(page, t.ownName)

      await page.goto('/register?hospitalId=1')
      await expect(heading(page, t.register)).toBeVisible()
      await currentLanguage(page, t.ownName)
      await waitForHydration(page)
      const [first, last, born, gender, email, mobile] = t.form
      await page.getByLabel(first, { exact: true }).fill('Lata')
      await page.getByLabel(last, { exact: true }).fill('Rao')
      await page.getByLabel(born, { exact: true }).fill('1994-02-03')
      await page.getByLabel(gender, { exact: true }).selectOption('FEMALE')
      await page.getByLabel(email, { exact: true }).fill('lata.rao@example.com')
      await page.getByLabel(mobile, { exact: true }).fill('9123456780')
      await page.getByRole('button', { name: t.registerButton, exact: true }).click()
      // the hospital's consent text is English, as received: marked so on this page
      await expect(heading(page, t.consent)).toBeVisible()
      await expect(page.getByRole('region', { name: t.consentText }).locator('p[lang="en"]')).toHaveText(/^I consent/)

      // only spaces: the browser lets it through, the server says in the language that it is empty
      await page.goto('/signin')
      await waitForHydration(page)
      await page.getByLabel(t.username, { exact: true }).fill('   ')
      await page.getByLabel(t.password, { exact: true }).fill('Asha@2026')
      await page.getByRole('button', { name: t.login, exact: true }).click()
      await expect(page.getByText(t.usernameRequired).first()).toBeVisible()

      await waitForHydration(page)
      await page.getByLabel(t.username, { exact: true }).fill('asha')
      await page.getByLabel(t.password, { exact: true }).fill('Asha@2026')
      await page.getByRole('button', { name: t.login, exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/myappointments')
      expect(await htmlLang(page)).toBe(t.lang)
      // the top bar's switch is folded behind its current language
      await expect(page.locator('.top-bar summary span[lang]')).toHaveText(t.ownName)
    })
  })
}
