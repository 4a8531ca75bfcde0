/**
 * The patient profile (view, edit, rules), mobile verification with the code from the
 * stand-in's outbox, documents (incl. a real HEIC file and a file that lies about its type) and
 * the photo, with JavaScript on and off. axe and the 320 px check of each page are in sweep.spec.ts.
 *
 * tests/fixtures/scan.heic is a 64x64 HEIC made once with Debian's libheif-examples
 * (`heif-enc -q 50 tests/fixtures/photo.png -o tests/fixtures/scan.heic`); no package is needed at run time.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { checkA11y, expect, resetStandIn, test, waitForHydration, WITHOUT_JS_IN_THE_BROWSER } from './fixtures.ts'
import { tabTo } from './support/keyboard.ts'
import { outboxOf } from './support/outbox.ts'
import { signInAs } from './support/session.ts'

const PNG = readFileSync(new URL('../fixtures/photo.png', import.meta.url))
const HEIC = readFileSync(new URL('../fixtures/scan.heic', import.meta.url))
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

async function openProfile(page: Page, edit = false) {
  await signInAs(page, 'asha')
  await page.goto(edit ? '/newProfile?edit' : '/newProfile')
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Profile Setup' })).toBeVisible()
  await waitForHydration(page)
  // the edit form is a lazy module that mounts after hydration: what is typed before it is not seen
  if (edit) await page.waitForLoadState('networkidle')
}

const alert = (page: Page, text: string) => page.locator('.alert-region').getByText(text, { exact: true })

test(
  'view, edit with the rules, change state and city, and save, by keyboard alone',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page, javaScriptEnabled }) => {
    await openProfile(page)
    await expect(page.getByRole('heading', { name: 'Patient info', exact: true })).toBeVisible()
    await expect(page.getByText('12-04-1990')).toBeVisible()
    await tabTo(page, page.getByRole('link', { name: 'Edit Profile' }), 20)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Edit Patient info' })).toBeVisible()
    await waitForHydration(page)

    /** Tab to a field (within `budget` presses) and type over what it holds. */
    const retype = async (label: string, value: string, budget: number) => {
      await tabTo(page, page.getByLabel(label, { exact: true }), budget)
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(value)
    }
    const update = page.getByRole('button', { name: 'UPDATE' })

    // the rules, in order, in a focused summary linking to the fields
    await retype('First name', 'A', 30)
    await retype('Pincode', '1', 30)
    await tabTo(page, update, 60)
    await page.keyboard.press('Enter')
    const summary = page.locator('.error-summary')
    // focused with JavaScript or without it (autofocus)
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link').first()).toHaveText(
      'First name: Please lengthen this text to 2 characters or more',
    )
    await expect(summary.getByRole('link').nth(1)).toHaveText('Please enter valid pincode number')

    // in the form's order: name, state and city, pincode, occupation, languages
    await retype('First name', 'Asha', 40)
    // a select takes the typed start of a choice
    await tabTo(page, page.getByLabel('State', { exact: true }), 10)
    await page.keyboard.type('Kerala')
    if (!javaScriptEnabled) {
      await tabTo(page, page.getByRole('button', { name: 'Show cities of this state' }), 3)
      await page.keyboard.press('Enter')
    }
    await expect(page.getByLabel('City').locator('option', { hasText: 'Kochi' })).toHaveCount(1)
    // on an English page the services' English names need no lang of their own (docs/languages.md)
    await expect(page.getByLabel('City').locator('option', { hasText: 'Kochi' })).not.toHaveAttribute('lang')
    // what was typed is still there after the cities came
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Asha')
    await tabTo(page, page.getByLabel('City', { exact: true }), 40)
    await page.keyboard.type('Kochi')
    await expect(page.getByLabel('City', { exact: true })).toHaveValue(/./)
    await retype('Pincode', '682001', 5)
    await retype('Occupation', '   Nurse', 30)
    await tabTo(page, page.getByRole('checkbox', { name: 'Malayalam' }), 40)
    await page.keyboard.press('Space')
    await tabTo(page, update, 60)
    await page.keyboard.press('Enter')

    await expect(alert(page, 'Profile Updated successfully')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Patient info', exact: true })).toBeVisible()
    await expect(page.getByText('Kochi', { exact: true })).toBeVisible()
    await expect(page.getByText('Nurse', { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'CANCEL' }).click()
    await expect(page).toHaveURL(/\/myappointments$/)
  },
)

