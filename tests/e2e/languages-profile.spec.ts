/**
 * The profile in Hindi and Kannada (docs/languages.md): open it, see its heading and the date of birth in
 * the language, one validation error, then edit and save, with JavaScript on and off (the
 * projects). The sign-in stays in English: the language is then chosen
 * as the switch keeps it, in the `lang` cookie (ADR 57), so this journey is about the profile alone.
 */
import type { Page } from '@playwright/test'
import { expect, languageMode, resetStandIn, test, waitForHydration } from './fixtures.ts'
import { signInAs } from './support/session.ts'

/** What the journey reads and presses, in each language (app/messages/profile/{hi,kn}.ts). */
const LANGUAGES = {
  hi: {
    title: 'मरीज़ की प्रोफ़ाइल',
    viewTitle: 'मरीज़ की जानकारी',
    dateOfBirth: '12 अप्रैल 1990',
    edit: 'प्रोफ़ाइल बदलें',
    editTitle: 'मरीज़ की जानकारी बदलें',
    firstName: 'पहला नाम',
    occupation: 'पेशा',
    update: 'अपडेट करें',
    nameTooShort: 'कृपया कम से कम 2 अक्षर लिखें',
    updated: 'प्रोफ़ाइल अपडेट हो गई',
  },
  kn: {
    title: 'ರೋಗಿಯ ಪ್ರೊಫೈಲ್',
    viewTitle: 'ರೋಗಿಯ ಮಾಹಿತಿ',
    dateOfBirth: 'ಏಪ್ರಿಲ್ 12, 1990',
    edit: 'ಪ್ರೊಫೈಲ್ ಬದಲಿಸಿ',
    editTitle: 'ರೋಗಿಯ ಮಾಹಿತಿ ಬದಲಿಸಿ',
    firstName: 'ಮೊದಲ ಹೆಸರು',
    occupation: 'ಉದ್ಯೋಗ',
    update: 'ನವೀಕರಿಸಿ',
    nameTooShort: 'ದಯವಿಟ್ಟು ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳನ್ನು ನಮೂದಿಸಿ',
    updated: 'ಪ್ರೊಫೈಲ್ ನವೀಕರಿಸಲಾಗಿದೆ',
  },
} as const

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

/** Signs Asha in, then chooses `lang` for the browser, as the language switch does. */
async function signInWithLanguage(page: Page, lang: keyof typeof LANGUAGES) {
  await signInAs(page, 'asha')
  await page.goto('/myappointments')
  await expect(page).toHaveURL(/\/myappointments$/)
  await waitForHydration(page)
  await page.context().addCookies([{ name: 'lang', value: lang, url: page.url() }])
}

for (const [lang, t] of Object.entries(LANGUAGES) as [keyof typeof LANGUAGES, (typeof LANGUAGES)['hi']][]) {
  test(`the profile in ${lang}: open it, one validation error, edit and save`, languageMode(lang), async ({ page }) => {
    await signInWithLanguage(page, lang)
    await page.goto('/newProfile')
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    expect(await page.locator('html').getAttribute('lang')).toBe(lang)
    await expect(page.getByRole('heading', { name: t.viewTitle, exact: true })).toBeVisible()
    await expect(page.getByText(t.dateOfBirth, { exact: true })).toBeVisible()
    // the state and the city are the services' names, in English
    await expect(page.getByText('Karnataka', { exact: true })).toHaveAttribute('lang', 'en')
    await waitForHydration(page)

    await page.getByRole('link', { name: t.edit }).click()
    await expect(page.getByRole('heading', { name: t.editTitle })).toBeVisible()
    // the languages' names come from the services, in English
    await expect(page.locator('label.checkbox', { hasText: 'Kannada' })).toHaveAttribute('lang', 'en')
    // and so are the choices of the state and city lists; the list's own placeholder is not
    await expect(page.locator('select[name="state"] option[value="Kerala"]')).toHaveAttribute('lang', 'en')
    await expect(page.locator('select[name="city"] option[value="Mysuru"]')).toHaveAttribute('lang', 'en')
    await expect(page.locator('select[name="city"] option[value=""]')).not.toHaveAttribute('lang')
    await waitForHydration(page)

    const firstName = page.getByLabel(t.firstName, { exact: true })
    await firstName.fill('A')
    await page.getByRole('button', { name: t.update }).click()
    await expect(page.locator('.error-summary').getByRole('link').first()).toHaveText(
      `${t.firstName}: ${t.nameTooShort}`,
    )

    await firstName.fill('Asha')
    await page.getByLabel(t.occupation, { exact: true }).fill('Nurse')
    await page.getByRole('button', { name: t.update }).click()
    await expect(page.locator('.alert-region').getByText(t.updated, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.viewTitle, exact: true })).toBeVisible()
    await expect(page.getByText('Nurse', { exact: true })).toBeVisible()
  })
}
