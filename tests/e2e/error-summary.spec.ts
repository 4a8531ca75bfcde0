/**
 * Every form with an error summary, JavaScript on and off: each link of the summary is pressed in turn, and
 * each time its field takes focus while every value, every error and every aria-invalid stays as it was. With
 * JavaScript the link must not become a navigation to the same page (the router would answer it without the
 * action's answer and the form would empty itself).
 */
import type { Page } from '@playwright/test'
import { checkA11y, expect, resetStandIn, test, waitForHydration, WITHOUT_JS_IN_THE_BROWSER } from './fixtures.ts'
import { ONLINE, openConfirmation, submit } from './support/booking.ts'
import { invitedGuest } from './support/guest.ts'
import { outboxOf } from './support/outbox.ts'
import { signInAs } from './support/session.ts'

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

/** What the patient has in the form: each field's value (or tick) and whether it is marked invalid. */
function formState(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('form input, form select, form textarea')]
      .filter((e) => e.type !== 'hidden' && e.type !== 'file')
      .map((e) => `${e.id}=${e.type === 'checkbox' ? e.checked : e.value} invalid=${e.getAttribute('aria-invalid')}`),
  )
}

/**
 * How the errors are heard, once: the summary is a region named by its heading that takes focus, its list is its
 * description; neither it nor an inline error is a live region, which would say them again.
 */
async function heardOnce(page: Page) {
  const summary = page.getByRole('region', { name: 'There is a problem' })
  await expect(summary).toBeFocused()
  await expect(summary).toHaveAccessibleDescription((await summary.getByRole('listitem').allTextContents()).join(' '))
  await expect(page.locator('[role="alert"], [aria-live]').filter({ has: summary })).toHaveCount(0)
  await expect(page.locator('.field__error')).not.toHaveCount(0)
  await expect(page.locator('.field__error:is([role], [aria-live])')).toHaveCount(0)
}

/**
 * Presses each of the summary's links by keyboard: its field has focus and is still marked invalid; the
 * summary, the fields' values and their marks are as before. `kept` is a value the patient typed that the
 * refused submit must have kept: [label, value].
 */
async function pressEachSummaryLink(page: Page, kept: [string, string]) {
  const summary = page.locator('.error-summary')
  await heardOnce(page)
  await expect(page.getByLabel(kept[0], { exact: true })).toHaveValue(kept[1])
  const said = (await summary.textContent()) ?? ''
  const before = await formState(page)
  const links = summary.getByRole('link')
  const count = await links.count()
  expect(count, 'links in the summary').toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const link = links.nth(i)
    const target = page.locator(`[id="${(await link.getAttribute('href'))?.slice(1)}"]`)
    await link.focus()
    await link.press('Enter')
    await expect(target).toBeFocused()
    await expect(target).toHaveAttribute('aria-invalid', 'true')
    await expect(summary).toHaveText(said)
    expect(await formState(page)).toEqual(before)
  }
  await expect(page.getByLabel(kept[0], { exact: true })).toHaveValue(kept[1])
}

test('sign-in: each summary link focuses its field and keeps the form', WITHOUT_JS_IN_THE_BROWSER, async ({ page }) => {
  await page.goto('/signin')
  await waitForHydration(page)
  await page.getByLabel('Username', { exact: true }).fill('asha')
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await pressEachSummaryLink(page, ['Username', 'asha'])
})

test(
  'registration: each summary link focuses its field and keeps the form',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    await page.goto('/register?hospitalId=1')
    await waitForHydration(page)
    await page.getByLabel('First name').fill('L')
    await page.getByLabel('Last name').fill('Rao')
    await page.getByLabel('Mobile Number').fill('12345')
    await page.getByRole('button', { name: 'REGISTER' }).click()
    // a message that does not name its field gets the field's label in the summary
    await expect(
      page.getByRole('link', { name: 'First name: Please lengthen this text to 2 characters or more', exact: true }),
    ).toHaveAttribute('href', '#register-firstName')
    await expect(page.getByRole('link', { name: 'Date of birth: Please select DOB', exact: true })).toHaveAttribute(
      'href',
      '#register-dateOfBirth',
    )
    await pressEachSummaryLink(page, ['Last name', 'Rao'])
  },
)

