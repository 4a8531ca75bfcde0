/**
 * The guest caretaker's pages in Hindi and Kannada (docs/languages.md), JS on and off: the browser's
 * Accept-Language chooses the language; verify, consent (relationship names, a consent text, one
 * validation message) and the call page. No wrong code here: the portal counts those per
 * consultation for the whole run (video.spec tries one); tests/integration/video-call checks that
 * the services' refusal keeps its English, marked with lang.
 */
import type { Page } from '@playwright/test'
import { expect, javaScriptEnabled, languageMode, resetStandIn, test, waitForHydration } from './fixtures.ts'
import { shownAsTheClockMovesOn } from './support/clock.ts'
import { invitedGuest } from './support/guest.ts'

/** What the guest sees, per language (the dictionaries' texts: app/messages/guest-call, video-call). */
const journeys = {
  'hi-IN': {
    lang: 'hi',
    switchName: 'हिन्दी',
    verifyTitle: 'यूज़र की पुष्टि',
    fullName: 'पूरा नाम',
    code: 'कोड',
    verify: 'पुष्टि करें',
    close: 'बंद करें',
    consentTitle: 'सहमति',
    age: 'उम्र',
    ageEmptied: 'कृपया उम्र लिखें।',
    relationship: 'रिश्ता',
    son: 'बेटा',
    agreeRequired: 'सहमति देने के लिए कृपया बॉक्स पर सही का निशान लगाएँ',
    platformConsent: 'प्लेटफ़ॉर्म की सहमति',
    confidentiality: 'गोपनीयता',
    agreeLabel: /आगे बढ़कर आप हमारी/,
    agree: 'सहमत हूँ, आगे बढ़ें',
    callTitle: 'वीडियो परामर्श',
    needsJavaScript: 'वीडियो कॉल के लिए JavaScript चाहिए।',
    unreachable: 'वीडियो सेवा से संपर्क नहीं हो पा रहा।',
    leave: 'कॉल छोड़ें',
  },
  'kn-IN': {
    lang: 'kn',
    switchName: 'ಕನ್ನಡ',
    verifyTitle: 'ಬಳಕೆದಾರರ ಪರಿಶೀಲನೆ',
    fullName: 'ಪೂರ್ಣ ಹೆಸರು',
    code: 'ಕೋಡ್',
    verify: 'ಪರಿಶೀಲಿಸಿ',
    close: 'ಮುಚ್ಚಿ',
    consentTitle: 'ಸಮ್ಮತಿ',
    age: 'ವಯಸ್ಸು',
    ageEmptied: 'ದಯವಿಟ್ಟು ವಯಸ್ಸು ನಮೂದಿಸಿ.',
    relationship: 'ಸಂಬಂಧ',
    son: 'ಮಗ',
    agreeRequired: 'ಸಮ್ಮತಿಗೆ ಒಪ್ಪಲು ದಯವಿಟ್ಟು ಪೆಟ್ಟಿಗೆಯನ್ನು ಗುರುತಿಸಿ',
    platformConsent: 'ವೇದಿಕೆಯ ಸಮ್ಮತಿ',
    confidentiality: 'ಗೌಪ್ಯತೆ',
    agreeLabel: /ಮುಂದುವರಿಯುವ ಮೂಲಕ ನೀವು ನಮ್ಮ/,
    agree: 'ಒಪ್ಪಿ ಮುಂದುವರಿಯಿರಿ',
    callTitle: 'ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ',
    needsJavaScript: 'ವೀಡಿಯೊ ಕರೆಗೆ JavaScript ಬೇಕು.',
    unreachable: 'ವೀಡಿಯೊ ಸೇವೆಯನ್ನು ತಲುಪಲಾಗುತ್ತಿಲ್ಲ.',
    leave: 'ಕರೆಯಿಂದ ಹೊರಡಿ',
  },
} as const

async function guestJourney(page: Page, t: (typeof journeys)[keyof typeof journeys]) {
  await page.clock.install()
  const guest = await invitedGuest(page)
  await page.goto(guest.link)
  await expect(page.getByRole('heading', { name: t.verifyTitle })).toBeVisible()
  expect(await page.locator('html').getAttribute('lang')).toBe(t.lang)
  await expect(page.getByRole('button', { name: t.switchName, exact: true })).toHaveAttribute('aria-current', 'true')

  await waitForHydration(page)
  await page.getByLabel(t.fullName).fill('Ravi Kumar')
  await page.getByLabel(t.code, { exact: true }).fill(guest.code)
  await page.getByRole('button', { name: t.verify }).click()
  await expect(page.getByRole('heading', { name: t.consentTitle, exact: true })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel(t.relationship).selectOption({ label: t.son })
  await page.getByRole('button', { name: t.platformConsent }).click()
  await expect(page.getByRole('heading', { name: t.confidentiality, exact: true })).toBeVisible()
  await page.getByRole('dialog', { name: t.platformConsent }).getByRole('button', { name: t.close }).click()
  if (javaScriptEnabled(page)) {
    // an emptied age says so at once; the submit waits for the ticked box
    await page.getByLabel(t.age, { exact: true }).fill('3')
    await page.getByLabel(t.age, { exact: true }).fill('')
    await expect(page.getByText(t.ageEmptied, { exact: true })).toBeVisible()
    await page.getByLabel(t.age, { exact: true }).fill('34')
  } else {
    // without JavaScript the server refuses the unticked box, in the language
    await page.getByLabel(t.age, { exact: true }).fill('34')
    await page.getByRole('button', { name: t.agree }).click()
    await expect(page.getByText(t.agreeRequired).first()).toBeVisible()
  }
  await page.getByLabel(t.agreeLabel).check()
  await page.getByRole('button', { name: t.agree }).click()

  await expect(page).toHaveURL(/\/CareTaker\/call\?id=\d+$/)
  await expect(page.getByRole('heading', { name: t.callTitle })).toBeVisible()
  if (javaScriptEnabled(page)) {
    await shownAsTheClockMovesOn(page, page.getByText(t.unreachable))
  } else {
    await expect(page.getByText(t.needsJavaScript)).toBeVisible()
  }
  await expect(page.getByRole('button', { name: t.leave })).toBeVisible()
}

test.beforeEach(async ({ page }) => resetStandIn(page))

for (const [locale, texts] of Object.entries(journeys)) {
  test.describe(`the guest in ${locale}`, () => {
    test.use({ locale })

    test(`verifies, consents and reaches the call page in ${locale}`, languageMode(locale), async ({ page }) => {
      await guestJourney(page, texts)
    })
  })
}
