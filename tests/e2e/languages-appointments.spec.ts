/**
 * My Appointments, a cancel refusal and an appointment's detail in Hindi and Kannada (docs/languages.md), with
 * JavaScript on and off (the projects). The language is the `lang` cookie the
 * switch sets (ADR 57), set after signing in: the sign-in helper reads the English sign-in page.
 *
 * asha (backend/seed/patients.ts): appointment 1 online in ~10 minutes (cancel refused), 2 a
 * physical visit tomorrow with its chat.
 */
import type { Page } from '@playwright/test'
import { expect, languageMode, resetStandIn, test, waitForHydration } from './fixtures.ts'
import { signInAs } from './support/session.ts'

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

const languages = [
  {
    option: 'हिन्दी',
    lang: 'hi',
    script: /[\u0900-\u097F]/,
    dashboard: 'मेरे अपॉइंटमेंट',
    cancelTitle: 'अपॉइंटमेंट रद्द करें',
    cannotCancel: 'यह अपॉइंटमेंट रद्द नहीं किया जा सकता।',
    detail: 'अपॉइंटमेंट की जानकारी',
    send: 'भेजें',
    blank: 'कृपया संदेश लिखें',
  },
  {
    option: 'ಕನ್ನಡ',
    lang: 'kn',
    script: /[\u0C80-\u0CFF]/,
    dashboard: 'ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು',
    cancelTitle: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಿ',
    cannotCancel: 'ಈ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ.',
    detail: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿವರಗಳು',
    send: 'ಕಳುಹಿಸಿ',
    blank: 'ದಯವಿಟ್ಟು ಸಂದೇಶವನ್ನು ಬರೆಯಿರಿ',
  },
] as const

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })

for (const l of languages) {
  test(
    `appointments in ${l.option}: the dashboard, a cancel refusal and an appointment's detail`,
    languageMode(l.lang),
    async ({ page }) => {
      await signInAs(page, 'asha')
      await page.goto('/myappointments')
      await page.context().addCookies([{ name: 'lang', value: l.lang, url: page.url() }])
      await page.reload()
      await expect(heading(page, l.dashboard)).toBeVisible()
      expect(await page.locator('html').getAttribute('lang')).toBe(l.lang)
      // the date names its month in the language
      const when = page.locator('li.appointment-card time').first()
      await expect(when).toHaveText(l.script)

      await page.goto('/myappointments/1/cancel')
      const dialog = page.getByRole('dialog', { name: l.cancelTitle })
      await expect(dialog.getByText(l.cannotCancel, { exact: true })).toBeVisible()

      await page.goto('/specificAppointment?appointmentId=2')
      await expect(heading(page, l.detail)).toBeVisible()
      await expect(page.locator('.appointment-detail time')).toHaveText(l.script)
      await waitForHydration(page)
      await page.getByRole('button', { name: l.send, exact: true }).click()
      await expect(page.getByText(l.blank, { exact: true })).toBeVisible()
    },
  )
}
