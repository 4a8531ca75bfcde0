/**
 * The booking search: dashboard -> Book Appointment -> care service -> filters -> doctor -> slot -> the
 * hand-over to /confirmation (the confirmation half's spec continues from there), JavaScript on and off. Seed (backend/seed/doctors.ts): Dr. Arjun Mehta (id 1) sees physical visits every day 09-13;
 * Dr Imran Qureshi (12) is online around the clock; 13 is deleted; 14 has no online hours.
 */
import type { Page, Request } from '@playwright/test'
import {
  checkA11y,
  expect,
  javaScriptEnabled,
  provedWithoutJsIn,
  resetStandIn,
  test,
  waitForHydration,
  WITHOUT_JS_IN_THE_BROWSER,
} from './fixtures.ts'
import { hospitalDay } from './support/hospital-day.ts'
import { tabTo, typeDate } from './support/keyboard.ts'
import { signInAs } from './support/session.ts'

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

async function startBooking(page: Page) {
  await signInAs(page, 'asha')
  await page.goto('/myappointments')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Book Appointment', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Select Care' })).toBeVisible()
  await expect(page.locator('[aria-current="step"]')).toHaveText(/Select Care/)
  await waitForHydration(page)
}

/** Picks a date in the form the date input belongs to and shows the list for it. */
async function pickDate(page: Page, day: string, button: string) {
  // the page's own data requests: the patient's submit makes one, and leaving the field for the button must not add another
  const loads: string[] = []
  const count = (request: Request) => {
    const data = new URL(request.url()).searchParams.get('_data') ?? ''
    if (/^routes\/_app\.(slots|selectDoctor)/.test(data)) loads.push(request.url())
  }
  page.on('request', count)
  await page.getByLabel('Appointment date').fill(day)
  await page.getByRole('button', { name: button }).click()
  await expect(page).toHaveURL(new RegExp(`date=${day}`))
  await waitForHydration(page)
  if (javaScriptEnabled(page)) {
    await page.waitForTimeout(1_000) // time for a second load to show, if there were one
    expect(loads, 'one load for one submit').toHaveLength(1)
  }
  page.off('request', count)
}

