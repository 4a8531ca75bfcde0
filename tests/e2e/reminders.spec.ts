/**
 * A text's link (docs/reminders.md) in a browser that is not signed in, as a patient opens it on
 * the phone the text came to. The page ships no script, so it runs without JavaScript only: with it
 * the browser would run the same forms. Every state and refusal of the page is proved in
 * tests/integration/reminders/link-page.test.ts; here what only a browser shows: the forms posting
 * themselves with their CSRF token, the year field focused after a wrong year, the browser left
 * signed out, and the patient's own dashboard and activity after.
 */
import { expect, PORTAL_URL, STANDIN_URL, test } from './fixtures.ts'
import { hospitalDateTime, hospitalDay } from './support/hospital-day.ts'
import { outboxOf } from './support/outbox.ts'
import { signInAs } from './support/session.ts'

const KIRAN_MOBILE = '9876500005'

test(
  "a text's link, signed out: I will come, then cancel with the year of birth; the dashboard and the activity show each",
  { tag: '@js-off-only' },
  async ({ browser, page }) => {
    // kiran's visit in two days at 11:00 (appointment 13): the sweep an hour before its start texts the reminder
    const at = new Date(Date.parse(hospitalDateTime(hospitalDay(2), '10:00')))
    await page.request.post(`${STANDIN_URL}/dev/reminders/sweep`, { data: { at: at.toISOString() } })
    const sms = (await outboxOf(page).all()).find((m) => m.to === KIRAN_MOBILE && m.body.includes('in person'))
    expect(sms?.body).toMatch(/^Sunrise Hospital: your visit .* 11:00 am, in person\. Confirm or cancel: http/)
    const link = new URL(sms!.body.slice(sms!.body.lastIndexOf('http'))).pathname

    const phone = await browser.newContext({ baseURL: PORTAL_URL, javaScriptEnabled: false })
    const tab = await phone.newPage()
    await tab.goto(link)
    await expect(tab.getByText('for Kiran R.')).toBeVisible()
    await tab.getByRole('button', { name: 'I will come' }).click()
    await expect(tab.getByRole('status')).toHaveText('Thank you. The hospital knows you will come.')

    await signInAs(page, 'kiran')
    await page.goto('/myappointments')
    const confirmed = page.locator('.appointment-card').filter({ hasText: 'Confirmed' })
    await expect(confirmed).toHaveCount(1)
    await expect(confirmed).toContainText('11:00 AM')

    await tab.getByRole('link', { name: 'Cancel this visit' }).click()
    const year = tab.getByLabel('Your year of birth')
    await year.fill('1994')
    await tab.getByRole('button', { name: 'Cancel the visit' }).click()
    await expect(tab.locator('#year-of-birth-error')).toHaveText(
      'The year of birth does not match. Check it and try again.',
    )
    await expect(year).toBeFocused()
    await expect(year).toHaveValue('1994')
    await year.fill('1995')
    await tab.getByRole('button', { name: 'Cancel the visit' }).click()
    await expect(tab.getByRole('status')).toHaveText('Your visit is cancelled. The hospital has been told.')
    // the browser is still signed out: the only cookie it holds is the forms' CSRF one
    expect((await phone.cookies()).map((c) => c.name)).toEqual(['__Host-csrf'])
    await phone.close()

    await page.goto('/activity?kind=appointments')
    await expect(page.locator('table tbody th').first()).toHaveText('Visit cancelled from a text-message link')
    await expect(page.locator('table tbody th').nth(1)).toHaveText('Visit confirmed from a text-message link')
  },
)
