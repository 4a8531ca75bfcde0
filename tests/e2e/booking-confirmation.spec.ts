/**
 * The confirmation step and the success page, JavaScript on and off. axe and the 320 px check of each page are in sweep.spec.ts.
 * The journey enters /confirmation with the hand-over URL of the slot step (4A's pages lead there; their own spec
 * covers the way in). Dr. Imran Qureshi (12) takes online consultations all day in 15-minute slots; Dr. Arjun Mehta
 * (1) sees patients 09:00-13:00; care services 1 Physical Visit, 2 Online Consultation (backend/seed).
 */
import {
  checkA11y,
  expect,
  provedWithoutJsIn,
  resetStandIn,
  test,
  waitForHydration,
  WITHOUT_JS_IN_THE_BROWSER,
} from './fixtures.ts'
import { booked, ONLINE, openConfirmation, otherPatient, PHYSICAL, slotTaken, submit } from './support/booking.ts'
import { hospitalDay } from './support/hospital-day.ts'
import { signInAs } from './support/session.ts'

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
})

test(
  'books an online consultation with medical info, vitals and a document, to the success page',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await openConfirmation(page, ONLINE)
    await expect(page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]')).toHaveText(
      /Confirmation/,
    )
    // the steps are styled here too: their numbers are discs, not text run into the titles (docs/accessibility.md)
    await expect(page.locator('.booking-steps__number').first()).toHaveCSS('border-radius', '50%')
    await expect(page.getByText('Dr Imran Qureshi')).toBeVisible()
    await expect(page.getByText('12:00 PM - 12:15 PM')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Refund policy' })).toBeVisible()
    await expect(page.getByText(/^Cancel up to 5 minutes/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Consent' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Mailing address' })).toBeVisible()
    // no empty headings for what nothing fills in (ADR 55)
    await expect(page.getByRole('heading', { name: /Insurance|Payment Method/ })).toHaveCount(0)

    await page.getByLabel('Reason for consultation').fill('Itchy rash since Monday')
    await page.getByLabel('Allergies').fill('Peanuts')
    await page.getByLabel('Height (cm)').fill('170')
    await page.getByLabel('Pulse rate (BPM)').fill('72')
    await page.getByLabel('Blood pressure (mmHg)').fill('120')
    await page.getByLabel('SpO2 (%)').fill('98%')
    await page.getByLabel('Temperature (°F)').fill('98.6')
    await submit(page).click()

    const summary = page.getByRole('region', { name: 'There is a problem' })
    // what a screen reader hears first: focus moves to the summary, with JavaScript or without it (autofocus)
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link', { name: 'Please Enter valid Blood Pressure' })).toHaveAttribute(
      'href',
      '#confirmation-bloodPressure',
    )
    await expect(page.getByLabel('Reason for consultation')).toHaveValue('Itchy rash since Monday')
    await expect(page.getByLabel('Blood pressure (mmHg)')).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('Blood pressure (mmHg)').fill('120/80')
    await page.getByLabel('Weight (kgs)').fill('68')
    await page.getByLabel('Blood glucose (mg/dL)').fill('110')
    await page.getByLabel('Add documents (optional)').setInputFiles('tests/fixtures/photo.png')
    await submit(page).click()

    await expect(page).toHaveURL(/\/SuccessPage\?appointmentId=\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
    await expect(page.getByText('Your appointment for online consultation is booked.')).toBeVisible()
    // what was booked, on screen and so to a screen reader: the doctor, the day and the time
    await expect(page.getByText(/^With Dr Imran Qureshi on \d{2}-[A-Z][a-z]{2}-\d{4} at 12:00 PM\.$/)).toBeVisible()
    const id = new URL(page.url()).searchParams.get('appointmentId')
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/myappointments/${id}/calendar.ics`,
    )
    await page.getByRole('link', { name: 'OK', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible()
    await expect(page.locator('li.appointment-card', { hasText: 'Imran Qureshi' })).toHaveCount(1)
  },
)

test(
  'books a physical visit; Back afterwards shows the booking and books nothing twice',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await openConfirmation(page, PHYSICAL)
    await page.getByLabel('Reason for consultation').fill('Knee pain')
    await submit(page).click()
    await expect(page.getByText('Your appointment for physical visit is booked.')).toBeVisible()

    await page.goBack()
    await expect(page.getByText('You have already booked this slot.')).toBeVisible()
    await expect(submit(page)).toHaveCount(0)
    await page.getByRole('link', { name: 'View the booking' }).click()
    await expect(page.getByText('Your appointment for physical visit is booked.')).toBeVisible()
  },
)

// With JavaScript the button holds the second click (pending, ADR 80); without, the browser posts twice (ADR 24)
test('a double click on SUBMIT books one appointment', WITHOUT_JS_IN_THE_BROWSER, async ({ page }) => {
  await signInAs(page, 'asha')
  await page.goto('/myappointments')
  await openConfirmation(page, ONLINE)
  await submit(page).dblclick()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
  await page.goto('/myappointments')
  await expect(page.locator('li.appointment-card', { hasText: 'Imran Qureshi' })).toHaveCount(1)
})

test(
  'two patients submit the same slot at once: one booking, the other can pick another slot',
  provedWithoutJsIn(
    'booking/confirmation.test.ts › SUBMIT (action) › two patients at once: exactly one booking; the other reads the server’s message and can pick another slot',
  ),
  async ({ page, browser }) => {
    const { context, other } = await otherPatient(browser)
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await openConfirmation(page, ONLINE)
    await other.goto(ONLINE)
    await waitForHydration(other)

    await Promise.all([submit(page).click(), submit(other).click()])

    await expect(booked(page).or(slotTaken(page))).toBeVisible()
    await expect(booked(other).or(slotTaken(other))).toBeVisible()
    const ashaWon = await booked(page).isVisible()
    const [winner, loser] = ashaWon ? [page, other] : [other, page]
    await expect(booked(winner)).toBeVisible()
    await expect(slotTaken(loser)).toBeVisible()
    await checkA11y(loser)

    await loser.getByRole('link', { name: 'Pick another slot' }).click()
    await expect(loser).toHaveURL(/\/slots\?careServiceId=2&date=\d{4}-\d{2}-\d{2}&doctorId=12/)
    await context.close()
  },
)

test(
  'an INACTIVE doctor or a slot in the past is refused with the rules’ message',
  provedWithoutJsIn(
    "booking/confirmation.test.ts › confirmation page (loader) › refuses an INACTIVE doctor: 'Selected doctor is deleted. Please select another doctor'; refuses a slot in the past: 'Appointment slot is in the past!'",
  ),
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto(ONLINE.replace('doctorId=12', 'doctorId=13'))
    await expect(page.getByText('Selected doctor is deleted. Please select another doctor')).toBeVisible()
    await page.goto(ONLINE.replaceAll(hospitalDay(1), hospitalDay(-1)))
    await expect(page.getByText('Appointment slot is in the past!')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pick another slot' })).toBeVisible()
  },
)

// docs/rules/booking.md#decisions blocks Enter in the Medical Info fields; a phone's Go key is the same Enter
test(
  'Enter in any Medical Info field books nothing; SUBMIT books once',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    await openConfirmation(page, ONLINE)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    const typed: [string, string][] = [
      ['Reason for consultation', 'Cough since Sunday'],
      ['Allergies', 'Peanuts'],
      ['Drug sensitivities', 'Penicillin'],
      ['Health condition', 'Asthma'],
      ['Medication', 'Salbutamol inhaler'],
      ['Procedures', 'None'],
      ['Height (cm)', '170'],
      ['Weight (kgs)', '68'],
      ['Blood pressure (mmHg)', '120/80'],
      ['Pulse rate (BPM)', '72'],
      ['SpO2 (%)', '98'],
      ['Temperature (°F)', '98.6'],
      ['Blood glucose (mg/dL)', '110'],
    ]
    for (const [label, value] of typed) {
      const field = page.getByLabel(label, { exact: true })
      await field.fill(value)
      await field.press('Enter')
    }
    for (const [label, value] of typed) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
    await submit(page).click()
    await expect(booked(page)).toBeVisible()
    // the only post was SUBMIT's: none of the 13 presses of Enter sent the form
    expect(posts.filter((url) => new URL(url).pathname === '/confirmation')).toHaveLength(1)
  },
)
