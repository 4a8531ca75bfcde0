/**
 * The first journey: sign-in, the session guard, the dashboard, logout,
 * the special accounts and 'services down', with JavaScript on and off (the two
 * Playwright projects). axe and the 320 px check of each page are in sweep.spec.ts.
 *
 * Demo accounts (backend/seed/patients.ts): asha (regular, has appointments), ravi (first
 * login: consent), meena (temporary password), john (INACTIVE), kiran (regular).
 */
import type { Page } from '@playwright/test'
import {
  expect,
  fillSignIn,
  PORTAL_SERVICES_DOWN_URL,
  provedWithoutJsIn,
  resetStandIn,
  signIn,
  test,
  waitForHydration,
  WITHOUT_JS_IN_THE_BROWSER,
} from './fixtures.ts'
import { signInAs } from './support/session.ts'

const MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  badCredentials:
    'Invalid username or password. After several wrong tries, sign-in pauses for a while: try again later or reset your password.',
  deactivated: 'Your account has been deactivated. Please contact the hospital.',
  servicesDown: 'A Problem has Occurred, Please try again later',
}

const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sign in', exact: true })
const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'My Appointments', exact: true })
const usernameField = (page: Page) => page.getByLabel('Username', { exact: true })
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true })
const loginButton = (page: Page) => page.getByRole('button', { name: 'LOGIN', exact: true })

test.beforeEach(async ({ page }) => {
  // every test starts from the seed data (failed-login counters, consent, passwords)
  await resetStandIn(page)
})

test.describe('sign-in page', () => {
  test(
    'shows a labelled form with a LOGIN button',
    provedWithoutJsIn(
      'identity/sign-in.test.ts › sign-in page loader › lets a visitor without a session see the page (the page ships no script: one run shows both modes)',
    ),
    async ({ page }) => {
      const response = await page.goto('/signin')
      expect(response?.status()).toBe(200)
      await expect(signInHeading(page)).toBeVisible()
      await expect(usernameField(page)).toBeVisible()
      await expect(usernameField(page)).toBeEditable()
      await expect(passwordField(page)).toHaveAttribute('type', 'password')
      await expect(loginButton(page)).toBeVisible()
    },
  )

  test(
    'an empty submit names each missing field in an error summary linked to the fields; entered values are kept',
    provedWithoutJsIn(
      'identity/sign-in.test.ts › shows the required messages and calls nothing when fields are empty (the page ships no script)',
    ),
    async ({ page }) => {
      await page.goto('/signin')
      await loginButton(page).click()

      const summary = page
        .getByRole('region', { name: 'There is a problem' })
        .filter({ hasText: MESSAGES.usernameRequired })
      await expect(summary).toBeVisible()
      await expect(summary).toContainText(MESSAGES.passwordRequired)

      // each message in the summary links to its field
      for (const [field, message] of [
        [usernameField(page), MESSAGES.usernameRequired],
        [passwordField(page), MESSAGES.passwordRequired],
      ] as const) {
        const id = await field.getAttribute('id')
        expect(id, `the field with error '${message}' needs an id the summary can link to`).toBeTruthy()
        await expect(summary.getByRole('link', { name: message })).toHaveAttribute('href', `#${id}`)
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        await expect(field).toHaveAccessibleDescription(new RegExp(message))
      }
      await expect(signInHeading(page)).toBeVisible()

      // fix one field: its error goes, the other stays, and the value is kept
      await usernameField(page).fill('asha')
      await loginButton(page).click()
      await expect(
        page.getByRole('region', { name: 'There is a problem' }).filter({ hasText: MESSAGES.passwordRequired }),
      ).toBeVisible()
      await expect(page.getByText(MESSAGES.usernameRequired)).toHaveCount(0)
      await expect(usernameField(page)).toHaveValue('asha')
      await expect(page).toHaveURL(/\/signin/)
    },
  )

  test(
    'a wrong password says so and keeps the username',
    provedWithoutJsIn(
      'identity/sign-in.test.ts › says the username or password is wrong, keeps the username and drops the password',
    ),
    async ({ page }) => {
      await page.goto('/signin')
      await fillSignIn(page, 'asha', 'Not-her-password1!')
      await loginButton(page).click()
      await expect(page.getByText(MESSAGES.badCredentials).first()).toBeVisible()
      await expect(page).toHaveURL(/\/signin/)
      await expect(usernameField(page)).toHaveValue('asha')
      await expect(signInHeading(page)).toBeVisible()
    },
  )
})

