/**
 * What a screen reader is given when the page changes without a page load (ADR 80, ADR 81): a client-side
 * navigation focuses the new page's heading and changes the title; an update the patient asked for (a filter, a
 * date, a doctor's slots) is said once, in words, through the page's one polite region, and the focus stays where
 * the patient was; dialogs are named when they open and give the focus back when they close; nothing is said at a
 * page's start that the patient did not cause. Seed (backend/seed): asha's appointment 4 is a completed one with
 * Dr. Priya Raman and a prescription; Dr. Arjun Mehta (1) sees physical visits every day 09-13, Dr Imran Qureshi
 * (12) online around the clock; with '11-15 years' and 'Male', the physical doctors tomorrow are Arjun and Manoj.
 */
import type { Locator, Page } from '@playwright/test'
import { checkA11y, expect, resetStandIn, test, waitForHydration } from './fixtures.ts'
import { hospitalDay } from './support/hospital-day.ts'
import { signInAs } from './support/session.ts'

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

/** The page's one polite region. */
const announcer = (page: Page) => page.locator('#announcer')

/** '27 November 2026', as the portal writes a day in English. */
const spokenDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/**
 * After a client-side navigation: the new page's heading has the focus (what is read, once), the title is not the
 * one before, and the polite region says nothing besides.
 */
async function expectNewPage(page: Page, heading: string | RegExp, titleBefore: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused()
  await expect(page).not.toHaveTitle(titleBefore)
  await expect(announcer(page)).toHaveText('')
  await waitForHydration(page)
  return page.title()
}

/** Marks an element, so a later look can tell the same element from a new one in its place. */
const mark = (element: Locator) => element.evaluate((el) => ((el as unknown as { marked: boolean }).marked = true))
const isMarked = (element: Locator) => element.evaluate((el) => (el as unknown as { marked?: boolean }).marked === true)

test(
  'every client-side page change focuses the new heading and changes the title; the first page and a summary keep theirs',
  { tag: '@js-only' },
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await waitForHydration(page)
    // a page load: the browser reads the page itself, the script moves nothing
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    let title = await page.title()

    await page.getByRole('link', { name: 'Book Appointment', exact: true }).click()
    title = await expectNewPage(page, 'Select Care', title)
    await page.getByRole('link', { name: 'Physical Visit' }).click()
    title = await expectNewPage(page, /^Select Doctor/, title)
    await page
      .locator('li.doctor-card', { hasText: 'Dr. Arjun Mehta' })
      .getByRole('link', { name: /^Book Appointment/ })
      .click()
    title = await expectNewPage(page, /^Select slot/, title)

    // Show slots updates the page: focus stays on the button, the new slots are said in words
    await page.getByLabel('Appointment date').fill(hospitalDay(1))
    const show = page.getByRole('button', { name: 'Show slots' })
    await show.click()
    await expect(page).toHaveURL(new RegExp(`date=${hospitalDay(1)}`))
    const slots = page.getByRole('group', { name: 'Free time slots' }).getByRole('radio')
    await expect(slots.first()).toBeVisible()
    await expect(announcer(page)).toHaveText(`${await slots.count()} free slots on ${spokenDay(hospitalDay(1))}`)
    await expect(show).toBeFocused()
    await checkA11y(page)

    await slots.first().check()
    await page.getByRole('button', { name: 'Confirm' }).click()
    title = await expectNewPage(page, 'Confirmation', title)

    // an error summary takes the focus itself, and keeps it
    await page.getByLabel('Reason for consultation').fill('Knee pain')
    await page.getByLabel('Blood pressure (mmHg)').fill('abc')
    await page.getByRole('button', { name: 'SUBMIT', exact: true }).click()
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused()
    await page.getByLabel('Blood pressure (mmHg)').fill('120/80')
    await page.getByRole('button', { name: 'SUBMIT', exact: true }).click()
    title = await expectNewPage(page, 'Thank You!', title)
    await page.getByRole('link', { name: 'OK', exact: true }).click()
    title = await expectNewPage(page, 'My Appointments', title)

    // the top bar's links: the focus leaves the bar for the new page
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Appointment History' }).click()
    title = await expectNewPage(page, 'Appointment History', title)
    await page.getByRole('link', { name: /^View/ }).first().click()
    title = await expectNewPage(page, 'Appointment details', title)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click()
    title = await expectNewPage(page, 'Patient Profile Setup', title)
    await page.getByRole('link', { name: 'Edit Profile' }).click()
    await expect(page).toHaveURL(/\?edit/)
    await expectNewPage(page, 'Patient Profile Setup', title)
    await expect(page).toHaveTitle('Edit Patient info | Patient Profile Setup | Patient Portal')
  },
)

