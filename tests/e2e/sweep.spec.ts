/**
 * axe and the 320 px reflow check on every screen of the portal (sweep-screens.ts), once per language
 * and per mode (the project): signed out or signed in as the screen is reached, then with its error
 * summary where it has a form. The journeys do not check each page again: this is where a page's
 * accessibility is held, and sweep-screens.test.ts holds that no page of the route manifest is left out.
 */
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { resetTwoStep } from '../support/two-step-reset.ts'
import { checkA11y, expect, PORTAL_URL, resetStandIn, signIn, test, waitForHydration } from './fixtures.ts'
import { STANDIN_URL } from './ports.ts'
import { STATIC_PAGE_TAG } from './projects.ts'
import { booked, ONLINE, PHYSICAL, submit } from './support/booking.ts'
import { invitedGuest } from './support/guest.ts'
import { helperInvited } from './support/helpers.ts'
import { hospitalDateTime, hospitalDay } from './support/hospital-day.ts'
import { outboxOf } from './support/outbox.ts'
import { fillRegistration } from './support/registration.ts'
import { signInAs } from './support/session.ts'
import { SCREENS, type Flow, type Screen } from './sweep-screens.ts'

const LANGUAGES = ['en', 'hi', 'kn'] as const

/** Press a form's button, hydrated first so JavaScript's own submit is the one under way. */
async function press(page: Page, name: string) {
  await waitForHydration(page)
  await page.getByRole('button', { name, exact: true }).click()
}

async function forgotPasswordCodeSent(page: Page) {
  await page.goto('/forgot-password')
  await page.getByLabel('Email or Mobile Number').fill('9876543210')
  await press(page, 'Send OTP')
  await expect(page).toHaveURL(/\/forgot-password\/verify$/)
}

/** On the code's page. */
async function forgotPasswordCodeVerified(page: Page) {
  const { code } = await outboxOf(page).last({ to: '9876543210' })
  await page.getByLabel('OTP').fill(code ?? '')
  await press(page, 'Verify')
  await expect(page).toHaveURL(/\/forgot-password\/reset$/)
}

async function guestVerified(page: Page) {
  const guest = await invitedGuest(page)
  await page.goto(guest.link)
  await page.getByLabel('Full Name').fill('Ravi Kumar')
  await page.getByLabel('Code', { exact: true }).fill(guest.code)
  await press(page, 'VERIFY')
  await expect(page).toHaveURL(/\/CareTaker\/consent\?id=\d+$/)
}

/** The link of the text asha gets an hour before tomorrow's visit, opened signed out. */
async function reminderTexted(page: Page) {
  const at = new Date(Date.parse(hospitalDateTime(hospitalDay(1), '09:30')))
  await page.request.post(`${STANDIN_URL}/dev/reminders/sweep`, { data: { at: at.toISOString() } })
  const { body } = await outboxOf(page).last({ to: '9876543210', channel: 'SMS' })
  await page.goto(new URL(body.slice(body.lastIndexOf('http'))).pathname)
  await expect(page.getByRole('heading', { level: 1, name: 'Your visit' })).toBeVisible()
}

/**
 * Each flow ends on its screen (a flow of a screen that continues another starts on that one's page,
 * in English); the sweep then opens that address again in each language.
 */
