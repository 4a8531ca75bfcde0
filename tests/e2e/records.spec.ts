/**
 * My health record (docs/records.md): what only a browser shows. Its print on A4, read back from the
 * PDF Chromium makes, without JavaScript (the browser's own Print needs none); the Print button that
 * JavaScript adds; the download the browser saves. The record's content, its languages and the file's
 * headers are proved in tests/integration/records/; axe and 320 px in sweep.spec.ts.
 */
import { gzipSync } from 'node:zlib'
import type * as PdfJs from 'pdfjs-dist/types/src/pdf'
import { expect, provedWithoutJsIn, resetStandIn, test, WITHOUT_JS_IN_THE_BROWSER } from './fixtures.ts'
import { signInAs } from './support/session.ts'

/** Each printed page's text, as a reader of the PDF gets it. */
async function printedPages(pdf: Buffer): Promise<string[]> {
  // the legacy build runs in Node; the compiler's path for pdfjs-dist (tsconfig.json) has no types, so they are named here
  const { getDocument } = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as typeof PdfJs
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages
}

test(
  'prints on A4 with the patient and the hospital on every page, without the menu or any button',
  WITHOUT_JS_IN_THE_BROWSER,
  async ({ page }) => {
    // asha as seeded: another spec of the lane may have changed her name and date of birth
    await resetStandIn(page)
    await signInAs(page, 'asha')
    const response = await page.goto('/records')
    expect(response?.headers()['cache-control']).toBe('no-store')
    await expect(page.getByRole('heading', { level: 1, name: 'My health record' })).toBeVisible()
    // the page's budget: no script needed, its HTML and stylesheets under 30 KB gzip for the demo patient
    const styles = await page
      .locator('link[rel=stylesheet]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
    const bodies = [
      await response!.text(),
      ...(await Promise.all(styles.map(async (href) => (await page.request.get(href)).text()))),
    ]
    expect(bodies.reduce((sum, body) => sum + gzipSync(body).byteLength, 0)).toBeLessThan(30 * 1024)
    // showing the page records no print; printing it does
    const newestActivity = async () => {
      await page.goto('/activity')
      return page.locator('table tbody th').first().innerText()
    }
    expect(await newestActivity()).not.toBe('Health record printed')
    await page.goto('/records')
    const pages = await printedPages(await page.pdf({ format: 'A4', printBackground: false }))
    expect(pages.length).toBeGreaterThanOrEqual(1)
    for (const text of pages) expect(text).toContain('Asha Verma · 12-Apr-1990 · Sunrise Multispeciality Hospital')
    const all = pages.join('\n')
    for (const part of ['About you', 'Allergies and drug sensitivities', 'Latest vitals', 'Visits', 'Prescriptions'])
      expect(all).toContain(part)
    expect(all).toMatch(/Made on \d{2}-[A-Z][a-z]{2}-\d{4} by Sunrise Multispeciality Hospital/)
    // the frame and the controls stay on screen
    for (const absent of ['Book Appointment', 'Skip to', 'Take it to another hospital', 'Print'])
      expect(all).not.toContain(absent)
    expect(await newestActivity()).toBe('Health record printed')
  },
)

test(
  'a Print button with JavaScript, and the download saved under the day’s name',
  provedWithoutJsIn(
    'records/file.test.ts › the health record file › is an attachment named by the day only, FHIR JSON, never cached, and recorded in the activity',
  ),
  async ({ page }) => {
    await signInAs(page, 'asha')
    await page.goto('/newProfile')
    await page.getByRole('link', { name: 'My health record' }).click()
    await expect(page).toHaveURL(/\/records$/)
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes')
    })
    await page.getByRole('button', { name: 'Print' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download', exact: true }).click()
    expect((await download).suggestedFilename()).toMatch(/^health-record-\d{4}-\d{2}-\d{2}\.json$/)
  },
)
