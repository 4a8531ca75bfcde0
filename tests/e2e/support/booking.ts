/**
 * The booking journey's helpers, shared by booking-confirmation.spec.ts and the cluster specs.
 * Dr. Imran Qureshi (12) takes online consultations all day in 15-minute slots; Dr. Arjun Mehta
 * (1) sees patients 09:00-13:00; care services 1 Physical Visit, 2 Online Consultation (backend/seed).
 */
import type { Browser, Page } from '@playwright/test'
import { checkA11y, expect, fillSignIn, PORTAL_URL, waitForHydration } from '../fixtures.ts'
import { hospitalDateTime, hospitalDay } from './hospital-day.ts'

/** The slot step's hand-over URL to /confirmation for a slot tomorrow. */
function confirmationUrl(slot: { careServiceId: number; doctorId: number; at: string; to: string }) {
  const day = hospitalDay(1)
  const params = new URLSearchParams({
    careServiceId: String(slot.careServiceId),
    doctorId: String(slot.doctorId),
    date: day,
    start: hospitalDateTime(day, slot.at),
    end: hospitalDateTime(day, slot.to),
  })
  return `/confirmation?${params}`
}
export const ONLINE = confirmationUrl({ careServiceId: 2, doctorId: 12, at: '12:00', to: '12:15' })
export const PHYSICAL = confirmationUrl({ careServiceId: 1, doctorId: 1, at: '09:00', to: '09:30' })

/** Opens /confirmation at `url` (relative to the project's portal, or absolute), hydrated and checked with axe. */
export async function openConfirmation(page: Page, url: string) {
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible()
  await waitForHydration(page)
  await checkA11y(page)
}

export const submit = (page: Page) => page.getByRole('button', { name: 'SUBMIT', exact: true })
/** The success page's heading. */
export const booked = (page: Page) => page.getByRole('heading', { level: 1, name: 'Thank You!' })
/** The confirmation's answer when another patient took the slot first. */
export const slotTaken = (page: Page) => page.getByText('This slot has just been booked by someone else')

/**
 * The other patient's browser (kiran, always with JavaScript: the mode under test is the fixture
 * page's), signed in on the portal at `baseURL`.
 */
export async function otherPatient(browser: Browser, baseURL = PORTAL_URL) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    javaScriptEnabled: true,
  })
  const other = await context.newPage()
  await other.goto('/signin')
  await waitForHydration(other)
  await fillSignIn(other, 'kiran', 'Kiran@2026')
  await other.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(other).toHaveURL(/\/myappointments/)
  return { context, other }
}
