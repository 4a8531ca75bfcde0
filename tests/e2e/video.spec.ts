/**
 * Video consultations: the patient's device check and call, Add person, and the guest
 * caretaker's verify → consent → call, in Chromium with fake media devices (playwright.config).
 * The stand-in's meetings point at a refusing address: reaching the clear "can't reach the video
 * service" state is what these tests can prove here; real media needs the cloud service.
 */
import type { Page } from '@playwright/test'
import {
  checkA11y,
  expect,
  javaScriptEnabled,
  provedWithoutJsIn,
  resetStandIn,
  STANDIN_URL,
  test,
  waitForHydration,
  WITHOUT_JS_IN_THE_BROWSER,
} from './fixtures.ts'
import { shownAsTheClockMovesOn } from './support/clock.ts'
import { ashaBearer, invitedGuest } from './support/guest.ts'
import { outboxOf } from './support/outbox.ts'
import { signInAs } from './support/session.ts'

const UNREACHABLE = "We can't reach the video service. Check your internet connection and try again."

async function joinStatusOfAppointment1(page: Page) {
  const appointment = await page.request.get(`${STANDIN_URL}/appointment-service/appointments/1`, {
    headers: { Authorization: await ashaBearer(page) },
  })
  return ((await appointment.json()) as { patientChannelJoinStatus: string }).patientChannelJoinStatus
}