test.describe('dashboard', () => {
  test(
    'asha signs in and sees her appointments, in a page that is not cached and has a strict CSP',
    provedWithoutJsIn(
      "appointments/dashboard.test.ts › lists asha's appointments from today on, soonest first, in the hospital's formats; server/security-headers.test.ts › allows only scripts with the nonce and forbids framing (the headers do not depend on the browser)",
    ),
    async ({ page, javaScriptEnabled }) => {
      await page.goto('/signin')
      const documents: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'document')
          documents.push(`${request.method()} ${new URL(request.url()).pathname}`)
      })
      expect(await signIn(page, 'asha', 'Asha@2026')).toBe('/myappointments')
      // the sign-in form ships no script file (ADR 67): it posts as a document, with JavaScript too
      expect(documents).toEqual(['POST /signin', 'GET /myappointments'])
      // the dashboard hydrates (the CSP lets its scripts run)
      if (javaScriptEnabled) await waitForHydration(page)

      await expect(dashboardHeading(page)).toBeVisible()
      await expect(page.getByText('Upcoming', { exact: true }).first()).toBeVisible()
      // her upcoming appointments are with Dr. Arjun Mehta and Dr. Alex Fernandes
      await expect(page.getByText(/Arjun Mehta/).first()).toBeVisible()
      await expect(page.getByText(/Alex Fernandes/).first()).toBeVisible()
      // another patient's appointment (kiran: 'Persistent cough' with Dr. Alex Fernandes) is not listed
      await expect(page.getByText('Persistent cough')).toHaveCount(0)

      const dashboardLink = page.getByRole('link', { name: 'Dashboard', exact: true }).first()
      await expect(dashboardLink).toHaveAttribute('aria-current', 'page')
      const historyLink = page.getByRole('link', { name: 'Appointment History', exact: true }).first()
      await expect(historyLink).toBeVisible()
      await expect(historyLink).not.toHaveAttribute('aria-current', 'page')

      // a full load of the page: its response headers
      const response = await page.goto('/myappointments')
      expect(response?.status()).toBe(200)
      const headers = response!.headers()
      expect(headers['cache-control'] ?? '').toContain('no-store')
      const csp = headers['content-security-policy'] ?? ''
      expect(csp).toMatch(/'nonce-[A-Za-z0-9+/=_-]{16,}'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy-report-only']).toBeUndefined()
      await expect(dashboardHeading(page)).toBeVisible()

      // the nonce changes with every response
      const again = await page.request.get('/myappointments')
      expect(again.status()).toBe(200)
      const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonceOf(again.headers()['content-security-policy'] ?? '')).toBeTruthy()
      expect(nonceOf(again.headers()['content-security-policy'] ?? '')).not.toBe(nonceOf(csp))
    },
  )

  test(
    'logout ends the session, and Back does not show the dashboard again',
    WITHOUT_JS_IN_THE_BROWSER,
    async ({ page }) => {
      await signInAs(page, 'asha')
      await page.goto('/myappointments')
      await expect(dashboardHeading(page)).toBeVisible()

      await page.getByRole('button', { name: 'Logout', exact: true }).click()
      await expect(page).toHaveURL(/\/signin$/)
      await expect(signInHeading(page)).toBeVisible()

      await page.goBack()
      await expect(page).toHaveURL(/\/signin$/)
      await expect(signInHeading(page)).toBeVisible()
      await expect(dashboardHeading(page)).toHaveCount(0)
      await expect(page.getByText(/Arjun Mehta/)).toHaveCount(0)

      // the session is really over, not just hidden
      await page.goto('/myappointments')
      await expect(page).toHaveURL(/\/signin$/)
      await expect(dashboardHeading(page)).toHaveCount(0)
    },
  )
})

test.describe('session guard', () => {
  test(
    'a signed-out visitor of the dashboard is sent to sign in',
    provedWithoutJsIn('common/session.test.ts › sends a visitor without a session to /signin'),
    async ({ page }) => {
      const response = await page.goto('/myappointments')
      await expect(page).toHaveURL(/\/signin$/)
      expect(response?.status()).toBe(200)
      expect(response?.request().redirectedFrom()?.url()).toMatch(/\/myappointments$/)
      await expect(signInHeading(page)).toBeVisible()
      await expect(dashboardHeading(page)).toHaveCount(0)
    },
  )

  test(
    'a signed-in visitor of the sign-in page is sent to the dashboard',
    provedWithoutJsIn('identity/sign-in.test.ts › sends a signed-in patient to the dashboard'),
    async ({ page }) => {
      await signInAs(page, 'asha')
      await page.goto('/myappointments')
      await expect(dashboardHeading(page)).toBeVisible()

      await page.goto('/signin')
      await expect(page).toHaveURL(/\/myappointments$/)
      await expect(dashboardHeading(page)).toBeVisible()
      await expect(signInHeading(page)).toHaveCount(0)
    },
  )
})

