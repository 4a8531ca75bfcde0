/**
 * Helpers (docs/helpers.md), the whole journey in two browsers: asha invites kiran from /helpers,
 * kiran opens the link from the SMS signed out (sign in first), signs in, accepts with asha's year of
 * birth, switches to helping her and books for her; both activities say who did what; then asha ends
 * the grant while kiran has a booking form open, and kiran's post changes nothing. Each page
 * without JavaScript is the server's answer to a form or a link, proved in integration; axe and the
 * 320 px check of each screen are in sweep.spec.ts.
 */
import type { Browser, Page } from '@playwright/test'
import { expect, PORTAL_URL, provedWithoutJsIn, resetStandIn, test, waitForHydration } from './fixtures.ts'
import { booked, ONLINE, PHYSICAL, submit } from './support/booking.ts'
import { helperInvited } from './support/helpers.ts'
import { signInAs } from './support/session.ts'

/** kiran's own browser, beside asha's, with JavaScript as the journey's lane has it. */
async function helperBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: PORTAL_URL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' })
  return { context, kiran: await context.newPage() }
}

/** The newest entries of the signed-in account's activity, as the page words them. */
async function newestActivity(page: Page, count: number) {
  await page.goto('/activity')
  return (await page.locator('table tbody th').allInnerTexts()).slice(0, count)
}

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

test(
  'a patient invites a helper, who accepts, switches, books for her, and is stopped mid-form when she ends it',
  provedWithoutJsIn(
    'helpers/invitation.test.ts › opening an invitation; helpers/grants.test.ts; acting/acting.test.ts (the live grant ended between two requests)',
  ),
  async ({ page, browser }) => {
    test.slow()
    // asha invites kiran
    await signInAs(page, 'asha')
    const { link } = await helperInvited(page)

    // kiran opens the link signed out: it asks for a sign-in and changes nothing
    const { context, kiran } = await helperBrowser(browser)
    await kiran.goto(link)
    await expect(kiran.getByRole('link', { name: 'Sign in' })).toBeVisible()
    await signInAs(kiran, 'kiran')
    await kiran.goto(link)
    await expect(kiran.getByRole('heading', { level: 1, name: 'An invitation to help Asha V.' })).toBeVisible()
    await expect(kiran.getByText('Asha V. asks you to help them, as their son.')).toBeVisible()

    // a wrong year says how many tries are left; the right one accepts
    await waitForHydration(kiran)
    await kiran.getByLabel("Asha V.'s year of birth").fill('1991')
    await kiran.getByRole('button', { name: 'Accept' }).click()
    await expect(kiran.getByText('That is not the year of birth. You have 2 more tries.').first()).toBeVisible()
    await kiran.getByLabel("Asha V.'s year of birth").fill('1990')
    await kiran.getByRole('button', { name: 'Accept' }).click()
    await expect(kiran).toHaveURL(/\/myappointments$/)
    await expect(
      kiran.getByText('You are now a helper for Asha V. and can act for them with Switch account.'),
    ).toBeVisible()

    // switch to helping asha, and book for her
    await kiran.goto('/switch')
    await waitForHydration(kiran)
    await kiran.getByRole('button', { name: 'Use as Asha V.' }).click()
    await expect(kiran.getByRole('region', { name: 'You are helping Asha V.' })).toBeVisible()
    await kiran.goto(PHYSICAL)
    await waitForHydration(kiran)
    await submit(kiran).click()
    await expect(booked(kiran)).toBeVisible()

    // who did what, on both accounts
    expect(await newestActivity(page, 2)).toEqual([
      expect.stringMatching(/^Appointment booked, by Kiran.* \(helper\)$/),
      'Helper accepted your invitation',
    ])
    await kiran.goto('/switch')
    await waitForHydration(kiran)
    await kiran.getByRole('button', { name: 'Use as Me' }).click()
    await expect(kiran.getByRole('region', { name: 'You are helping Asha V.' })).toHaveCount(0)
    expect(await newestActivity(kiran, 2)).toEqual([
      'Appointment booked, for Asha V.',
      'You accepted an invitation to help another patient',
    ])

    // kiran opens a booking form for asha; asha ends the grant; kiran's post changes nothing
    await kiran.goto('/switch')
    await waitForHydration(kiran)
    await kiran.getByRole('button', { name: 'Use as Asha V.' }).click()
    await expect(kiran.getByRole('region', { name: 'You are helping Asha V.' })).toBeVisible()
    await kiran.goto(ONLINE)
    await waitForHydration(kiran)
    await page.goto('/helpers')
    await waitForHydration(page)
    await page.getByRole('button', { name: "End Kiran's access" }).click()
    await expect(page.getByText("Kiran's access has ended.")).toBeVisible()
    await expect(page.getByText('Ended: you ended it')).toBeVisible()
    await submit(kiran).click()
    await expect(kiran.getByText('Your help for Asha V. has ended. You are back in your own account.')).toBeVisible()
    await expect(kiran.getByRole('region', { name: 'You are helping Asha V.' })).toHaveCount(0)
    expect(await newestActivity(page, 2)).toEqual([
      "Helper's access ended",
      expect.stringMatching(/^Appointment booked, by Kiran.* \(helper\)$/),
    ])
    await context.close()
  },
)
