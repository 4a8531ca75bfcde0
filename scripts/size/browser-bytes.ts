/**
 * What Chromium receives for the browser files, from the built portal in production mode (its
 * own compression, scripts/precompress.ts and server/precompressed.ts), on a cold cache: each
 * file's encoded body as it came over the wire, and the scripts two signed-in pages really load.
 */
import { chromium, type BrowserContext, type Request } from '@playwright/test'
import { startPortal } from '../run-portal.ts'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A page's cold load: its script files (URL paths, in the order asked for) and their encoded bytes. */
export type PageLoad = { path: string; scripts: string[]; bytes: number }

/** A cold page load's scripts: how many, and their encoded bytes. */
async function scriptsOf(context: BrowserContext, url: string): Promise<Omit<PageLoad, 'path'>> {
  const page = await context.newPage()
  const finished: Promise<number>[] = []
  const scripts: string[] = []
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return
    scripts.push(new URL(request.url()).pathname)
    finished.push(request.sizes().then((s) => s.responseBodySize))
  }
  page.on('requestfinished', onFinished)
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  if (response?.status() !== 200) throw new Error(`${url}: ${response?.status()}`)
  page.off('requestfinished', onFinished)
  const sizes = await Promise.all(finished)
  await page.close()
  return { scripts, bytes: sizes.reduce((a, b) => a + b, 0) }
}

/**
 * Starts the portal and the stand-in (ports `port` and `port + 1`), then in Chromium: each of
 * `files` (URL paths) fetched once, its encoded size kept; and each of `pages` loaded signed in as
 * asha, each in a fresh context (a cold cache).
 */
export async function browserBytes({ port, files, pages }: { port: number; files: string[]; pages: string[] }) {
  const portal = await startPortal({ port, standInPort: port + 1 })
  const browser = await chromium.launch({ executablePath: CHROMIUM })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${portal.url}/signin`)
    const sizes = new Map<string, number>()
    for (const file of files) {
      const [request] = await Promise.all([
        page.waitForEvent('requestfinished', (r) => r.url() === `${portal.url}${file}`),
        page.evaluate((url) => fetch(url, { cache: 'no-store' }).then((r) => r.arrayBuffer()), file),
      ])
      sizes.set(file, (await request.sizes()).responseBodySize)
    }
    await page.getByLabel('Username', { exact: true }).fill('asha')
    await page.getByLabel('Password', { exact: true }).fill('Asha@2026')
    await Promise.all([
      page.waitForURL('**/myappointments'),
      page.getByRole('button', { name: 'LOGIN', exact: true }).click(),
    ])
    const signedIn = await context.storageState()
    const loads: PageLoad[] = []
    for (const path of pages) {
      const cold = await browser.newContext({ storageState: signedIn })
      loads.push({ path, ...(await scriptsOf(cold, `${portal.url}${path}`)) })
      await cold.close()
    }
    return { sizes, loads }
  } finally {
    await browser.close()
    await portal.stop()
  }
}
