/**
 * The dashboard's cancel and reschedule, notifications and the history list, with
 * JavaScript on and off (the two projects). axe and the 320 px check of each page are in sweep.spec.ts.
 *
 * asha (backend/seed/patients.ts): appointment 1 online with Dr. Arjun Mehta in ~10 minutes
 * (join window), 2 a physical visit tomorrow, 3 online with Dr. Arjun Mehta in 3 days at 18:00,
 * 8 past ones (11 in all), 6 notifications with the red dot on.
 */
import type { Page } from '@playwright/test'
import {
  checkA11y,
  expect,
  provedWithoutJsIn,
  resetStandIn,
  test,
  waitForHydration,
  WITHOUT_JS_IN_THE_BROWSER,
} from './fixtures.ts'
import { addDays } from './support/hospital-day.ts'
import { tabTo, typeDate } from './support/keyboard.ts'
import { signInAs } from './support/session.ts'

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'My Appointments', exact: true })
const card = (page: Page, id: number) =>
  page.locator('li.appointment-card', { has: page.locator(`a[href="/specificAppointment?appointmentId=${id}#chat"]`) })

async function openMenuItem(page: Page, id: number, item: 'Reschedule' | 'Cancel') {
  const row = card(page, id)
  await row.locator('summary').click()
  await row.getByRole('link', { name: new RegExp(`^${item} the appointment`) }).click()
}

/** The same by keyboard alone: Tab to the card's menu, Enter opens it, Tab to the item, Enter. */
async function openMenuItemByKeyboard(page: Page, id: number, item: 'Reschedule' | 'Cancel') {
  const row = card(page, id)
  await tabTo(page, row.locator('summary'), 30)
  await page.keyboard.press('Enter')
  await tabTo(page, row.getByRole('link', { name: new RegExp(`^${item} the appointment`) }), 3)
  await page.keyboard.press('Enter')
}

async function toDashboard(page: Page) {
  await signInAs(page, 'asha')
  await page.goto('/myappointments')
  await expect(dashboardHeading(page)).toBeVisible()
  await waitForHydration(page)
}