test(
  'forgot password, its three steps: each summary link focuses its field and keeps the form',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    await page.goto('/forgot-password')
    await waitForHydration(page)
    await page.getByLabel('Email or Mobile Number').fill('98765')
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await pressEachSummaryLink(page, ['Email or Mobile Number', '98765'])

    await page.getByLabel('Email or Mobile Number').fill('9876543210')
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await expect(page).toHaveURL(/\/forgot-password\/verify$/)
    await waitForHydration(page)
    await page.getByLabel('OTP').fill('12')
    await page.getByRole('button', { name: 'Verify' }).click()
    await pressEachSummaryLink(page, ['OTP', '12'])

    const { code } = await outboxOf(page).last({ to: '9876543210' })
    await page.getByLabel('OTP').fill(code ?? '')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/forgot-password\/reset$/)
    await waitForHydration(page)
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    // passwords never come back into the form: the kept value is an empty one, shown as such
    await pressEachSummaryLink(page, ['Confirm new password', ''])
  },
)

test(
  'change password: each summary link focuses its field and keeps the form',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    expect(await signInAs(page, 'meena')).toBe('/resetpassword')
    await page.goto('/resetpassword')
    await waitForHydration(page)
    await page.getByLabel('New password', { exact: true }).fill('meena-new-1')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await pressEachSummaryLink(page, ['Current password', ''])
  },
)

test(
  'patient consent: each summary link focuses its field and keeps the form',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    expect(await signInAs(page, 'ravi')).toBe('/UserConsentForm')
    await page.goto('/UserConsentForm')
    await waitForHydration(page)
    await page.getByLabel('I Read and Agree').check()
    await page.getByRole('button', { name: 'PROCEED' }).click()
    await pressEachSummaryLink(page, ['Name', ''])
    // the sweep opens the consent but cannot refuse it: with JavaScript PROCEED waits for the tick
    await checkA11y(page)
  },
)

test(
  'confirmation: each summary link focuses its field and keeps the form',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await openConfirmation(page, ONLINE)
    await page.getByLabel('Reason for consultation').fill('Itchy rash since Monday')
    await page.getByLabel('Height (cm)').fill('0')
    await page.getByLabel('Blood pressure (mmHg)').fill('abc')
    await page.getByLabel('Pulse rate (BPM)').fill('72')
    await submit(page).click()
    await pressEachSummaryLink(page, ['Reason for consultation', 'Itchy rash since Monday'])
  },
)

test(
  'profile edit: each summary link focuses its field and keeps the form',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/newProfile?edit')
    await expect(page.getByRole('heading', { level: 1, name: 'Patient Profile Setup' })).toBeVisible()
    await waitForHydration(page)
    await page.getByLabel('First name').fill('')
    await page.getByLabel('Middle name').fill('Devi')
    await page.getByLabel('Pincode').fill('12')
    await page.getByRole('button', { name: 'UPDATE' }).click()
    // an empty name is asked for, not measured
    await expect(page.getByRole('link', { name: 'Enter your first name', exact: true })).toHaveAttribute(
      'href',
      '#profile-firstName',
    )
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Enter your first name')
    await pressEachSummaryLink(page, ['Middle name', 'Devi'])
  },
)

test(
  'add person to the call: each summary link focuses its field and keeps the form',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    await invitedGuest(page)
    await signInAs(page, 'asha')
    await page.goto('/Video/add-person?appointmentId=1')
    await waitForHydration(page)
    await page.getByLabel('Email or phone number').fill('98765')
    await page.getByRole('button', { name: 'Add to Video Call' }).click()
    await pressEachSummaryLink(page, ['Email or phone number', '98765'])
  },
)

test(
  'guest verify and consent: each summary link focuses its field and keeps the form',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    const guest = await invitedGuest(page)
    await page.goto(guest.link)
    await waitForHydration(page)
    await page.getByLabel('Full Name').fill('Ravi Kumar')
    await page.getByRole('button', { name: 'VERIFY' }).click()
    await pressEachSummaryLink(page, ['Full Name', 'Ravi Kumar'])

    await page.getByLabel('Code', { exact: true }).fill(guest.code)
    await page.getByRole('button', { name: 'VERIFY' }).click()
    await expect(page.getByRole('heading', { name: 'Consent' })).toBeVisible()
    await waitForHydration(page)
    await page.getByLabel('Relationship').selectOption('Son')
    await page.getByLabel(/By continuing you agree to our/).check()
    await page.getByRole('button', { name: 'AGREE AND CONTINUE' }).click()
    await pressEachSummaryLink(page, ['Name', 'Ravi Kumar'])
    // as the patient's consent: AGREE AND CONTINUE waits for the tick with JavaScript
    await checkA11y(page)
  },
)
