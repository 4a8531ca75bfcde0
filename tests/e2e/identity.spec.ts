/**
 * The identity area, JavaScript on and off: the onboarding journey
 * (register → temporary password from the outbox → forced change → consent → dashboard), forgot
 * password with the code from the outbox, meena's forced change, the status check signing an
 * INACTIVE patient out, the landing variant of the sign-in page, the static pages.
 */
import type { Page } from '@playwright/test'
import {
  checkA11y,
  expect,
  javaScriptEnabled,
  provedWithoutJsIn,
  resetStandIn,
  signIn,
  STANDIN_URL,
  test,
  waitForHydration,
  WITHOUT_JS_IN_THE_BROWSER,
} from './fixtures.ts'
import { outboxOf } from './support/outbox.ts'
import { fillRegistration } from './support/registration.ts'
import { signInAs } from './support/session.ts'

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })

async function outboxCodeFor(page: Page, to: string): Promise<string> {
  const { code } = await outboxOf(page).last({ to })
  expect(code, `a code in the message to ${to}`).toBeTruthy()
  return code ?? ''
}

/** Submit a form by its button and wait for the next URL. */
async function submitTo(page: Page, button: string, url: RegExp) {
  await waitForHydration(page)
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(page).toHaveURL(url)
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Current password', { exact: true }).fill(current)
  await page.getByLabel('New password', { exact: true }).fill(next)
  await page.getByLabel('Confirm new password', { exact: true }).fill(next)
}

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

test.describe('onboarding', () => {
  // docs/rules/identity.md#screens calls the registration consent filler; when it can't be read, AGREE AND CONTINUE still works.
  // The stand-in has no administrator 9, and no hospital 9, whose refusal then shows.
  test(
    'registration goes on when the consent text cannot be loaded',
    provedWithoutJsIn(
      'identity/register.test.ts › registration › registers after the consent step; the temporary password forces the change then the consent',
    ),
    async ({ page }) => {
      await page.goto('/register?hospitalId=9')
      await fillRegistration(page)
      await submitTo(page, 'REGISTER', /\/register\/consent\?hospitalId=9$/)
      await expect(page.getByText('The consent text could not be loaded. Please try again later.')).toBeVisible()
      await waitForHydration(page)
      await page.getByRole('button', { name: 'AGREE AND CONTINUE' }).click()
      await expect(
        page.getByRole('region', { name: 'There is a problem' }).filter({ hasText: 'Hospital not found' }),
      ).toBeVisible()
    },
  )

  test(
    'register → temporary password → forced change → consent → dashboard',
    provedWithoutJsIn(
      'identity/register.test.ts › registers after the consent step; the temporary password forces the change then the consent; identity/password.test.ts › refuses PROCEED without the tick',
    ),
    async ({ page }) => {
      const email = 'lata.rao@example.com'
      await page.goto('/register?hospitalId=1')
      await expect(heading(page, 'Register')).toBeVisible()

      // a first try with mistakes: each is named, the other values stay
      await page.getByLabel('First name').fill('L')
      await page.getByLabel('Last name').fill('Rao')
      await page.getByLabel('Email').fill('Lata.Rao@Example.com')
      await page.getByLabel('Mobile Number').fill('12345')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'REGISTER' }).click()
      const summary = page.getByRole('region', { name: 'There is a problem' })
      await expect(summary).toContainText('Please lengthen this text to 2 characters or more')
      await expect(summary).toContainText('Please select DOB')
      await expect(summary).toContainText('Select the gender value')
      await expect(summary).toContainText('Please enter 10 digit Mobile Number')
      await expect(page.getByLabel('Last name')).toHaveValue('Rao')

      await page.getByLabel('First name').fill('Lata')
      await page.getByLabel('Date of birth').fill('1994-02-03')
      await page.getByLabel('Gender').selectOption('FEMALE')
      await page.getByLabel('Mobile Number').fill('9123456780')
      await submitTo(page, 'REGISTER', /\/register\/consent\?hospitalId=1$/)
      await expect(heading(page, 'Consent')).toBeVisible()
      await expect(page.getByText(/^I consent to receive consultations/)).toBeVisible()

      await submitTo(page, 'AGREE AND CONTINUE', /\/signin$/)
      await expect(
        page.getByText(
          'Check your e-mail: if you can register, your temporary password is on its way; if you already have an account, sign in or reset your password.',
        ),
      ).toBeVisible()

      const temporary = await outboxCodeFor(page, email)
      expect(await signIn(page, email, temporary)).toBe('/resetpassword')
      await expect(heading(page, 'Change Password')).toBeVisible()
      // a temporary password cannot be skipped
      await expect(page.getByRole('link', { name: 'Cancel' })).toHaveCount(0)

      await changePassword(page, temporary, 'Lata@Home9')
      await submitTo(page, 'Change Password', /\/signin$/)
      await expect(page.getByText(/Password Reset Successfully!/)).toBeVisible()

      expect(await signIn(page, email, 'Lata@Home9')).toBe('/UserConsentForm')
      await expect(heading(page, 'Patient Consent')).toBeVisible()

      // PROCEED without the tick: disabled with JavaScript, refused by the server without it
      await page.getByLabel('Name').fill('Lata Rao')
      await page.getByLabel('Relationship').selectOption('Self')
      const proceed = page.getByRole('button', { name: 'PROCEED' })
      if (javaScriptEnabled(page)) {
        await expect(proceed).toBeDisabled()
      } else {
        await proceed.click()
        await expect(page.getByText('Please tick I Read and Agree to continue').first()).toBeVisible()
        await checkA11y(page)
      }
      await page.getByLabel('I Read and Agree').check()
      await submitTo(page, 'PROCEED', /\/myappointments$/)
      await expect(heading(page, 'My Appointments')).toBeVisible()
    },
  )
})

