/**
 * What a screen reader reads has the spaces and separators a sighted patient sees: a control whose name goes on
 * in hidden text ('Message' + ' with Dr …'), and a heading with a second line ('Select Doctor' / 'Online
 * Consultation'). Read through Chromium's own text pieces (support/read-aloud.ts), as a screen reader gets them.
 */
import { expect, provedWithoutJsIn, test } from './fixtures.ts'
import { readAloud } from './support/read-aloud.ts'
import { signInAs } from './support/session.ts'

test(
  'the dashboard cards: each link reads as its full name, in English and in Hindi',
  provedWithoutJsIn("appointments/dashboard.test.ts (the names are in the server's HTML, alike without JavaScript)"),
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/myappointments')
    const read = await readAloud(page, '.appointment-card__actions a')
    expect(read.filter((t) => /^(Join Call|Message|Add to calendar) with Dr/.test(t)).length).toBeGreaterThan(0)
    // the first card's links, word for word: the visible action, a space, then whom and when
    expect(read.find((t) => t.startsWith('Message'))).toMatch(/^Message with Dr\.? \S.* on \d/)
    expect(read.find((t) => t.startsWith('Join Call'))).toMatch(/^Join Call with Dr\.? \S/)
    expect(read.find((t) => t.startsWith('Add to calendar'))).toMatch(/^Add to calendar with Dr\.? \S/)
    expect(read.filter((t) => /(Call|Message|calendar)with/.test(t))).toEqual([])
    // a card's heading carries the kind and the time beside the doctor, as the card shows them
    const headings = await readAloud(page, '.appointment-card h2')
    expect(headings[0]).toMatch(
      /^Dr\.? \S.*, (Online consultation|Physical visit), \d{2}:\d{2} [AP]M, \d{2}-[A-Z][a-z]{2}-\d{4}$/,
    )

    await page.context().addCookies([{ name: 'lang', value: 'hi', url: page.url() }])
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    const hindi = await readAloud(page, '.appointment-card__actions a')
    expect(hindi.find((t) => t.startsWith('संदेश'))).toMatch(/^संदेश Dr/)
  },
)

test(
  'the booking headings read the title and its second line apart',
  provedWithoutJsIn("booking/search.test.ts (the headings are in the server's HTML, alike without JavaScript)"),
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/selectDoctor?careServiceId=2')
    expect(await readAloud(page, 'h1')).toEqual(['Select Doctor: Online Consultation'])
    // the current step says where the patient is, as not every screen reader says aria-current
    expect(await readAloud(page, '.booking-steps [aria-current="step"]')).toEqual(['Select Doctor (step 2 of 3)'])

    await page.goto('/slots?careServiceId=2&doctorId=12')
    expect((await readAloud(page, 'h1'))[0]).toMatch(/^Select slot: TODAY, \S/)
  },
)