test.describe('dashboard', () => {
  test(
    'rows show status in words, Join Call in the join window, and the book banner',
    provedWithoutJsIn(
      "appointments/dashboard.test.ts › dashboard loader › lists asha's appointments from today on, soonest first, in the hospital's formats; appointments/pages.test.ts › gives the rows and the server clock the time rules start from",
    ),
    async ({ page }) => {
      await toDashboard(page)
      const soon = card(page, 1)
      await expect(soon.getByText('Upcoming', { exact: true })).toBeVisible()
      await expect(soon.getByRole('link', { name: /^Join Call/ })).toHaveAttribute('href', '/Video?appointmentId=1')
      // physical visits have no call; appointment 3 is days away
      await expect(card(page, 2).getByRole('link', { name: /^Join Call/ })).toHaveCount(0)
      await expect(card(page, 3).getByRole('link', { name: /^Join Call/ })).toHaveCount(0)
      await expect(card(page, 3).getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute(
        'href',
        '/myappointments/3/calendar.ics',
      )
      await expect(page.getByRole('link', { name: 'Book Appointment', exact: true })).toHaveAttribute(
        'href',
        '/careCategories',
      )
      const calendar = await page.request.get('/myappointments/3/calendar.ics')
      expect(calendar.headers()['content-type']).toContain('text/calendar')
      expect(await calendar.text()).toContain('BEGIN:VEVENT')
    },
  )
})

test.describe('time rules, re-checked every 10 s while the page is visible', () => {
  // ADR 12: without JavaScript the page shows the state it was rendered with.
  test(
    'Join Call appears when the join window opens; Reschedule and Cancel close 5 minutes before',
    { tag: '@js-only' },
    async ({ page }) => {
      await page.clock.install()
      await toDashboard(page)
      const row = card(page, 3)
      const start = Date.parse((await row.locator('time').getAttribute('datetime'))!)
      const join = row.getByRole('link', { name: /^Join Call/ })
      await expect(join).toHaveCount(0)

      // 15.5 minutes before the start: the next check (within 10 s) still finds it closed
      await page.clock.setSystemTime(start - 15 * 60_000 - 30_000)
      await page.clock.runFor(10_000)
      await expect(join).toHaveCount(0)
      // 30 s later the window is open, and a check has run
      await page.clock.runFor(30_000)
      await expect(join).toBeVisible()
      await expect(join).toHaveAttribute('href', '/Video?appointmentId=3')
      await row.locator('summary').click()
      await expect(row.getByRole('link', { name: /^Cancel the appointment/ })).toBeVisible()

      // 5 minutes before: the menu items are disabled
      await page.clock.setSystemTime(start - 5 * 60_000)
      await page.clock.runFor(10_000)
      await expect(row.getByRole('link', { name: /^Cancel the appointment/ })).toHaveCount(0)
      await expect(row.getByText('Cancel', { exact: true })).toHaveAttribute('aria-disabled', 'true')
    },
  )
})

test.describe('cancel', () => {
  test(
    'cancels an upcoming appointment with a reason, by keyboard alone',
    WITHOUT_JS_IN_THE_BROWSER,
    async ({ page, javaScriptEnabled }) => {
      await toDashboard(page)
      await openMenuItemByKeyboard(page, 3, 'Cancel')
      await expect(page).toHaveURL(/\/myappointments\/3\/cancel$/)
      const dialog = page.getByRole('dialog', { name: 'Cancel appointment' })
      await expect(dialog).toBeVisible()
      if (javaScriptEnabled) await expect(dialog).toHaveJSProperty('open', true)
      await tabTo(page, dialog.getByLabel('Reason for cancellation'), 40)
      await page.keyboard.type('Feeling better')
      await tabTo(page, dialog.getByRole('button', { name: 'Cancel Appointment' }), 3)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/myappointments$/)
      await expect(page.getByText('Appointment Cancelled Successfully!')).toBeVisible()
      await expect(card(page, 3).getByText('Cancelled', { exact: true })).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
    },
  )

  test(
    "is refused in the join window with 'Cannot cancel this appointment.'",
    provedWithoutJsIn(
      "appointments/cancel.test.ts › refuses in the join window with 'Cannot cancel this appointment.'",
    ),
    async ({ page }) => {
      await toDashboard(page)
      await openMenuItem(page, 1, 'Cancel')
      const dialog = page.getByRole('dialog', { name: 'Cancel appointment' })
      await expect(dialog.getByText('Cannot cancel this appointment.')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0)
      await dialog.getByRole('link', { name: 'Back to My Appointments' }).click()
      await expect(page).toHaveURL(/\/myappointments$/)
      await expect(card(page, 1).getByText('Upcoming', { exact: true })).toBeVisible()
    },
  )
})

