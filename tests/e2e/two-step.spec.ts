/**
 * Two-step sign-in (docs/two-step.md, ADR 91), by keyboard alone: kiran turns the mobile code on
 * from account security, sees the ten recovery codes once, signs out, signs in with the code the
 * stand-in texted (read from its outbox), then again with a recovery code. Kiran, whom few other
 * journeys sign in as; the administrator's reset (npm run two-step:reset) leaves the account as it
 * was for the journeys after this one, on this lane's own store.
 */
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { resetTwoStep } from '../support/two-step-reset.ts'
import { checkA11y, expect, provedWithoutJsIn, signIn, test } from './fixtures.ts'
import { tabTo } from './support/keyboard.ts'
import { outboxOf } from './support/outbox.ts'
import { signInAs } from './support/session.ts'
import { signOut } from './support/sign-out.ts'

const KIRAN_MOBILE = '+919876500005'

test.afterEach(() => resetTwoStep(5, { PORTAL_DATA_DIR: join(process.env.E2E_PORTAL_DATA_DIR!, 'portal') }))

/** Tabs to `control` and presses Enter. */
async function press(page: Page, control: ReturnType<Page['getByRole']>, budget = 40) {
  await tabTo(page, control, budget)
  await page.keyboard.press('Enter')
}

/** Tabs to the field labelled `label` and types `text`. */
async function type(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }), 40)
  await page.keyboard.type(text)
}

const lastCode = async (page: Page) => (await outboxOf(page).last({ to: KIRAN_MOBILE, channel: 'SMS' })).code!

/** From account security, by keyboard: kiran's password again, then the code texted to her verified mobile turns the second step on. */
async function turnOnMobileCode(page: Page) {
  await page.goto('/security')
  await type(page, 'Your password', 'Kiran@2026')
  await press(page, page.getByRole('button', { name: 'Send a code to your mobile ending in 005' }))
  await expect(page.getByText(/^We sent a code to your mobile number ending in 005\./)).toBeVisible()
  await type(page, 'Code from the text message', await lastCode(page))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeVisible()
}

test(
  'a patient turns on the mobile code and signs in with it, then with a recovery code',
  provedWithoutJsIn(
    'integration/security/mobile-code.test.ts and recovery-codes.test.ts (the code and a recovery code posted to the second step)',
  ),
  async ({ page }) => {
    await signInAs(page, 'kiran')
    await page.goto('/security')
    await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible()
    await expect(page.getByText('Two-step sign-in is off.')).toBeVisible()

    // the password first: a session alone can't turn it on
    await expect(page.getByLabel('Your password', { exact: true })).toHaveAttribute('autocomplete', 'current-password')
    await type(page, 'Your password', 'Kiran@2026')
    await press(page, page.getByRole('button', { name: 'Send a code to your mobile ending in 005' }))
    await expect(page.getByText(/^We sent a code to your mobile number ending in 005\./)).toBeVisible()
    const code = page.getByLabel('Code from the text message', { exact: true })
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    // the code goes in next: the focus is on its field, not on the button below it
    await expect(code).toBeFocused()
    await checkA11y(page)
    // a new code, and the focus is back on the field
    await press(page, page.getByRole('button', { name: 'Send a new code' }), 5)
    await expect(code).toBeFocused()

    // a wrong code first: named in the summary, the patient tries again
    const right = await lastCode(page)
    await type(page, 'Code from the text message', right === '0000' ? '1111' : '0000')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
      'That code is not right or has expired. Check the text message, or send a new code.',
    )
    await type(page, 'Code from the text message', right)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeVisible()
    const codes = await page.locator('.recovery-codes__list code').allInnerTexts()
    expect(codes).toHaveLength(10)
    await expect(page.getByText('Two-step sign-in is on: a code to your mobile number ending in 005.')).toBeVisible()
    await checkA11y(page)

    await signOut(page)
    expect(await signIn(page, 'kiran', 'Kiran@2026')).toBe('/signin/second-step')
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm it is you' })).toBeVisible()
    await expect(page.getByLabel('Remember this device for 30 days')).not.toBeChecked()
    await press(page, page.getByRole('button', { name: 'Send a code to your mobile ending in 005' }))
    await expect(page.getByText(/^We sent a code to your mobile number ending in 005\./)).toBeVisible()
    await expect(page.getByLabel('Code from the text message', { exact: true })).toBeFocused()
    await type(page, 'Code from the text message', await lastCode(page))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/myappointments$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible()

    await signOut(page)
    expect(await signIn(page, 'kiran', 'Kiran@2026')).toBe('/signin/second-step')
    await type(page, 'Recovery code', codes[0]!)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/myappointments$/)
    await page.goto('/security')
    await expect(page.getByText('9 unused recovery codes left.')).toBeVisible()
  },
)

// A passkey needs the browser's WebAuthn, so JavaScript: without it the page says so (ADR 92)
test(
  'a patient adds a passkey, signs in with the password then the passkey, and removes it',
  { tag: '@js-only' },
  async ({ page }) => {
    // a long journey: two sign-ins, a confirmation and three ceremonies
    test.slow()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    })
    // through the form: with a session written by signInAs, the passkey's registration is not answered
    // (an open question about that fixture), so this journey keeps the real sign-in
    await signIn(page, 'kiran', 'Kiran@2026')
    await turnOnMobileCode(page)
    await page.goto('/security')
    await expect(page.getByRole('heading', { level: 2, name: 'Passkeys' })).toBeVisible()
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible()

    // turning the code on passed no second step in this session: confirm it is you first, then back
    await press(page, page.getByRole('button', { name: 'Add a passkey' }), 60)
    await expect(page).toHaveURL(/\/signin\/second-step$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm it is you again' })).toBeVisible()
    await checkA11y(page)
    await press(page, page.getByRole('button', { name: 'Send a code to your mobile ending in 005' }))
    await expect(page.getByText(/^We sent a code to your mobile number ending in 005\./)).toBeVisible()
    await type(page, 'Code from the text message', await lastCode(page))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/security$/)

    await type(page, 'Name for the passkey', 'My laptop')
    await press(page, page.getByRole('button', { name: 'Add a passkey' }), 60)
    await expect(page.getByRole('status').filter({ hasText: 'Passkey added.' })).toBeVisible()
    await expect(page.getByText('My laptop', { exact: true })).toBeVisible()
    await expect(page.getByText(/Not used yet/)).toBeVisible()

    await signOut(page)
    expect(await signIn(page, 'kiran', 'Kiran@2026')).toBe('/signin/second-step')
    await expect(page.getByRole('heading', { level: 2, name: 'Use a passkey' })).toBeVisible()
    await checkA11y(page)
    await press(page, page.getByRole('button', { name: 'Use a passkey' }))
    await expect(page).toHaveURL(/\/myappointments$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible()

    await page.goto('/security')
    await expect(page.getByText(/Last used /)).toBeVisible()
    await press(page, page.getByRole('button', { name: 'Remove My laptop' }), 60)
    await expect(page.getByText('Passkey removed.')).toBeVisible()
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible()
  },
)

test('without JavaScript, account security says a passkey needs it @js-off-only', async ({ page }) => {
  await signInAs(page, 'kiran')
  await turnOnMobileCode(page)
  await page.goto('/security')
  await expect(page.getByText('Adding a passkey needs JavaScript, which is off in this browser.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0)
  await checkA11y(page)
})