test.describe('accounts that need a step first', () => {
  test(
    'a first-time patient (ravi) is sent to the consent page',
    provedWithoutJsIn(
      'common/session.test.ts › sends a first login to the consent step and a temporary password to change password',
    ),
    async ({ page }) => {
      expect(await signIn(page, 'ravi', 'Ravi@2026')).toBe('/UserConsentForm')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(dashboardHeading(page)).toHaveCount(0)

      // the guard keeps him there until he consents
      await page.goto('/myappointments')
      await expect(page).toHaveURL(/\/UserConsentForm$/)
    },
  )

  test(
    'a patient with a temporary password (meena) is sent to change it',
    provedWithoutJsIn(
      'common/session.test.ts › sends a first login to the consent step and a temporary password to change password',
    ),
    async ({ page }) => {
      expect(await signIn(page, 'meena', 'Meena@2026')).toBe('/resetpassword')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(dashboardHeading(page)).toHaveCount(0)

      await page.goto('/myappointments')
      await expect(page).toHaveURL(/\/resetpassword$/)
    },
  )

  test(
    'a deactivated patient (john) is refused with the hospital message',
    provedWithoutJsIn('identity/sign-in.test.ts › shows the deactivation text of an inactive patient as received'),
    async ({ page }) => {
      await page.goto('/signin')
      await fillSignIn(page, 'john', 'John@2026')
      await loginButton(page).click()
      await expect(page.getByText(MESSAGES.deactivated).first()).toBeVisible()
      await expect(page).toHaveURL(/\/signin/)
      await expect(usernameField(page)).toHaveValue('john')

      // and no session was created
      await page.goto('/myappointments')
      await expect(page).toHaveURL(/\/signin$/)
    },
  )
})

test.describe('services down', () => {
  test(
    'sign-in says there is a problem, on the same form, with the username kept',
    provedWithoutJsIn(
      "identity/sign-in.test.ts › maps a timeout of the login call to 'A Problem has Occurred, Please try again later' and logs it",
    ),
    async ({ page }) => {
      const response = await page.goto(`${PORTAL_SERVICES_DOWN_URL}/signin`)
      expect(response?.status()).toBe(200)
      await expect(signInHeading(page)).toBeVisible()

      await fillSignIn(page, 'asha', 'Asha@2026')
      await loginButton(page).click()
      await expect(page.getByText(MESSAGES.servicesDown).first()).toBeVisible()
      // not an error page: the same form, ready to try again
      await expect(page).toHaveURL(/\/signin/)
      await expect(signInHeading(page)).toBeVisible()
      await expect(usernameField(page)).toHaveValue('asha')
      await expect(passwordField(page)).toBeEditable()
      await expect(loginButton(page)).toBeEnabled()
      await expect(page.getByText(/Application Error|Unexpected Server Error/i)).toHaveCount(0)
    },
  )
})

test.describe('keyboard', () => {
  test(
    'the skip link is the first Tab stop on the dashboard and leads into the main content',
    WITHOUT_JS_IN_THE_BROWSER,
    async ({ page }) => {
      await signInAs(page, 'asha')
      await page.goto('/myappointments')
      await expect(dashboardHeading(page)).toBeVisible()

      // a fresh document, so focus starts at the top
      await page.goto('/myappointments')
      await expect(dashboardHeading(page)).toBeVisible()
      await page.keyboard.press('Tab')
      const skipLink = page.getByRole('link', { name: 'Skip to main content', exact: true })
      await expect(skipLink).toBeFocused()
      await expect(skipLink).toBeVisible() // visible when focused, even if hidden otherwise

      const href = await skipLink.getAttribute('href')
      expect(href).toMatch(/^#[A-Za-z][\w-]*$/)
      const target = page.locator(href!)
      await expect(target).toHaveCount(1)
      expect(await target.evaluate((el) => el.closest('main') !== null)).toBe(true)

      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${href}$`))
    },
  )
})