const FLOWS: Record<Flow, (page: Page) => Promise<void>> = {
  'slot chosen': (page) => page.goto(ONLINE).then(() => undefined),
  'forgot-password code sent': forgotPasswordCodeSent,
  'forgot-password code verified': forgotPasswordCodeVerified,
  'forgot-password done': async (page) => {
    await page.getByLabel('New password', { exact: true }).fill('Fresh@Pass1')
    await page.getByLabel('Confirm new password').fill('Fresh@Pass1')
    await press(page, 'Reset Password')
    await expect(page).toHaveURL(/\/forgot-password\/done$/)
  },
  'registration details sent': async (page) => {
    await page.goto('/register?hospitalId=1')
    await fillRegistration(page)
    await press(page, 'REGISTER')
    await expect(page).toHaveURL(/\/register\/consent\?hospitalId=1$/)
  },
  booked: async (page) => {
    await page.goto(PHYSICAL)
    await waitForHydration(page)
    await submit(page).click()
    await expect(booked(page)).toBeVisible()
  },
  'guest invited': async (page) => {
    await page.goto((await invitedGuest(page)).link)
  },
  'call joined': async (page) => {
    // asha joins appointment 1's call through the services and invites a guest: Add person then opens
    await invitedGuest(page)
    await page.goto('/Video/add-person?appointmentId=1')
  },
  'guest verified': guestVerified,
  'helping someone': async (page) => {
    await page.goto('/switch')
    await press(page, 'Use as Tara V.')
    await expect(page.getByRole('region', { name: 'You are helping Tara V.' })).toBeVisible()
  },
  "helping with someone's documents": async (page) => {
    await page.goto('/switch')
    await press(page, 'Use as Tara V.')
    await page.goto('/newProfile')
    await expect(page.getByRole('heading', { level: 1, name: 'Profile documents' })).toBeVisible()
  },
  'second step asked': async (page) => {
    // kiran turns the texted code on from account security, then signs in again through the form
    await page.goto('/security')
    await page.getByLabel('Your password', { exact: true }).fill('Kiran@2026')
    await press(page, 'Send a code to your mobile ending in 005')
    await expect(page.getByText(/^We sent a code to your mobile number ending in 005\./)).toBeVisible()
    const { code } = await outboxOf(page).last({ to: '+919876500005', channel: 'SMS' })
    await page.getByLabel('Code from the text message', { exact: true }).fill(code ?? '')
    await press(page, 'Confirm')
    await expect(page.getByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeVisible()
    await page.context().clearCookies()
    expect(await signIn(page, 'kiran', 'Kiran@2026')).toBe('/signin/second-step')
  },
  'reminder texted': reminderTexted,
  'cancel from the text asked': async (page) => {
    await page.getByRole('link', { name: 'Cancel this visit' }).click()
    await expect(page.getByLabel('Your year of birth')).toBeVisible()
  },
  'helper invited': async (page) => {
    // asha invites kiran; kiran opens the link from the SMS
    const { link } = await helperInvited(page)
    await signInAs(page, 'kiran')
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'An invitation to help Asha V.' })).toBeVisible()
  },
  'helper change opened': async (page) => {
    await helperInvited(page)
    await page.goto('/helpers')
    await page.getByRole('link', { name: "Change Kiran's access" }).first().click()
    await expect(page).toHaveURL(/\/helpers\/\d+$/)
  },
  'guest consented': async (page) => {
    await guestVerified(page)
    await page.getByLabel('Age', { exact: true }).fill('34')
    await page.getByLabel('Relationship').selectOption('Son')
    await page.getByLabel(/By continuing you agree to our/).check()
    await press(page, 'AGREE AND CONTINUE')
    await expect(page).toHaveURL(/\/CareTaker\/call\?id=\d+$/)
  },
}

/**
 * The screen in each language, then with its errors where it has a form; when a screen continues it
 * (`andThen`), ends on it in English, where that screen's flow starts.
 */
async function sweep(page: Page, screen: Screen, andThen: boolean) {
  let address = screen.path
  if (screen.flow) {
    await FLOWS[screen.flow](page)
    address = page.url()
  }
  for (const lang of LANGUAGES) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: PORTAL_URL }])
    await page.goto(address)
    // a flow's screen is where the flow ended (a text's link: its token); a path ending in / is followed by one segment made on the way
    const shown = new URL(page.url()).pathname
    const expected = new URL(screen.flow ? address : screen.path, PORTAL_URL).pathname
    if (expected.endsWith('/')) expect(shown, `${screen.name} in ${lang}`).toMatch(new RegExp(`^${expected}[^/]+$`))
    else expect(shown, `${screen.name} in ${lang}`).toBe(expected)
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`))
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await checkA11y(page)
    if (!screen.error) continue
    await waitForHydration(page)
    for (const [field, value] of Object.entries(screen.error)) await page.locator(field).fill(value)
    await page.locator('button[type="submit"].button--primary').first().click()
    await expect(page.locator('.error-summary')).toBeVisible()
    await checkA11y(page)
  }
  if (!andThen) return
  await page.context().addCookies([{ name: 'lang', value: 'en', url: PORTAL_URL }])
  await page.goto(address)
}

/** A screen and the screens that continue it, in order. */
function walk(screen: Screen): Screen[] {
  return [screen, ...SCREENS.filter((next) => next.after === screen.name).flatMap(walk)]
}

for (const first of SCREENS.filter((screen) => !screen.after)) {
  const screens = walk(first)
  const states = screens.some((screen) => screen.error) ? 'as it opens and with its errors' : 'as it opens'
  const names = screens.map((screen) => screen.name).join(', then ')
  const tag = first.static ? [STATIC_PAGE_TAG] : []
  test(`${names}: axe and 320 px in English, Hindi and Kannada, ${states}`, { tag }, async ({ page }) => {
    if (first.flow) await resetStandIn(page)
    if (first.as) await signInAs(page, first.as)
    try {
      for (const [at, screen] of screens.entries()) await sweep(page, screen, at < screens.length - 1)
    } finally {
      // the administrator's reset leaves kiran as the journeys after this one expect him
      if (first.flow === 'second step asked') {
        resetTwoStep(5, { PORTAL_DATA_DIR: join(process.env.E2E_PORTAL_DATA_DIR!, 'portal') })
      }
    }
  })
}