/** A filter choice by its label; the label ends with how many doctors it lists: 'Female (5)'. */
const choice = (page: Page, label: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${label.replace(/[+()]/g, '\\$&')} \\(\\d+\\)$`) })

/** Opens the filters' disclosure (closed until a filter is applied), if it is closed. */
async function openFilters(page: Page) {
  if ((await page.locator('details.filter-panel[open]').count()) === 0) {
    await page.locator('summary.filter-panel__title').click()
  }
}

/** Ticks filter choices: with JavaScript on a wide screen each applies at once; without, APPLY applies them. */
async function tick(page: Page, labels: string[]) {
  await openFilters(page)
  for (const label of labels) {
    await choice(page, label).check()
    if (javaScriptEnabled(page)) {
      await expect(page).toHaveURL(/gender|experience|duration|language|speciality|condition/)
      await expect(choice(page, label)).toBeChecked()
      await waitForHydration(page)
    }
  }
  if (!javaScriptEnabled(page)) await page.getByRole('button', { name: 'APPLY' }).click()
}

const doctorNames = (page: Page) => page.locator('.doctor-list .doctor-card__name')

test(
  'books a physical visit: filters, a doctor card, its slots, on to /confirmation',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    await startBooking(page)
    await page.getByRole('link', { name: 'Physical Visit' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Select Doctor/ })).toBeVisible()
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Select Doctor/)
    await waitForHydration(page)

    await pickDate(page, hospitalDay(1), 'Show doctors')
    await tick(page, ['11-15 years', 'Male'])
    await expect(doctorNames(page)).toHaveText(['Dr. Arjun Mehta', 'Dr. Manoj Pillai'])
    await page.getByRole('radio', { name: 'Descending order' }).check()
    if (!javaScriptEnabled(page)) await page.getByRole('button', { name: 'APPLY' }).click()
    await expect(doctorNames(page)).toHaveText(['Dr. Manoj Pillai', 'Dr. Arjun Mehta'])
    await expect(page).toHaveURL(/sort=desc/)
    await waitForHydration(page)

    // About is cut at 200 characters; Read More / Read Less work without JavaScript (a details element)
    const arjun = page.locator('li.doctor-card', { hasText: 'Dr. Arjun Mehta' })
    await expect(arjun.getByText('Read More')).toBeVisible()
    await expect(arjun.getByText('sustainable lifestyle changes')).toBeHidden()
    await arjun.getByText('Read More').click()
    await expect(arjun.getByText(/sustainable lifestyle changes/)).toBeVisible()
    await arjun.getByText('Read Less').click()
    await expect(arjun.getByText('Read More')).toBeVisible()
    await expect(arjun.getByText('Fee: ₹500')).toBeVisible()

    await arjun.getByRole('link', { name: /^Available Slots/ }).click()
    await expect(page).toHaveURL(/slotsFor=1/)
    const slots = page.getByRole('group', { name: 'Free slots of Dr. Arjun Mehta' })
    await expect(slots).toBeVisible()
    await waitForHydration(page)
    await checkA11y(page)
    const first = slots.getByRole('radio').first()
    const start = await first.getAttribute('value')
    await first.check()
    await page.getByRole('button', { name: /^Book Appointment with Dr. Arjun Mehta/ }).click()

    await expect(page).toHaveURL(/\/confirmation\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('careServiceId')).toBe('1')
    expect(url.searchParams.get('doctorId')).toBe('1')
    expect(url.searchParams.get('date')).toBe(hospitalDay(1))
    expect(Date.parse(url.searchParams.get('start')!)).toBe(Date.parse(start!))
    expect(url.searchParams.get('start')).toMatch(new RegExp(`^${hospitalDay(1)}T\\d\\d:\\d\\d:00\\+05:30$`))
    expect(Date.parse(url.searchParams.get('end')!) - Date.parse(start!)).toBe(30 * 60_000)
  },
)

test(
  'books an online consultation through /slots, with its messages',
  provedWithoutJsIn(
    'booking/search.test.ts › /slots › sends a good choice to /confirmation with local times and the offset',
  ),
  async ({ page }) => {
    await startBooking(page)
    await page.getByRole('link', { name: 'Online Consultation' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Select Doctor/ })).toBeVisible()
    await waitForHydration(page)
    // asha has booked online before: the strip shows each doctor once
    const recent = page.getByRole('region', { name: 'Recently Booked' })
    await expect(recent.getByText('Dr. Arjun Mehta', { exact: true })).toHaveCount(1)
    // every card fits the strip at 1280 px, none is cut off (docs/accessibility.md)
    const strip = (await recent.locator('ul').boundingBox())!
    for (const item of await recent.locator('li').all()) {
      const box = (await item.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(strip.x + strip.width + 1)
    }

    const imran = page.locator('li.doctor-card', { hasText: 'Dr Imran Qureshi' })
    await imran.getByRole('link', { name: /^Book Appointment with Dr Imran Qureshi/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Select slot/ })).toContainText('TODAY, ')
    await waitForHydration(page)

    await pickDate(page, hospitalDay(1), 'Show slots')
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('TODAY')
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText('Please select slot time!')

    const group = page.getByRole('group', { name: 'Free time slots' })
    await group.getByRole('radio', { name: '12:30 AM' }).check()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(/\/confirmation\?/)
    const url = new URL(page.url())
    expect(Object.fromEntries(url.searchParams)).toEqual({
      careServiceId: '2',
      doctorId: '12',
      date: hospitalDay(1),
      start: `${hospitalDay(1)}T00:30:00+05:30`,
      end: `${hospitalDay(1)}T00:45:00+05:30`,
    })
  },
)

test(
  'a deleted doctor, a doctor without slots, no doctor, no result, and services arranged by the hospital',
  provedWithoutJsIn(
    'booking/search.test.ts › /slots and /selectDoctor; booking/service-paging.test.ts › /slots shows the one doctor, and refuses the deleted one',
  ),
  async ({ page }) => {
    await startBooking(page)
    const details = page.locator('details', { hasText: 'Nursing Services' })
    await details.getByText('How to arrange it').click()
    await expect(
      details.getByText(/Nursing Services is arranged directly with Sunrise Multispeciality Hospital/),
    ).toBeVisible()

    await page.goto('/slots?careServiceId=2&doctorId=13')
    await expect(page.getByRole('alert')).toHaveText('Selected doctor is deleted. Please select another doctor')
    await page.goto('/slots?careServiceId=2&doctorId=14')
    await expect(page.getByRole('alert')).toHaveText('No available slots for this doctor. Please select other doctor')
    await page.goto('/slots?careServiceId=2')
    await expect(page.getByRole('alert')).toHaveText('Please select any one of the doctor from list')

    await page.getByRole('link', { name: 'Back to doctors' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Select Doctor/ })).toBeVisible()
    await waitForHydration(page)
    await tick(page, ['Bengali', 'Female'])
    await expect(page.getByText('No result found')).toBeVisible()
    await page.getByRole('link', { name: 'CANCEL' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Select Care' })).toBeVisible()
    await page.getByRole('link', { name: 'CANCEL' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible()
  },
)

test(
  'pages the doctors by 10, with links that keep the filters, and counts on the choices',
  provedWithoutJsIn(
    'booking/search.test.ts › /selectDoctor › pages by 10: the loader data holds only the page shown, and the page clamps; counts the doctors each filter choice lists, with the other groups applied',
  ),
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/selectDoctor?careServiceId=2&sort=asc')
    await expect(page.getByRole('heading', { level: 2, name: 'Available Doctors (11 doctors)' })).toBeVisible()
    await expect(doctorNames(page)).toHaveCount(10)
    await openFilters(page)
    await expect(page.getByRole('checkbox', { name: 'Female (4)' })).toBeVisible()
    await waitForHydration(page)
    const pages = page.getByRole('navigation', { name: 'Pages of doctors' })
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await pages.getByRole('link', { name: 'Next', exact: true }).click()
    await expect(page).toHaveURL(/careServiceId=2&sort=asc&page=2/)
    await expect(doctorNames(page)).toHaveText(['Dr. Venkat Reddy'])
    await expect(pages.getByText('Next', { exact: true })).toHaveAttribute('aria-disabled', 'true')
    await waitForHydration(page)
    // a new search starts at page 1
    await tick(page, ['Female'])
    await expect(page).not.toHaveURL(/page=/)
    await expect(doctorNames(page)).toHaveCount(4)
    await expect(pages).toHaveCount(0)
  },
)

test('on a narrow screen filters wait for APPLY, and CANCEL puts them back', { tag: '@js-only' }, async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await signInAs(page, 'asha')
  await page.goto('/selectDoctor?careServiceId=1')
  await waitForHydration(page)
  await openFilters(page)
  const female = choice(page, 'Female')
  await female.check()
  await page.waitForTimeout(300)
  expect(page.url()).not.toContain('gender=')
  await page.getByRole('button', { name: 'CANCEL' }).click()
  await expect(female).not.toBeChecked()
  await female.check()
  await page.getByRole('button', { name: 'APPLY' }).click()
  await expect(page).toHaveURL(/gender=FEMALE/)
  await expect(doctorNames(page)).toHaveText([
    'Dr. Priya Raman',
    'Dr. Kavya Nair',
    'Dr. Sneha Kulkarni',
    'Dr. Fatima Sheikh',
    'Prof. Lakshmi Subramanian',
  ])
})

test(
  'a day typed on a slow phone, quickly or slowly, is never overtaken: the page changes only when the patient leaves the field',
  { tag: '@js-only' },
  async ({ page }) => {
    // the slow typist's pauses are the page's clock moved on, not waited for
    await page.clock.install()
    await signInAs(page, 'asha')
    await page.goto('/slots?careServiceId=2&doctorId=12')
    await waitForHydration(page)
    // a low-end phone: the page's scripts run four times slower, as in the slow-phone journey
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const date = page.getByLabel('Appointment date')
    for (const [day, delay, onTheClock] of [
      [hospitalDay(2), 100, false],
      [hospitalDay(3), 1_200, true],
    ] as const) {
      const before = page.url()
      await date.focus()
      await typeDate(page, date, day, { delay, onTheClock })
      // time enough for an update to land, were one on its way
      await page.waitForTimeout(1_500)
      expect(page.url()).toBe(before)
      await expect(date).toHaveValue(day)
      // on to Show slots, then past it without pressing it: leaving asks for the day typed
      await tabTo(page, page.getByRole('button', { name: 'Show slots' }), 4)
      expect(page.url()).toBe(before)
      await page.keyboard.press('Tab')
      await expect(page).toHaveURL(new RegExp(`date=${day}`))
      await expect(date).toHaveValue(day)
    }
  },
)
