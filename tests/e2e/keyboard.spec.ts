/**
 * The journeys by keyboard alone (page.keyboard), JavaScript on and off, each step within
 * a budget of Tab presses; with JavaScript on, every stop on the way shows the portal's focus ring
 * (support/keyboard.ts). The dashboard's cancel and reschedule, the chat and the profile are driven
 * by the keyboard in their own specs; this one books, and holds the doctor list to its budget.
 */
import type { Page } from '@playwright/test'
import { checkA11y, expect, resetStandIn, test, waitForHydration } from './fixtures.ts'
import { hospitalDay } from './support/hospital-day.ts'
import { tabTo, typeDate } from './support/keyboard.ts'
import { signInAs } from './support/session.ts'

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
  await signInAs(page, 'asha')
  await page.goto('/myappointments')
  await arrived(page, /My Appointments/)
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
    await tabTo(page, firstBookAppointment(page), 25)
    // the skip link, at every width, goes past the date, the filters and Recently Booked
    await page.goto('/selectDoctor?careServiceId=2')
    await arrived(page, /Select Doctor/)
    await tabTo(page, page.getByRole('link', { name: 'Skip the filters and see the doctors' }), 12)
    await page.keyboard.press('Enter')
    await tabTo(page, firstBookAppointment(page), 3)
  }
})

// Tab presses per step, measured (JavaScript off takes more: Show doctors and the server's pages)
// with a little room, for asha, whose menu has Switch account (she helps tara); the doctor's step is long for Dr Imran Qureshi, 8th in the list.
const VISITS = [
  { care: 'Online Consultation', doctor: 'Dr Imran Qureshi', toDoctor: 46, booked: 'online consultation' },
  { care: 'Physical Visit', doctor: 'Dr. Arjun Mehta', toDoctor: 26, booked: 'physical visit' },
] as const

for (const visit of VISITS) {
  test(`books a ${visit.booked} by keyboard alone`, async ({ page }) => {
    test.slow() // the whole booking, each page checked with axe at two widths
    await tabTo(page, page.getByRole('link', { name: 'Book Appointment', exact: true }), 11)
    await page.keyboard.press('Enter')
    await arrived(page, /Select Care/)
    await tabTo(page, page.getByRole('link', { name: visit.care }), 12)
    await page.keyboard.press('Enter')
    await arrived(page, /Select Doctor/)

    // tomorrow, typed into the date field
    const date = page.getByLabel('Appointment date')
    await tabTo(page, date, 13)
    await typeDate(page, date, hospitalDay(1))
    // the day typed changes nothing while the patient is in the field; Show doctors asks for it
    await tabTo(page, page.getByRole('button', { name: 'Show doctors' }), 3)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`date=${hospitalDay(1)}`))
    await arrived(page, /Select Doctor/)
    const doctor = page.locator('li.doctor-card', { hasText: visit.doctor })
    await tabTo(page, doctor.getByRole('link', { name: /^Book Appointment with/ }), visit.toDoctor)
    await page.keyboard.press('Enter')
    await arrived(page, /Select slot/)

    // the first free slot: Tab reaches the group's first radio, Space chooses it
    await tabTo(page, page.getByRole('group', { name: 'Free time slots' }).getByRole('radio').first(), 16)
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: 'Confirm' }), 2)
    await page.keyboard.press('Enter')
    await arrived(page, /Confirmation/)

    await tabTo(page, page.getByLabel('Reason for consultation'), 11)
    await page.keyboard.type('Checked by keyboard')
    await tabTo(page, page.getByRole('button', { name: 'SUBMIT', exact: true }), 18)
    await page.keyboard.press('Enter')
    await expect(page.getByText(`Your appointment for ${visit.booked} is booked.`)).toBeVisible()
    await checkA11y(page)
  })
}