test.describe('reschedule', () => {
  test(
    'moves an appointment to another day, by keyboard alone',
    WITHOUT_JS_IN_THE_BROWSER,
    async ({ page, javaScriptEnabled }) => {
      await toDashboard(page)
      const before = await card(page, 3).locator('time').getAttribute('datetime')
      await openMenuItemByKeyboard(page, 3, 'Reschedule')
      await expect(page).toHaveURL(/\/myappointments\/3\/reschedule$/)
      const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' })
      await expect(dialog.getByRole('group', { name: 'Free time slots' })).toBeVisible()

      const date = dialog.getByLabel('New date')
      const today = await date.getAttribute('min')
      const tomorrow = addDays(today ?? '', 1)
      await tabTo(page, date, 40)
      await typeDate(page, date, tomorrow)
      // the day typed changes nothing while the patient is in the field; Show slots asks for it
      await tabTo(page, dialog.getByRole('button', { name: 'Show slots' }), 4)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`))
      await expect(date).toHaveValue(tomorrow)

      const confirm = dialog.getByRole('button', { name: 'Confirm', exact: true })
      if (javaScriptEnabled) await expect(confirm).toBeDisabled() // no slot chosen yet
      // Tab reaches the group's first slot; the arrows move the choice to 05:00 PM
      const slots = dialog.getByRole('radio')
      await tabTo(page, slots.first(), 40)
      const names = await dialog.locator('label.slot').allInnerTexts()
      const target = names.findIndex((n) => n.includes('05:00 PM'))
      expect(target).toBeGreaterThanOrEqual(0)
      await page.keyboard.press('Space')
      for (let i = 0; i < target; i++) await page.keyboard.press('ArrowRight')
      await expect(dialog.getByRole('radio', { name: '05:00 PM' })).toBeChecked()
      const chosen = await dialog
        .locator('label.slot')
        .filter({ hasText: '05:00 PM' })
        .locator('time')
        .getAttribute('datetime')
      await expect(confirm).toBeEnabled()
      await tabTo(page, confirm, 4)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/myappointments$/)
      await expect(page.getByText('Appointment Rescheduled Successfully!')).toBeVisible()
      await expect(card(page, 3).locator('time')).toHaveAttribute('datetime', chosen!)
      expect(chosen).not.toBe(before)
    },
  )

  // With JavaScript the Confirm button stays disabled until a slot is chosen.
  test(
    "without a chosen slot the server says 'Please select slot time!'",
    { tag: '@js-off-only' },
    async ({ page }) => {
      await toDashboard(page)
      await openMenuItem(page, 3, 'Reschedule')
      const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' })
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).click()
      await expect(
        page.getByRole('region', { name: 'There is a problem' }).filter({ hasText: 'Please select slot time!' }),
      ).toBeVisible()
      await checkA11y(page)
    },
  )
})

test.describe('notifications', () => {
  test(
    'the bell leads to the list, newest first; opening it clears the red dot',
    provedWithoutJsIn(
      'appointments/pages.test.ts › notifications page › lists newest first, without "created sucessfully", with the right links, and clears the red dot',
    ),
    async ({ page }) => {
      await toDashboard(page)
      const bell = page.getByRole('link', { name: /^Notifications/ })
      await expect(bell).toHaveAccessibleName('Notifications, new')
      // the bell's name says it; a page that starts with the dot does not announce it as news besides
      await expect(page.getByText('You have new notifications')).toHaveCount(0)
      await bell.click()
      await expect(page).toHaveURL(/\/notification$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
      const titles = page.locator('.notification__title')
      await expect(titles).toHaveCount(6)
      await expect(titles.first()).toHaveText('Appointment Booked')
      await expect(page.getByText('Appointment with Dr. Alex Fernandes', { exact: true })).toBeVisible()
      await expect(page.getByText(/created sucessfully/)).toHaveCount(0)
      await expect(page.getByRole('link', { name: /^View Message\W+New Chat Message$/ })).toHaveAttribute(
        'href',
        '/specificAppointment?appointmentId=4#chat',
      )
      await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()

      await page.getByRole('link', { name: 'Back to My Appointments' }).click()
      await expect(dashboardHeading(page)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
      // and it stays cleared on a fresh load
      await page.reload()
      await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
    },
  )
})

test.describe('appointment history', () => {
  test(
    'pages by 10 and searches by doctor, through the URL',
    provedWithoutJsIn(
      'appointments/pages.test.ts › appointment history › pages 10 at a time, newest first, clamping the page; searches the doctor name case-insensitively',
    ),
    async ({ page }) => {
      await toDashboard(page)
      await page.getByRole('link', { name: 'Appointment History', exact: true }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: 'Appointment History' })).toBeVisible()
      const table = page.getByRole('table')
      const bodyRows = table.locator('tbody tr')
      await expect(bodyRows).toHaveCount(10)
      await expect(table.getByRole('columnheader')).toHaveText([
        'Doctor',
        'Consultation Type',
        'Date & Time',
        'Status',
        'Action',
      ])

      await page.getByRole('link', { name: 'Next', exact: true }).click()
      await expect(page).toHaveURL(/page=2/)
      await expect(bodyRows).toHaveCount(1)
      await expect(page.getByText('Next', { exact: true })).toHaveAttribute('aria-disabled', 'true')

      await page.getByLabel('Search by doctor').fill('mehta')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL(/q=mehta/)
      await expect(page).not.toHaveURL(/page=/)
      await expect(bodyRows).toHaveCount(4)
      await expect(table.getByRole('rowheader')).toHaveText(Array(4).fill('Dr. Arjun Mehta'))

      await page.getByRole('link', { name: 'Clear search' }).click()
      await expect(page).toHaveURL(/\/appointmentHistory$/)
      await expect(bodyRows).toHaveCount(10)
      await page.getByLabel('Search by doctor').fill('nobody')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page.getByText('No result found')).toBeVisible()
    },
  )
})