test(
  "Message opens the appointment at its chat: the part the link names takes the focus, as a page load's scroll would",
  { tag: '@js-only' },
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await waitForHydration(page)
    const title = await page.title()
    await page
      .getByRole('link', { name: /^Message/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/specificAppointment\?appointmentId=\d+#chat$/)
    await expect(page.locator('#chat')).toBeFocused()
    await expect(page).not.toHaveTitle(title)
    await waitForHydration(page)
  },
)

test(
  "the doctor list's updates are said once in words, and the date field keeps the patient's focus",
  { tag: '@js-only' },
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/selectDoctor?careServiceId=1')
    await waitForHydration(page)
    // no empty status region is listed in the page (Chromium names each a "status bar")
    await expect(page.getByRole('status')).toHaveCount(0)

    // the date, typed: nothing is sent while the patient is in the field; Enter there asks for the day, and
    // the update comes into the same input, which keeps the focus
    const date = page.getByLabel('Appointment date')
    await mark(date)
    await date.fill(hospitalDay(1))
    await page.waitForTimeout(1_000)
    await expect(page).not.toHaveURL(/date=/)
    await date.press('Enter')
    await expect(page).toHaveURL(new RegExp(`date=${hospitalDay(1)}`))
    const count = page.locator('#available-title .booking__count')
    await expect(announcer(page)).toHaveText(/^\d+ doctors found$/)
    await expect(count).toHaveText(`(${(await announcer(page).textContent())!.replace(' found', '')})`)
    await expect(date).toBeFocused()
    expect(await isMarked(date), 'the same input, not a new one').toBe(true)

    // filters (applied at once on a wide screen): the count is said, the box keeps the focus
    await page.locator('summary.filter-panel__title').click()
    await page.getByRole('checkbox', { name: /^11-15 years/ }).check()
    await expect(page).toHaveURL(/experience=/)
    await waitForHydration(page)
    const male = page.getByRole('checkbox', { name: /^Male/ })
    await male.check()
    await expect(page).toHaveURL(/gender/)
    await expect(announcer(page)).toHaveText('2 doctors found')
    await expect(male).toBeFocused()

    // Available Slots opens the doctor's slots in the card: they are said, the link keeps the focus
    const arjun = page.locator('li.doctor-card', { hasText: 'Dr. Arjun Mehta' })
    const toggle = arjun.getByRole('link', { name: /^Available Slots/ })
    await toggle.click()
    await expect(page).toHaveURL(/slotsFor=1/)
    const slots = page.getByRole('group', { name: 'Free slots of Dr. Arjun Mehta' }).getByRole('radio')
    await expect(slots.first()).toBeVisible()
    await expect(announcer(page)).toHaveText(
      `Dr. Arjun Mehta: ${await slots.count()} free slots on ${spokenDay(hospitalDay(1))}`,
    )
    await expect(arjun.getByRole('link', { name: /^Hide/ })).toBeFocused()
  },
)

test(
  'without JavaScript APPLY is a page load whose heading gives the count',
  { tag: '@js-off-only' },
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto(`/selectDoctor?careServiceId=1&date=${hospitalDay(1)}`)
    await page.locator('summary.filter-panel__title').click()
    await page.getByRole('checkbox', { name: /^11-15 years/ }).check()
    await page.getByRole('checkbox', { name: /^Male/ }).check()
    await page.getByRole('button', { name: 'APPLY' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Available Doctors (2 doctors)' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
  },
)

test(
  'the profile edit opens without reading its badge, and says it when the typed number changes it',
  { tag: '@js-only' },
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/newProfile')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Edit Profile' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await waitForHydration(page)
    await expect(page.getByRole('status')).toHaveCount(0)
    await expect(page.locator('[aria-live]:not(#announcer):not(:empty)')).toHaveCount(0)
    await expect(announcer(page)).toHaveText('')
    const phone = page.getByLabel('Mobile number')
    await expect(phone).toHaveAccessibleDescription('Verified')
    await phone.fill('9000000001')
    await expect(announcer(page)).toHaveText('Not verified')
    await expect(phone).toHaveAccessibleDescription('Not verified')
  },
)