async function verifyAndConsent(page: Page, guest: { code: string; link: string }) {
  await page.goto(guest.link)
  await expect(page.getByRole('heading', { name: 'User Verify' })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel('Full Name').fill('Ravi Kumar')
  await page.getByLabel('Code', { exact: true }).fill(guest.code)
  await page.getByRole('button', { name: 'VERIFY' }).click()
  await expect(page.getByRole('heading', { name: 'Consent' })).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ravi Kumar')
  if (javaScriptEnabled(page)) {
    // an emptied age says so at once (docs/rules/guest-call.md#validation)
    await page.getByLabel('Age', { exact: true }).fill('3')
    await page.getByLabel('Age', { exact: true }).fill('')
    await expect(page.getByText('Please enter an age.', { exact: true })).toBeVisible()
  }
  await page.getByLabel('Age', { exact: true }).fill('34')
  await page.getByLabel('Relationship').selectOption('Son')
  await page.getByRole('button', { name: 'Platform consent' }).click()
  await expect(page.getByRole('heading', { name: 'Online counselling' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Platform consent' }).getByRole('button', { name: 'Close' }).click()
  await page.getByLabel(/By continuing you agree to our/).check()
  await page.getByRole('button', { name: 'AGREE AND CONTINUE' }).click()
  await expect(page).toHaveURL(/\/CareTaker\/call\?id=\d+$/)
}

test.describe('the patient video call', () => {
  test.beforeEach(async ({ page }) => resetStandIn(page))

  test('device check, join reaches the clear unreachable state, Add person once @js-only', async ({ page }) => {
    // the call page's connect timeout is moved on by the page's clock, not waited for
    await page.clock.install()
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await page
      .getByRole('link', { name: /Join Call/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/Video\?appointmentId=1$/)
    await expect(page.getByRole('heading', { name: 'Check your camera and microphone' })).toBeVisible()
    await expect(page.getByText('Camera and microphone are ready.')).toBeVisible()
    // the preview shows the (fake) camera
    await expect
      .poll(() =>
        page.locator('video[aria-label="Your camera preview"]').evaluate((v: HTMLVideoElement) => v.videoWidth),
      )
      .toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Join call', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Connecting to the video service' })).toBeVisible()
    await shownAsTheClockMovesOn(page, page.getByText(UNREACHABLE))
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
    expect(await joinStatusOfAppointment1(page)).toBe('JOINED')
    await checkA11y(page)

    // the join made the consultation: Add person is offered
    await page.getByRole('link', { name: 'Add person' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a person to the video call' })
    await dialog.getByRole('button', { name: 'Add to Video Call' }).click()
    await expect(dialog.getByText('Please provide the Name').first()).toBeVisible()
    await dialog.getByLabel('Name').fill('Ravi')
    await dialog.getByLabel('Email or phone number').fill('98765')
    await dialog.getByRole('button', { name: 'Add to Video Call' }).click()
    await expect(dialog.getByText('Phone number must be exactly 10 digits.').first()).toBeVisible()
    await dialog.getByLabel('Email or phone number').fill('ravi@example.com')
    await dialog.getByRole('button', { name: 'Add to Video Call' }).click()
    await expect(page.getByText('Patient Added Successfully')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Participants' }).getByText('Ravi')).toBeVisible()
    // the call itself is still on the page (the dialog was a client navigation)
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
    const invitation = await outboxOf(page).last({ to: 'ravi@example.com' })
    expect(invitation.code).toMatch(/^[0-9]{6}$/)

    // End call: NOT_JOINED, back to the list
    await page.getByRole('button', { name: 'End call' }).click()
    await expect(page).toHaveURL(/\/myappointments$/)
    expect(await joinStatusOfAppointment1(page)).toBe('NOT_JOINED')

    // a second external person is refused with the spec's message
    await page.goto('/Video/add-person?appointmentId=1')
    await page.getByLabel('Name').fill('Meena')
    await page.getByLabel('Email or phone number').fill('9876543210')
    await page.getByRole('button', { name: 'Add to Video Call' }).click()
    await expect(
      page
        .getByRole('region', { name: 'There is a problem' })
        .getByText('user already added, you are not allowed to join the consultation'),
    ).toBeVisible()

    // the patient removes that person
    await page.goto('/Video?appointmentId=1')
    await page.getByRole('button', { name: 'Remove Ravi' }).click()
    await expect(page.getByText('The person was removed from the call.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add person' })).toBeVisible()
  })

  test(
    'without an appointment, /VideoOpen and /Video lead to the dashboard, which says where calls are joined',
    provedWithoutJsIn(
      'video-call.test.ts › the call page without an appointment › leads to the dashboard, which says where calls are joined; a malformed id is still not found',
    ),
    async ({ page }) => {
      await signInAs(page, 'asha')
      await page.goto('/myappointments')
      for (const url of ['/VideoOpen', '/Video']) {
        await page.goto(url)
        await expect(page).toHaveURL(/\/myappointments$/)
        await expect(
          page
            .locator('.alert-region')
            .getByText(
              'A video call is joined from its appointment: use Join Call on the appointment below when its time comes.',
            ),
        ).toBeVisible()
      }
    },
  )

  // the page names the real reason there is no call, and links to the appointment's chat
  test(
    'without a call now, the page says why and offers the chat',
    provedWithoutJsIn(
      'video-call.test.ts › the call page without a call › names the real reason: in person, not yet, cancelled, ended; none when the join window is open',
    ),
    async ({ page }) => {
      await signInAs(page, 'asha')
      await page.goto('/Video?appointmentId=2')
      await expect(
        page.getByText('This appointment is an in-person visit at the hospital. It has no video call.'),
      ).toBeVisible()
      await page.goto('/Video?appointmentId=3')
      await expect(page.getByText(/^You can join the call from 15 minutes before the start, at /)).toBeVisible()
      await page.getByRole('link', { name: 'Send Message' }).click()
      await expect(page).toHaveURL(/\/specificAppointment\?appointmentId=3#chat$/)
    },
  )

  test('without JavaScript the page says the call needs it @js-off-only', async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/Video?appointmentId=1')
    await expect(page.getByText('The video call needs JavaScript.', { exact: false })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Participants' })).toBeVisible()
  })
})

test.describe('the guest caretaker call', () => {
  test.beforeEach(async ({ page }) => resetStandIn(page))

  test(
    'the guest verifies with the code from the outbox, consents and reaches the call page',
    WITHOUT_JS_IN_THE_BROWSER,
    async ({ page }) => {
      await page.clock.install()
      const guest = await invitedGuest(page)
      await verifyAndConsent(page, guest)
      if (!javaScriptEnabled(page)) {
        await expect(page.getByText('The video call needs JavaScript.', { exact: false })).toBeVisible()
        await page.getByRole('button', { name: 'Leave call' }).click()
        await expect(page).toHaveURL(/\/signin$/)
      } else {
        await shownAsTheClockMovesOn(page, page.getByText(UNREACHABLE))
        await expect(page.getByRole('button', { name: 'Leave call' })).toBeVisible()
      }
      await checkA11y(page)
    },
  )

  test("closing the consultation ends the guest's call with the spec's message @js-only", async ({ page }) => {
    // the call page's poll of the consultation is moved on by the page's clock, not waited for
    await page.clock.install()
    const guest = await invitedGuest(page)
    await verifyAndConsent(page, guest)
    const closed = await page.request.post(`${STANDIN_URL}/dev/consultations/${guest.id}/close`)
    expect(closed.ok()).toBe(true)
    const dialog = page.getByRole('dialog')
    await shownAsTheClockMovesOn(page, dialog.getByText('Consultation has been closed by the doctor'))
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL(/\/signin$/)
  })

  test(
    'a guest without verification is turned away; a wrong code shows the server message',
    provedWithoutJsIn('video-call.test.ts › the guest › turns away an unverified guest, and a rate-limited one'),
    async ({ page }) => {
      const guest = await invitedGuest(page)
      await page.goto(`/CareTaker/call?id=${guest.id}`)
      await expect(page).toHaveURL(new RegExp(`/CareTaker\\?id=${guest.id}$`))
      await expect(page.getByRole('heading', { name: 'User Verify' })).toBeVisible()
      const status = await page.request.get(`/CareTaker/status?id=${guest.id}`)
      expect(status.status()).toBe(403)

      // on the invitation's own link, a wrong code is the services' to refuse
      await page.goto(guest.link)
      await waitForHydration(page)
      await page.getByLabel('Full Name').fill('Ravi')
      await page.getByLabel('Code', { exact: true }).fill(guest.code === '000000' ? '111111' : '000000')
      await page.getByRole('button', { name: 'VERIFY' }).click()
      const refusal = page.getByRole('dialog', { name: /Verification failed/ })
      await expect(refusal.getByText('Invalid OTP, please check the code and try again')).toBeVisible()
      await checkA11y(page)
    },
  )
})