test(
  'verify a changed mobile number with the code from the outbox',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page, javaScriptEnabled }) => {
    await openProfile(page, true)
    const phone = page.getByLabel('Mobile number')
    await expect(page.locator('.profile__phone').getByText('Verified', { exact: true })).toBeVisible()
    await phone.fill('9123456780')
    if (javaScriptEnabled) {
      // changing the number away from the saved one shows Verify at once; restoring it says Verified
      await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeVisible()
      await phone.fill('9876543210')
      await expect(page.locator('.profile__phone').getByText('Verified', { exact: true })).toBeVisible()
      await phone.fill('912345')
      await page.getByRole('button', { name: 'Verify', exact: true }).click()
      await expect(page.locator('.error-summary')).toContainText('Please enter a valid Mobile number')
      await page.getByLabel('Mobile number').fill('9123456780')
    } else {
      // without JavaScript the badge follows the saved number: save it first, then Verify shows
      await page.getByRole('button', { name: 'UPDATE' }).click()
      await expect(alert(page, 'Profile Updated successfully')).toBeVisible()
      await page.getByRole('link', { name: 'Edit Profile' }).click()
    }
    // an edit elsewhere in the form, not saved yet: verifying must not lose it (ADR 36)
    await page.getByLabel('Address', { exact: true }).fill('14 Lake View Road')
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Verify mobile number' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('timer')).toBeVisible()
    await expect(page).toHaveURL(/\/newProfile\?edit$/)
    await checkA11y(page)

    // the number becomes the verified mobile: the password is asked again, and never kept in the field
    const password = dialog.getByLabel('Your password')
    await dialog.getByRole('button', { name: 'VERIFY' }).click()
    await expect(dialog.locator('.error-summary')).toContainText('That password is not right.')
    await password.fill('Asha@2026')
    await dialog.getByRole('button', { name: 'VERIFY' }).click()
    await expect(dialog.locator('.error-summary')).toContainText('Please enter OTP')
    await expect(password).toHaveValue('')
    const code = (await outboxOf(page).last()).code ?? ''
    expect(code).toMatch(/^\d{4}$/)
    await dialog.getByLabel('One-time password').fill(code === '0000' ? '1111' : '0000')
    await password.fill('Asha@2026')
    await dialog.getByRole('button', { name: 'VERIFY' }).click()
    await expect(dialog.locator('.error-summary')).toContainText('Please enter valid OTP.')
    await dialog.getByLabel('One-time password').fill(code)
    await password.fill('Asha@2026')
    // Enter in the code field presses VERIFY, the dialog's first button
    await dialog.getByLabel('One-time password').press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'OTP verified successfully' })).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(page.locator('.profile__phone').getByText('Verified', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Mobile number')).toHaveValue('9123456780')
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('14 Lake View Road')
  },
)