const SENT = 'If this e-mail address or mobile number is registered, we have sent a code to it.'

test.describe('forgot password', () => {
  test(
    'from the sign-in page to a new password, with the code from the outbox',
    provedWithoutJsIn(
      'identity/recovery.test.ts › verifies the code, sets the new password with the rules, and the new password signs in',
    ),
    async ({ page }) => {
      await page.goto('/signin')
      await page.getByRole('link', { name: 'Forgot Password?' }).click()
      await expect(heading(page, 'Forgot Password')).toBeVisible()

      // an address that is no patient's goes on as a patient's does, and its code fails as a wrong one
      await page.getByLabel('Email or Mobile Number').fill('nobody@example.com')
      await waitForHydration(page)
      await submitTo(page, 'Send OTP', /\/forgot-password\/verify$/)
      await expect(page.getByText(SENT)).toBeVisible()
      await expect(
        page.getByText('If nobody@example.com is registered, we have sent a 6-digit code to it by e-mail.'),
      ).toBeVisible()
      await page.getByLabel('OTP').fill('123456')
      await page.getByRole('button', { name: 'Verify' }).click()
      await expect(page.getByText('Kindly enter the valid OTP').first()).toBeVisible()
      await page.getByRole('link', { name: 'Use another e-mail or mobile number' }).click()
      await expect(heading(page, 'Forgot Password')).toBeVisible()

      await page.getByLabel('Email or Mobile Number').fill('9876543210')
      await submitTo(page, 'Send OTP', /\/forgot-password\/verify$/)
      await expect(heading(page, 'Verify Identity')).toBeVisible()
      await expect(page.getByText(SENT)).toBeVisible()
      await expect(
        page.getByText('If 9876543210 is registered, we have sent a 6-digit code to it by SMS.'),
      ).toBeVisible()
      await expect(page.getByRole('timer')).toBeVisible()

      await page.getByLabel('OTP').fill('12')
      await page.getByRole('button', { name: 'Verify' }).click()
      await expect(page.getByText('Please enter OTP').first()).toBeVisible()
      const code = await outboxCodeFor(page, '9876543210')
      const wrong = code === '000000' ? '111111' : '000000'
      await page.getByLabel('OTP').fill(wrong)
      await page.getByRole('button', { name: 'Verify' }).click()
      await expect(page.getByText('Kindly enter the valid OTP').first()).toBeVisible()

      await page.getByLabel('OTP').fill(code)
      await submitTo(page, 'Verify', /\/forgot-password\/reset$/)
      await expect(heading(page, 'Reset Password')).toBeVisible()

      await page.getByLabel('New password', { exact: true }).fill('Fresh@Pass1')
      await page.getByLabel('Confirm new password').fill('Fresh@Pass2')
      await page.getByRole('button', { name: 'Reset Password' }).click()
      await expect(page.getByText("Password doesn't match").first()).toBeVisible()
      await page.getByLabel('New password', { exact: true }).fill('Fresh@Pass1')
      await page.getByLabel('Confirm new password').fill('Fresh@Pass1')
      await submitTo(page, 'Reset Password', /\/forgot-password\/done$/)
      await expect(page.getByText('Password Reset Successfully!')).toBeVisible()

      await page.getByRole('link', { name: 'Go to sign in' }).click()
      await expect(page).toHaveURL(/\/signin$/)
      expect(await signIn(page, 'asha', 'Fresh@Pass1')).toBe('/myappointments')
    },
  )
})

