/**
 * Issue 20: the journeys by keyboard alone (page.keyboard), JavaScript on and off, each step within
 * a budget of Tab presses; with JavaScript on, every stop on the way shows the portal's focus ring
 * (support/keyboard.ts). The dashboard's cancel and reschedule, the chat and the profile are driven
 * by the keyboard in their own specs; this one books, and holds the doctor list to its budget.
 * Chromium shows a date field in the browser's locale (en-IN: dd/mm/yyyy); typeDate types it so.
 */
import type { Page } from '@playwright/test'
import { checkA11y, expect, javaScriptEnabled, resetStandIn, signIn, test, waitForHydration } from './fixtures.ts'
import { hospitalDay } from './support/hospital-day.ts'
import { tabTo, typeDate } from './support/keyboard.ts'

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
  await signIn(page, 'asha', 'Asha@2026')
  await waitForHydration(page)
  await checkA11y(page)
})

async function arrived(page: Page, heading: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await waitForHydration(page)
  await checkA11y(page)
}

const firstBookAppointment = (page: Page) =>
  page
    .locator('li.doctor-card')
    .first()
    .getByRole('link', { name: /^Book Appointment with/ })

test('the first Book Appointment on the doctor list is within 25 Tab presses, at 1280 and at 360 px', async ({
  page,
}) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/selectDoctor?careServiceId=2')
    await arrived(page, /Select Doctor/)
    const presses = await tabTo(page, firstBookAppointment(page), 25)
    console.log(`doctor list at ${width} px: ${presses} Tab presses`)
    // the skip link, at every width, goes past the date, the filters and Recently Booked
    await page.goto('/selectDoctor?careServiceId=2')
    await arrived(page, /Select Doctor/)
    await tabTo(page, page.getByRole('link', { name: 'Skip the filters and see the doctors' }), 25)
    await page.keyboard.press('Enter')
    console.log(`after the skip link: ${await tabTo(page, firstBookAppointment(page), 25)}`)
  }
})

const VISITS = [
  { care: 'Online Consultation', doctor: 'Dr Imran Qureshi', booked: 'online consultation' },
  { care: 'Physical Visit', doctor: 'Dr. Arjun Mehta', booked: 'physical visit' },
] as const

for (const visit of VISITS) {
  test(`books a ${visit.booked} by keyboard alone`, async ({ page }) => {
    const log: string[] = []
    const step = async (name: string, n: Promise<number>) => log.push(`${name} ${await n}`)
    await step('dashboard', tabTo(page, page.getByRole('link', { name: 'Book Appointment', exact: true }), 40))
    await page.keyboard.press('Enter')
    await arrived(page, /Select Care/)
    await step('care', tabTo(page, page.getByRole('link', { name: visit.care }), 40))
    await page.keyboard.press('Enter')
    await arrived(page, /Select Doctor/)

    // tomorrow, typed into the date field
    await step('date', tabTo(page, page.getByLabel('Appointment date'), 40))
    await typeDate(page, hospitalDay(1))
    if (!javaScriptEnabled(page)) {
      await step('show', tabTo(page, page.getByRole('button', { name: 'Show doctors' }), 40))
      await page.keyboard.press('Enter')
    }
    await expect(page).toHaveURL(new RegExp(`date=${hospitalDay(1)}`))
    await arrived(page, /Select Doctor/)
    const doctor = page.locator('li.doctor-card', { hasText: visit.doctor })
    await step('doctor', tabTo(page, doctor.getByRole('link', { name: /^Book Appointment with/ }), 60))
    await page.keyboard.press('Enter')
    await arrived(page, /Select slot/)

    // the first free slot: Tab reaches the group's first radio, Space chooses it
    await step('slot', tabTo(page, page.getByRole('group', { name: 'Free time slots' }).getByRole('radio').first(), 40))
    await page.keyboard.press('Space')
    await step('confirm', tabTo(page, page.getByRole('button', { name: 'Confirm' }), 40))
    await page.keyboard.press('Enter')
    await arrived(page, /Confirmation/)

    await step('reason', tabTo(page, page.getByLabel('Reason for consultation'), 40))
    await page.keyboard.type('Checked by keyboard')
    await step('submit', tabTo(page, page.getByRole('button', { name: 'SUBMIT', exact: true }), 40))
    await page.keyboard.press('Enter')
    await expect(page.getByText(`Your appointment for ${visit.booked} is booked.`)).toBeVisible()
    await checkA11y(page)
    console.log(log.join(', '))
  })
}
