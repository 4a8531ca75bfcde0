/**
 * Appointment detail, prescription and chat, with JavaScript on and off (the two
 * projects). axe and the 320 px check of each page are in sweep.spec.ts.
 *
 * asha (backend/seed): appointment 2 a physical visit tomorrow with Dr. Alex Fernandes and two
 * read chat messages; 4 a CLOSED online consultation with Dr. Priya Raman last week, with five
 * messages and a prescription (consultation 4); 12 belongs to kiran.
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
} from './fixtures.ts'
import { tabTo } from './support/keyboard.ts'
import { signInAs } from './support/session.ts'

// records CSP refusals in the page, so a test can show the viewer and the socket run under our CSP
const RECORD_CSP_VIOLATIONS = `(() => {
  window.__cspViolations = []
  document.addEventListener('securitypolicyviolation', (e) =>
    window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI))
})()`

test.beforeEach(async ({ page }) => {
  await resetStandIn(page)
  await page.addInitScript(RECORD_CSP_VIOLATIONS)
  await signInAs(page, 'asha')
  await page.goto('/myappointments')
  await waitForHydration(page)
})

async function openAppointment(page: Page, id: number) {
  await page.goto(`/specificAppointment?appointmentId=${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment details' })).toBeVisible()
  await waitForHydration(page)
}

const chat = (page: Page) => page.locator('#chat')
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true })

async function cspViolations(page: Page): Promise<string[]> {
  if (!javaScriptEnabled(page)) return []
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

function doctorSays(page: Page, content: string) {
  return page.request.post(`${STANDIN_URL}/dev/appointments/2/doctor-message`, { data: { content } })
}

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

test.describe('appointment detail', () => {
  test(
    'shows the doctor, visit type, time, status, reason and the chat link',
    provedWithoutJsIn(
      "chat.test.ts › appointment detail loader › shows the patient's own appointment with its chat history",
    ),
    async ({ page }) => {
      await openAppointment(page, 2)
      await expect(page.getByRole('heading', { level: 2, name: 'Dr. Alex Fernandes', exact: true })).toBeVisible()
      await expect(page.getByText('Reason for consultation')).toBeVisible()
      await expect(page.getByText('Recurring headaches')).toBeVisible()
      await expect(page.getByText('Upcoming', { exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Send Message', exact: true })).toHaveAttribute('href', '#chat')
      // not completed: the prescription is greyed out
      await expect(page.getByText('Prescription', { exact: true })).toHaveAttribute('aria-disabled', 'true')
      await expect(page.getByRole('link', { name: 'Download prescription' })).toHaveCount(0)
      await expect(chat(page).getByText('Yes please, and a list of the medicines you take.')).toBeVisible()
      // Dr. Alex Fernandes has no photo: his initials, no broken image, and no photo asked for (no error logged)
      const avatar = page.locator('.appointment-detail .doctor-photo')
      await expect(avatar).toHaveText('AF')
      await expect(avatar.locator('img')).toHaveCount(0)
      const logs = await (await page.request.get(`${STANDIN_URL}/dev/logs`)).text()
      expect(logs).not.toContain('/images')
    },
  )

  test(
    "a doctor's photo covers the initials, decorative beside the name",
    provedWithoutJsIn(
      'chat.test.ts › knows whether the doctor has a photo (the picture is drawn alike without JavaScript)',
    ),
    async ({ page }) => {
      await openAppointment(page, 4)
      // Dr. Priya Raman has a photo: it loads over her initials, and neither reaches the accessibility tree
      const avatar = page.locator('.appointment-detail .doctor-photo')
      await expect(avatar).toHaveText('PR')
      const photo = avatar.locator('img')
      await expect(photo).toHaveAttribute('src', '/resources/doctor-photo/2')
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      expect(await page.locator('.appointment-detail__doctor').ariaSnapshot()).toBe(
        '- heading "Dr. Priya Raman" [level=2]',
      )
    },
  )

  test(
    'at 320 px the chat scrolls in its own box, which the keyboard can reach',
    provedWithoutJsIn(
      'sweep.spec.ts › appointment detail and chat, at 320 px without JavaScript (the box scrolls by CSS)',
    ),
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await openAppointment(page, 4)
      const list = chat(page).getByRole('list', { name: 'Chat with the doctor' })
      // it scrolls (more messages than fit), and axe finds it focusable (scrollable-region-focusable)
      expect(await list.evaluate((ol) => ol.scrollHeight > ol.clientHeight)).toBe(true)
      await checkA11y(page)
      await list.focus()
      await expect(list).toBeFocused()
    },
  )

  test(
    "another patient's or a missing appointment shows no details",
    provedWithoutJsIn("chat.test.ts › another patient's, a missing or a malformed appointment gives no details"),
    async ({ page }) => {
      for (const id of [12, 999]) {
        await page.goto(`/specificAppointment?appointmentId=${id}`)
        await expect(page.getByText('No appointment details available.')).toBeVisible()
        await expect(page.getByText('Persistent cough')).toHaveCount(0)
      }
    },
  )

  test(
    'a CLOSED appointment shows its chat read-only under View Messages',
    provedWithoutJsIn('chat.test.ts › a CLOSED appointment offers the prescription and View Messages'),
    async ({ page }) => {
      await openAppointment(page, 4)
      await expect(page.getByRole('link', { name: 'View Messages', exact: true })).toBeVisible()
      await expect(chat(page).getByText('Yes, book a visit if it spreads or you get a fever.')).toBeVisible()
      await expect(chat(page).getByText('This chat is closed. The messages stay here to read.')).toBeVisible()
      await expect(messageBox(page)).toHaveCount(0)
      await expect(page.getByLabel('Attach a file')).toHaveCount(0)
    },
  )
})

test.describe('prescription', () => {
  test(
    'downloads as a real PDF with its pages',
    provedWithoutJsIn('chat.test.ts › prescription › streams the PDF of a completed appointment'),
    async ({ page }) => {
      await openAppointment(page, 4)
      const link = page.getByRole('link', { name: 'Download prescription' })
      await expect(link).toHaveAttribute('href', '/resources/prescription/4')
      // without JavaScript the link is the only way to the file: there is no viewer to open
      if (!javaScriptEnabled(page)) await expect(page.getByRole('button', { name: 'View prescription' })).toHaveCount(0)
      const response = await page.request.get('/resources/prescription/4')
      expect(response.headers()['content-type']).toBe('application/pdf')
      expect(response.headers()['cache-control']).toBe('no-store')
      expect(response.headers()['content-disposition']).toContain('filename="prescription-4.pdf"')
      const pdf = (await response.body()).toString('latin1')
      expect(pdf.startsWith('%PDF-')).toBe(true)
      expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2)
    },
  )

  test(
    'the viewer (react-pdf) shows every page with its text and links, under our CSP',
    { tag: '@js-only' },
    async ({ page }) => {
      await openAppointment(page, 4)
      const worker = page.waitForResponse(/\/pdfjs\/pdf\.worker-\d+\.\d+\.\d+\.min\.mjs$/)
      await page.getByRole('button', { name: 'View prescription' }).click()
      // pdf.js's worker, at a path with its version: compressed, and cached for good
      const headers = (await worker).headers()
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(headers['content-encoding']).toMatch(/^(br|gzip)$/)
      expect(headers['content-type']).toMatch(/^(text|application)\/javascript/)
      const viewer = page.getByRole('dialog', { name: /^Prescription, Dr\. Priya Raman, / })
      const first = viewer.getByRole('figure', { name: 'Page 1 of 2' })
      const second = viewer.getByRole('figure', { name: 'Page 2 of 2' })
      await expect(first.locator('canvas')).toBeVisible({ timeout: 15_000 })
      await expect(second.locator('canvas')).toBeVisible()
      // the text layer: the prescription's words reach the accessibility tree, page by page
      await expect(first.getByText('Diagnosis: Contact dermatitis')).toBeAttached()
      expect(await first.ariaSnapshot()).toContain('Diagnosis: Contact dermatitis')
      expect(await second.ariaSnapshot()).toContain('Book a follow-up visit if the symptoms persist or get worse.')
      // ... and can be selected: a double click selects the word under the pointer
      await first.getByText('Prescription', { exact: true }).dblclick()
      expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe('Prescription')
      // the annotation layer: the hospital's web address is a link, named, opening a new tab
      const website = second.getByRole('link', { name: 'https://sunrise-hospital.example.org/' })
      await expect(website).toHaveAttribute('href', 'https://sunrise-hospital.example.org/')
      await expect(website).toHaveAttribute('target', '_blank')
      await expect(viewer.getByRole('link', { name: 'Download' })).toBeVisible()
      await expect(viewer.getByRole('button', { name: 'Print' })).toBeVisible()
      await checkA11y(page)
      expect(await cspViolations(page)).toEqual([])
    },
  )

  test('the viewer pages and zooms by keyboard', { tag: '@js-only' }, async ({ page }) => {
    await openAppointment(page, 4)
    await page.getByRole('button', { name: 'View prescription' }).click()
    const viewer = page.getByRole('dialog', { name: /^Prescription, Dr\. Priya Raman, / })
    const controls = viewer.getByRole('group', { name: 'Document controls' })
    const previous = controls.getByRole('button', { name: 'Previous page' })
    const next = controls.getByRole('button', { name: 'Next page' })
    const canvas = viewer.getByRole('figure', { name: 'Page 1 of 2' }).locator('canvas')
    await expect(canvas).toBeVisible({ timeout: 15_000 })
    await expect(controls.getByRole('status').first()).toHaveText('Page 1 of 2')
    await expect(previous).toHaveAttribute('aria-disabled', 'true')

    await previous.focus()
    await page.keyboard.press('Tab')
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(controls.getByRole('status').first()).toHaveText('Page 2 of 2')
    await expect(viewer.getByRole('figure', { name: 'Page 2 of 2' })).toBeInViewport()
    // at the last page the button says so and keeps the focus
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await expect(next).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Space')
    await expect(controls.getByRole('status').first()).toHaveText('Page 1 of 2')
    // scrolled by hand, the page in view becomes the current one
    await viewer.getByRole('figure', { name: 'Page 2 of 2' }).getByText('Advice and follow-up').scrollIntoViewIfNeeded()
    await expect(controls.getByRole('status').first()).toHaveText('Page 2 of 2')
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await viewer
      .getByRole('figure', { name: 'Page 1 of 2' })
      .getByText('Sunrise Multispeciality Hospital')
      .scrollIntoViewIfNeeded()
    await expect(controls.getByRole('status').first()).toHaveText('Page 1 of 2')

    const zoomIn = controls.getByRole('button', { name: 'Zoom in' })
    const zoomOut = controls.getByRole('button', { name: 'Zoom out' })
    const widthAt100 = (await canvas.boundingBox())!.width
    await expect(controls.getByRole('status').last()).toHaveText('Zoom 100%')
    await zoomIn.focus()
    await page.keyboard.press('Enter')
    await expect(controls.getByRole('status').last()).toHaveText('Zoom 125%')
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeCloseTo(widthAt100 * 1.25, -1)
    await page.keyboard.press('Shift+Tab')
    await expect(zoomOut).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect(controls.getByRole('status').last()).toHaveText('Zoom 75%')
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeCloseTo(widthAt100 * 0.75, -1)

    // zoomed while reading page 2, the page above grows: once redrawn, page 2 is still in view
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(controls.getByRole('status').first()).toHaveText('Page 2 of 2')
    await zoomIn.focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeCloseTo(widthAt100, -1)
    const second = viewer.getByRole('figure', { name: 'Page 2 of 2' })
    await expect.poll(async () => (await second.boundingBox())!.y - (await viewer.boundingBox())!.y).toBeLessThan(120)
    await checkA11y(page)
  })

  test('the chat shows a PDF file in the same viewer', { tag: '@js-only' }, async ({ page }) => {
    await openAppointment(page, 2)
    await page.getByLabel('Attach a file').setInputFiles({
      name: 'reports.pdf',
      mimeType: 'application/pdf',
      buffer: await (await page.request.get('/resources/prescription/4')).body(),
    })
    await chat(page).getByRole('button', { name: 'Upload', exact: true }).click()
    const view = chat(page).getByRole('button', { name: 'View reports.pdf' })
    await view.click()
    const viewer = page.getByRole('dialog', { name: 'reports.pdf' })
    // it opens on Close, a button, which a screen reader reads with the dialog's name and role (ADR 107)
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused()
    await expect(viewer.getByRole('figure', { name: 'Page 2 of 2' }).locator('canvas')).toBeVisible({
      timeout: 15_000,
    })
    await expect(viewer.getByRole('figure', { name: 'Page 1 of 2' })).toContainText('Diagnosis: Contact dermatitis')
    expect(await cspViolations(page)).toEqual([])
    // Escape closes it, and the focus is back on what opened it
    await page.keyboard.press('Escape')
    await expect(viewer).toHaveCount(0)
    await expect(view).toBeFocused()
  })
})

test.describe('chat', () => {
  test(
    'a blank message is refused',
    provedWithoutJsIn('chat.test.ts › chat actions › refuses a blank message, keeps 100 characters of a longer one'),
    async ({ page }) => {
      await openAppointment(page, 2)
      await messageBox(page).fill('   ')
      await chat(page).getByRole('button', { name: 'Send', exact: true }).click()
      await expect(chat(page).getByText('Please type a message')).toBeVisible()
      // heard once, with the field's name: the box reads it as its description (with JavaScript it takes focus);
      // the line itself is no live region that would say it again
      await expect(messageBox(page)).toHaveAccessibleDescription(
        'Up to 100 characters. Enter sends. Please type a message',
      )
      await expect(messageBox(page)).toHaveAttribute('aria-invalid', 'true')
      if (javaScriptEnabled(page)) await expect(messageBox(page)).toBeFocused()
      await expect(chat(page).getByRole('alert').filter({ hasText: 'Please type a message' })).toHaveCount(0)
    },
  )

  test(
    'the patient sends a message and a file; the doctor replies and it appears without a reload',
    { tag: '@js-only' },
    async ({ page }) => {
      await openAppointment(page, 2)
      await expect(messageBox(page)).toBeEnabled()
      // by keyboard alone: Tab to the box, type, Enter sends
      await tabTo(page, messageBox(page), 40)
      await page.keyboard.type('Should I come fasting?')
      await page.keyboard.press('Enter')
      const mine = chat(page).locator('li', { hasText: 'Should I come fasting?' })
      await expect(mine.getByText('Sent', { exact: true })).toBeVisible()
      await expect(mine.getByText('You', { exact: true })).toBeVisible()
      await expect(messageBox(page)).toHaveValue('')
      // what a screen reader hears of it (docs/accessibility.md)
      await expect(
        chat(page).locator('[aria-live="polite"]').filter({ hasText: 'Your message was sent: Should I come fasting?' }),
      ).toHaveCount(1)

      await page
        .getByLabel('Attach a file')
        .setInputFiles({ name: 'reports.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES })
      await chat(page).getByRole('button', { name: 'Upload', exact: true }).click()
      await expect(chat(page).getByRole('link', { name: 'reports.pdf' })).toBeVisible()

      // the page must not reload: a marker on window survives only an in-place update
      await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
      expect((await doctorSays(page, 'Yes, no food after midnight.')).status()).toBe(201)
      const reply = chat(page).locator('li', { hasText: 'Yes, no food after midnight.' })
      await expect(reply.getByText('Dr. Alex Fernandes', { exact: true })).toBeVisible()
      await expect(
        chat(page).locator('[aria-live="polite"]').filter({ hasText: 'New message from Dr. Alex Fernandes' }),
      ).toHaveCount(1)
      expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true)
      expect(await cspViolations(page)).toEqual([])
    },
  )

  test(
    'a failed send is announced at once, and Retry sends it: what a screen reader hears',
    { tag: '@js-only' },
    async ({ page }) => {
      await openAppointment(page, 2)
      await expect(messageBox(page)).toBeEnabled()
      // the portal fails this one send (the status poll goes through)
      let failed = false
      await page.route('**/resources/chat/2', (route) => {
        if (failed || route.request().method() !== 'POST') return route.fallback()
        failed = true
        return route.fulfill({ status: 503, contentType: 'text/html', body: 'down' })
      })
      await messageBox(page).fill('Is parking free?')
      await messageBox(page).press('Enter')
      const mine = chat(page).locator('li', { hasText: 'Is parking free?' })
      await expect(mine.getByText('Not sent')).toBeVisible()
      const urgent = chat(page).getByRole('alert')
      await expect(urgent).toHaveText('Your message was not sent. Use Retry to send it again: Is parking free?')
      await expect(mine).toMatchAriaSnapshot(`
        - listitem:
          - paragraph: You
          - paragraph: Is parking free?
          - paragraph:
            - text: Not sent
            - button "Retry sending"
      `)
      // a short name; which message it sends again is its description, the message's own text
      const retry = mine.getByRole('button', { name: 'Retry sending', exact: true })
      await expect(retry).toHaveAccessibleDescription('Is parking free?')
      await retry.press('Enter')
      await expect(mine.getByText('Sent', { exact: true })).toBeVisible()
      await expect(urgent).toHaveText('')
      await expect(
        chat(page).locator('[aria-live="polite"]').filter({ hasText: 'Your message was sent: Is parking free?' }),
      ).toHaveCount(1)
      await checkA11y(page)
    },
  )

  test('a file over 10485760 bytes or of another kind is refused', { tag: '@js-only' }, async ({ page }) => {
    await openAppointment(page, 2)
    const attach = page.getByLabel('Attach a file')
    await attach.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await chat(page).getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(chat(page).getByText('Kindly upload the valid file.')).toBeVisible()
    await expect(attach).toBeFocused()
    await expect(attach).toHaveAccessibleDescription(/Kindly upload the valid file\.$/)
    await attach.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10_485_761, 32) })
    await chat(page).getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(chat(page).getByText('File size is more than allowed limit')).toBeVisible()
    await expect(messageBox(page)).toHaveAttribute('placeholder', 'File size is more than allowed limit')
  })

  test(
    'without JavaScript the same exchange works through the forms and a refresh',
    { tag: '@js-off-only' },
    async ({ page }) => {
      await openAppointment(page, 2)
      // by keyboard alone: Tab to the box, type, Enter posts the form
      await tabTo(page, messageBox(page), 40)
      await page.keyboard.type('Should I come fasting?')
      await page.keyboard.press('Enter')
      await expect(
        chat(page).locator('li', { hasText: 'Should I come fasting?' }).getByText('You', { exact: true }),
      ).toBeVisible()

      await page
        .getByLabel('Attach a file')
        .setInputFiles({ name: 'reports.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES })
      await chat(page).getByRole('button', { name: 'Upload', exact: true }).click()
      await expect(page.getByText('File sent')).toBeVisible()
      await expect(chat(page).getByRole('link', { name: 'reports.pdf' })).toBeVisible()

      expect((await doctorSays(page, 'Yes, no food after midnight.')).status()).toBe(201)
      await chat(page).getByRole('button', { name: 'Refresh messages' }).click()
      await expect(chat(page).getByText('Yes, no food after midnight.')).toBeVisible()
    },
  )
})
