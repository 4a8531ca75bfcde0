/**
 * Booking an online consultation in Hindi and in Kannada, JavaScript on and off (the js-on and js-off
 * projects): Select Care, Select Doctor, Select slot (with its refusal in the language),
 * Confirmation (the date and times in the language), SUBMIT, the success page. The patient signs in, then
 * has the language's cookie, as the switch sets it. Dr. Imran Qureshi (12) takes online consultations all day in
 * 15-minute slots (backend/seed); his name and the care services' names are the hospital's, shown as received.
 */
import type { Page } from '@playwright/test'
import { expect, languageMode, resetStandIn, test, waitForHydration } from './fixtures.ts'
import { HOSPITAL_TIME_ZONE, hospitalDateTime, hospitalDay } from './support/hospital-day.ts'
import { signInAs } from './support/session.ts'

type Journey = {
  lang: 'hi' | 'kn'
  /** the language's name in its own script */
  name: string
  careTitle: string
  doctorTitle: string
  /** the start of Book Appointment's full name for Dr Imran Qureshi */
  bookWithImran: RegExp
  slotsTitle: string
  dateLabel: string
  showSlots: string
  confirm: string
  selectSlot: string
  confirmationTitle: string
  submit: string
  thanks: string
  booked: string
}

const journeys: Journey[] = [
  {
    lang: 'hi',
    name: 'हिन्दी',
    careTitle: 'देखभाल सेवा चुनें',
    doctorTitle: 'डॉक्टर चुनें',
    bookWithImran: /^Dr Imran Qureshi के साथ: अपॉइंटमेंट बुक करें/,
    slotsTitle: 'समय चुनें',
    dateLabel: 'अपॉइंटमेंट की तारीख',
    showSlots: 'खाली समय देखें',
    confirm: 'पक्का करें',
    selectSlot: 'कृपया समय चुनें!',
    confirmationTitle: 'पुष्टि',
    submit: 'जमा करें',
    thanks: 'धन्यवाद!',
    booked: 'आपका ऑनलाइन परामर्श का अपॉइंटमेंट बुक हो गया है।',
  },
  {
    lang: 'kn',
    name: 'ಕನ್ನಡ',
    careTitle: 'ಆರೈಕೆ ಸೇವೆ ಆರಿಸಿ',
    doctorTitle: 'ವೈದ್ಯರನ್ನು ಆರಿಸಿ',
    bookWithImran: /^Dr Imran Qureshi ಅವರೊಂದಿಗೆ: ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿ/,
    slotsTitle: 'ಸಮಯ ಆರಿಸಿ',
    dateLabel: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ದಿನಾಂಕ',
    showSlots: 'ಖಾಲಿ ಸಮಯ ತೋರಿಸಿ',
    confirm: 'ದೃಢಪಡಿಸಿ',
    selectSlot: 'ದಯವಿಟ್ಟು ಸಮಯವನ್ನು ಆರಿಸಿ!',
    confirmationTitle: 'ದೃಢೀಕರಣ',
    submit: 'ಸಲ್ಲಿಸಿ',
    thanks: 'ಧನ್ಯವಾದಗಳು!',
    booked: 'ನಿಮ್ಮ ಆನ್‌ಲೈನ್ ಸಮಾಲೋಚನೆಯ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಆಗಿದೆ.',
  },
]

/** How the page writes an instant of the hospital's day in the language (Intl, as app/domain/common/format.ts does). */
const intl = (lang: string, options: Intl.DateTimeFormatOptions) => (instant: string) =>
  new Intl.DateTimeFormat(`${lang}-IN`, { ...options, timeZone: HOSPITAL_TIME_ZONE }).format(new Date(instant))

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** Waits for a page of the journey: its heading, and hydration with JavaScript. */
async function arrive(page: Page, title: string | RegExp) {
  await expect(heading(page, title)).toBeVisible()
  await waitForHydration(page)
}

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

for (const j of journeys) {
  test(`books an online consultation in ${j.name} (${j.lang})`, languageMode(j.lang), async ({ page }) => {
    const day = hospitalDay(1)
    const [start, end] = [hospitalDateTime(day, '15:00'), hospitalDateTime(day, '15:15')]
    const time = intl(j.lang, { hour: 'numeric', minute: '2-digit' })
    const date = intl(j.lang, { day: 'numeric', month: 'long', year: 'numeric' })

    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    // the language as the switch leaves it (ADR 57; languages.spec.ts tests the switch itself)
    await page.context().addCookies([{ name: 'lang', value: j.lang, url: page.url() }])
    await page.goto('/careCategories')
    await expect(page.locator('html')).toHaveAttribute('lang', j.lang)
    await arrive(page, j.careTitle)
    await expect(page.locator('.booking-steps [aria-current="step"]')).toHaveText(new RegExp(j.careTitle))

    await page.getByRole('link', { name: 'Online Consultation' }).click()
    await arrive(page, new RegExp(`^${j.doctorTitle}`))
    const imran = page.locator('li.doctor-card', { hasText: 'Dr Imran Qureshi' })
    await imran.getByRole('link', { name: j.bookWithImran }).click()

    await arrive(page, new RegExp(`^${j.slotsTitle}`))
    // Confirm with no slot chosen: refused in the language
    await page.getByRole('button', { name: j.confirm, exact: true }).click()
    await expect(page.getByText(j.selectSlot).first()).toBeVisible()
    await waitForHydration(page)
    await page.getByLabel(j.dateLabel).fill(day)
    await page.getByRole('button', { name: j.showSlots, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`date=${day}`))
    await waitForHydration(page)
    await page.getByRole('radio', { name: time(start), exact: true }).check()
    await page.getByRole('button', { name: j.confirm, exact: true }).click()

    await arrive(page, j.confirmationTitle)
    await expect(page.getByText(date(start), { exact: true })).toBeVisible()
    await expect(page.getByText(`${time(start)} - ${time(end)}`, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: j.submit, exact: true }).click()

    await arrive(page, j.thanks)
    await expect(page.getByText(j.booked)).toBeVisible()
  })
}