test.describe('change password', () => {
  test(
    "meena's forced change: rules checked, signed out, then in with the new password",
    provedWithoutJsIn(
      'identity/password.test.ts › signs a temporary-password patient out to /signin, and the new password then works',
    ),
    async ({ page }) => {
      expect(await signIn(page, 'meena', 'Meena@2026')).toBe('/resetpassword')
      await changePassword(page, 'Meena@2026', 'meena-new-1')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Change Password' }).click()
      await expect(page.getByText('At least one Uppercase').first()).toBeVisible()
      // passwords never come back into the form
      await expect(page.getByLabel('Current password')).toHaveValue('')

      await changePassword(page, 'Meena@2026', 'Meena@New1')
      await submitTo(page, 'Change Password', /\/signin$/)
      expect(await signIn(page, 'meena', 'Meena@New1')).toBe('/myappointments')
    },
  )

  test(
    'an INACTIVE account is signed out when it opens Change Password',
    provedWithoutJsIn('identity/password.test.ts › signs an INACTIVE patient out to /signin'),
    async ({ page }) => {
      expect(await signInAs(page, 'kiran')).toBe('/myappointments')
      const response = await page.request.post(`${STANDIN_URL}/dev/patients/5/status`, {
        data: { status: 'INACTIVE' },
      })
      expect(response.ok()).toBe(true)
      await page.goto('/resetpassword')
      await expect(page).toHaveURL(/\/signin$/)
      await expect(page.getByText('Your account is inactive. Please contact the hospital.')).toBeVisible()
      await page.goto('/myappointments')
      await expect(page).toHaveURL(/\/signin$/)
    },
  )
})

test.describe('sign-in page', () => {
  test(
    'the password toggle is a pressed-state button with JavaScript, absent without',
    WITHOUT_JS_IN_THE_BROWSER,
    async ({ page }) => {
      await page.goto('/signin')
      const password = page.getByLabel('Password', { exact: true })
      const toggle = page.getByRole('button', { name: 'Show password' })
      if (!javaScriptEnabled(page)) {
        await expect(toggle).toHaveCount(0)
        await expect(password).toHaveAttribute('type', 'password')
        return
      }
      await waitForHydration(page)
      // The pressed state shows, not only in the accessibility tree: the box before the label fills
      const box = () => toggle.evaluate((el) => getComputedStyle(el, '::before').backgroundColor)
      await expect(toggle).toHaveAttribute('aria-pressed', 'false')
      expect(await box()).toBe('rgba(0, 0, 0, 0)')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      expect(await box()).not.toBe('rgba(0, 0, 0, 0)')
      await expect(password).toHaveAttribute('type', 'text')
      await toggle.click()
      await expect(password).toHaveAttribute('type', 'password')
      await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
    },
  )

  test(
    'the landing variant: slider with dots and a pause control, sponsors, contact, thanks',
    WITHOUT_JS_IN_THE_BROWSER,
    async ({ page }) => {
      const on = await page.request.post(`${STANDIN_URL}/dev/login-page-images`)
      expect(on.ok()).toBe(true)
      // the page's clock runs as the real one, and the test moves it on past the slider's periods rather than wait them
      await page.clock.install()
      await page.goto('/signin')
      await expect(heading(page, 'Sign in')).toBeVisible()
      const slider = page.getByRole('region', { name: 'Background images' })
      await expect(slider.getByRole('img', { name: 'Morning over the hills' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Supported by' })).toBeVisible()
      await expect(page.getByRole('img', { name: 'Community Health Trust' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Contact the care provider' })).toBeVisible()
      await expect(page.getByText(/powered by/)).toBeVisible()
      await checkA11y(page)
      if (!javaScriptEnabled(page)) {
        // the first image simply stays; there is nothing to pause
        await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
        return
      }
      await waitForHydration(page)
      // it advances by itself every 5 seconds
      await expect(page.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-current', 'true')
      await page.clock.runFor(5_000)
      await expect(page.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true')
      // the dots move it, and it wraps from the last image to the first
      await page.getByRole('button', { name: 'Show image 3 of 3' }).click()
      await page.clock.runFor(5_000)
      await expect(page.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-current', 'true')
      const pause = page.getByRole('button', { name: 'Pause slideshow' })
      await pause.click()
      await expect(pause).toHaveAttribute('aria-pressed', 'true')
      await page.getByRole('button', { name: 'Show image 2 of 3' }).click()
      await expect(page.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true')
      await expect(slider.getByRole('img', { name: 'A calm lake' })).toBeVisible()
      // paused: still on image 2 after more than one 5-second period
      await page.clock.runFor(5_500)
      await expect(page.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true')
    },
  )
})

test.describe('static pages', () => {
  for (const [path, title] of [
    ['/TermsAndConditions', 'Terms and Conditions'],
    ['/TermsOfService', 'Terms of Service'],
    ['/PrivacyPolicy', 'Privacy Policy'],
    ['/PrivacyNotice', 'Privacy Notice'],
    ['/Legal', 'Legal'],
    ['/Company', 'Company'],
    ['/Accessibility', 'Accessibility statement'],
  ] as const) {
    // the same HTML in both modes; with JavaScript on is where a script would run
    test(`${path} has its heading and ships no JavaScript`, { tag: '@js-only' }, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(heading(page, title)).toBeVisible()
      await expect(page.locator('script')).toHaveCount(0)
    })
  }
})