test(
  'the prescription viewer is a named dialog described by its loading, and gives the focus back with a word',
  { tag: '@js-only' },
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/specificAppointment?appointmentId=4')
    await waitForHydration(page)
    const opener = page.getByRole('button', { name: 'View prescription' })
    await opener.click()
    const viewer = page.getByRole('dialog', { name: /^Prescription, Dr\. Priya Raman, .+/ })
    await expect(viewer).toBeVisible()
    const name = (await viewer.locator('#file-viewer-title').textContent())!
    // Close takes the focus, so the dialog's name and role are heard (a focused link is read without them)
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused()
    // the loading line is the dialog's description, heard with it: never through the page's polite region
    // (inert behind the modal) nor a live region of its own
    await expect(announcer(page)).not.toHaveText(/Loading the document/)
    await expect(page.locator('[role="status"], [aria-live]').filter({ hasText: 'Loading the document' })).toHaveCount(
      0,
    )
    await expect(viewer.getByRole('figure', { name: 'Page 1 of 2' }).locator('canvas')).toBeVisible({ timeout: 15_000 })
    // loaded, the dialog is described by nothing more
    await expect(viewer).toHaveAccessibleDescription('')
    await checkA11y(page)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(opener).toBeFocused()
    await expect(announcer(page)).toHaveText(`${name} closed`)
  },
)

test(
  'a dialog with its own URL is named on opening and gives the focus back to its opener on closing',
  { tag: '@js-only' },
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await waitForHydration(page)
    const row = page.locator('li.appointment-card', {
      has: page.locator('a[href="/specificAppointment?appointmentId=3#chat"]'),
    })
    await row.locator('summary').click()
    const opener = row.getByRole('link', { name: /^Cancel the appointment/ })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Cancel appointment' })
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await waitForHydration(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/myappointments$/)
    await expect(opener).toBeFocused()
    await expect(announcer(page)).toHaveText('Cancel appointment closed')
  },
)

test(
  'the crop dialog moves the picture with named buttons, for a screen reader in browse mode',
  { tag: '@js-only' },
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/newProfile?edit')
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: 'Upload Profile Picture' })
    // the edit form is a lazy module that hydrates after the page: a file chosen before it is not seen. React marks
    // an element it has hydrated with its props, so the file is chosen once the input has them. A file chosen again
    // restarts the cropper's opening, so each try waits an expectation's whole budget for it
    await expect
      .poll(() =>
        page
          .locator('#photo-file')
          .evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps'))),
      )
      .toBe(true)
    await expect(async () => {
      await page.locator('#photo-file').setInputFiles('tests/fixtures/photo.png')
      await expect(dialog).toBeVisible()
    }).toPass()
    const moves = dialog.getByRole('group', { name: 'Move the photo' })
    const canvas = dialog.locator('canvas')
    await expect(dialog.getByRole('button', { name: 'DONE' })).toBeEnabled()
    const drawn = () => canvas.evaluate((c) => (c as HTMLCanvasElement).toDataURL())
    for (const name of ['Move up', 'Move down', 'Move left', 'Move right']) {
      const before = await drawn()
      await moves.getByRole('button', { name }).press('Enter')
      await expect.poll(drawn, { message: `${name} moves the picture` }).not.toBe(before)
    }
    await checkA11y(page)
  },
)

test(
  'the idle warning opens once with its time in it, not empty and then filled',
  { tag: '@js-only' },
  async ({ page }) => {
    // what the dialog's description says at the moment it opens, which is what is read
    await page.addInitScript(() => {
      const open = HTMLDialogElement.prototype.showModal
      HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
        const said = (window as unknown as { openedWith?: string[] }).openedWith ?? []
        said.push(document.getElementById('idle-text')?.textContent ?? '')
        ;(window as unknown as { openedWith: string[] }).openedWith = said
        open.call(this)
      }
    })
    await page.clock.install()
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await waitForHydration(page)
    // the idle timer is set in an effect after hydration: run the clock on only once the page has settled
    await page.waitForLoadState('networkidle')
    await page.clock.fastForward('13:00')
    await expect(page.getByRole('alertdialog', { name: 'Still there?' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { openedWith: string[] }).openedWith)).toEqual([
      'You will be signed out in 2 minutes because of inactivity.',
    ])
    await checkA11y(page)
  },
)