test(
  'documents: upload each kind incl. HEIC, refuse a liar, view, delete',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    await openProfile(page)
    // read-only mode offers no upload or delete
    await expect(page.getByLabel('Upload Govt Id')).toHaveCount(0)
    await page.getByRole('link', { name: 'Edit Profile' }).click()
    await waitForHydration(page)

    const upload = async (label: string, files: { name: string; mimeType: string; buffer: Buffer }[]) => {
      const section = page.locator('.profile__upload', { has: page.getByLabel(label) })
      await page.getByLabel(label).setInputFiles(files)
      await expect(section.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled({ timeout: 20_000 })
      await section.getByRole('button', { name: 'Upload', exact: true }).click()
    }

    // each upload is awaited by its file in the list: the previous upload's alert may still show
    const listed = (name: string) => page.locator('.profile__documents li > span', { hasText: name })
    await upload('Upload Govt Id', [{ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF }])
    await expect(alert(page, 'Files uploaded successfully')).toBeVisible()
    // what a screen reader hears: a success politely, a refusal at once (docs/accessibility.md)
    await expect(page.getByRole('status').filter({ hasText: 'Files uploaded successfully' })).toHaveCount(1)
    await expect(listed('aadhaar.pdf')).toBeVisible()
    // the input is empty again, so a second press right after stores nothing twice (docs/accessibility.md)
    await expect(page.getByLabel('Upload Govt Id')).toHaveValue('')
    await page
      .locator('.profile__upload', { has: page.getByLabel('Upload Govt Id') })
      .getByRole('button', { name: 'Upload', exact: true })
      .click()
    await expect(alert(page, 'Please select a file to upload.')).toBeVisible()
    await expect(listed('aadhaar.pdf')).toHaveCount(1)
    await upload('Upload Address Proof', [{ name: 'bill.png', mimeType: 'image/png', buffer: PNG }])
    await expect(listed('bill.png')).toBeVisible()
    await upload('Upload Address Proof', [
      { name: 'lease.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') },
    ])
    await expect(alert(page, 'Kindly upload the valid file.')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Kindly upload the valid file.' })).toHaveCount(1)
    await upload('Upload Medical records', [{ name: 'scan.heic', mimeType: 'image/heic', buffer: HEIC }])
    await expect(alert(page, 'Files uploaded successfully')).toBeVisible()
    // a JPEG either way: with JavaScript the browser made it (in the sandboxed converter frame,
    // ADR 35), without it the server did (ADR 51)
    await expect(listed('scan.jpg')).toBeVisible()
    const record = await page.request.get(
      (await page.getByRole('link', { name: 'View scan.jpg' }).getAttribute('href')) ?? '',
    )
    expect(record.headers()['content-type']).toBe('image/jpeg')
    expect([...(await record.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])

    const view = page.getByRole('link', { name: 'View aadhaar.pdf' })
    const file = await page.request.get((await view.getAttribute('href')) ?? '')
    expect(file.headers()['content-type']).toBe('application/pdf')
    expect(file.headers()['cache-control']).toBe('no-store')

    await page.getByRole('link', { name: 'Delete aadhaar.pdf' }).click()
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this record?' })
    await expect(dialog).toBeVisible()
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'DELETE' }).click()
    await expect(alert(page, 'File has been deleted successfully!')).toBeVisible()
    await expect(page.getByText('aadhaar.pdf')).toHaveCount(0)
  },
)

test(
  'photo: upload (cropped with JavaScript), then delete',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page, javaScriptEnabled }) => {
    await openProfile(page, true)
    const choose = () =>
      page
        .getByLabel('Profile picture', { exact: true })
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    if (javaScriptEnabled) {
      const crop = page.getByRole('dialog', { name: 'Upload Profile Picture' })
      // the edit form is a lazy module that mounts after hydration: a file chosen before it is not seen. A file
      // chosen again restarts the cropper's opening, so each try waits an expectation's whole budget for it
      await expect(async () => {
        await choose()
        await expect(crop.getByRole('heading', { name: 'Crop Photo' })).toBeVisible()
      }).toPass()
      const zoom = crop.getByLabel('Zoom')
      await expect(zoom).toHaveAttribute('min', '1')
      await expect(zoom).toHaveAttribute('max', '10')
      await expect(zoom).toHaveAttribute('step', '0.1')
      await zoom.fill('2.5')
      await checkA11y(page)
      await crop.getByRole('button', { name: 'DONE' }).click()
    } else {
      await choose()
      await page.getByRole('button', { name: 'Upload', exact: true }).first().click()
    }
    await expect(alert(page, 'Profile Picture Uploaded Successfully')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible()
    await page.getByRole('button', { name: 'Delete picture' }).click()
    await expect(alert(page, 'Profile Picture Deleted Successfully!')).toBeVisible()
    await page.getByRole('button', { name: 'Delete picture' }).click()
    await expect(alert(page, 'No Image to Delete')).toBeVisible()
  },
)

// Enter saves from every single-line field, though Verify (a changed number) or 'Show cities of this
// state' (without JavaScript) come first in the form; the code field's Enter is the test above
test('Enter in any profile field presses UPDATE', WITHOUT_JS_IN_THE_BROWSER, async ({ page }) => {
  await openProfile(page, true)
  const typed: [string, string][] = [
    ['Mobile number', '9123456780'],
    ['First name', 'Asha'],
    ['Middle name', 'Rani'],
    ['Last name', 'Nair'],
    ['Date of birth', '1990-04-13'],
    ['Pincode', '560001'],
    ['Education', 'BSc Nursing'],
    ['Occupation', 'Nurse'],
  ]
  for (const [label, value] of typed) {
    await page.getByLabel('Mobile number').fill('9123456780')
    const field = page.getByLabel(label, { exact: true })
    await field.fill(value)
    await field.press('Enter')
    await expect(alert(page, 'Profile Updated successfully')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Patient info', exact: true })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Verify mobile number' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Edit Profile' }).click()
    await waitForHydration(page)
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
  }
})
