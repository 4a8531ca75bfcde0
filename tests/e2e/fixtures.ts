/**
 * The e2e test API: `test` and `expect`, the accessibility check, plus small helpers.
 *
 * `checkA11y(page)` checks the page as it is now for accessibility (WCAG 2.0/2.1/2.2 A and AA); a
 * violation fails the test with a readable list (rule id, help, targets). The sweep (sweep.spec.ts)
 * calls it on every screen of the route manifest in each language and mode, so a journey calls it only
 * for a state of a page the sweep does not reach.
 * The same check measures the page at 320 CSS px (WCAG 2.2 1.4.10 Reflow, which axe does not
 * test): the document may not be wider than the viewport there. The check knows no language, so
 * a run in another language measures that language's words too.
 * The `page` fixture also fails a test whose page threw an uncaught exception or logged a
 * console error (a script refused by the CSP, say).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test as base, type CDPSession, type Page, type TestInfo } from '@playwright/test'
import type { AxeResults, Result as AxeResult } from 'axe-core'
import { PORTAL_URL, STANDIN_URL } from './ports.ts'

/** axe-core as it is in the page once checkA11y has put it there. */
declare global {
  interface Window {
    axe: { run(context: Document, options: object): Promise<AxeResults> }
  }
}

export { expect }
export * from './ports.ts'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

interface A11yTracker {
  /** the test's javaScriptEnabled option */
  javaScriptEnabled: boolean
  /** a DevTools session used to let axe run on a page whose scripts are disabled */
  cdp?: CDPSession
}

const trackers = new WeakMap<Page, A11yTracker>()

/** Pages on the portal are named by pathname; pages elsewhere by origin + pathname. */
function pageKey(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined // about:blank, data:, chrome-error:
  return parsed.origin === new URL(PORTAL_URL).origin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`
}

type AxeViolation = AxeResult

export function formatViolations(where: string, violations: AxeViolation[]): string {
  const lines = [`axe found ${violations.length} accessibility violation(s) on ${where}:`]
  for (const v of violations) {
    lines.push(`- [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})`)
    const shown = v.nodes.slice(0, 10)
    for (const node of shown) {
      const target = node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' | ')
      // (not 'at ...': Playwright would take such a line for a stack frame)
      lines.push(`    target: ${target}`)
      const summary = node.failureSummary
        ?.split('\n')
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 3)
      if (summary?.length) lines.push(`      ${summary.join(' / ')}`)
    }
    if (v.nodes.length > shown.length) lines.push(`    ... and ${v.nodes.length - shown.length} more`)
  }
  return lines.join('\n')
}

/** The narrowest viewport every page must fit (WCAG 2.2 1.4.10: 320 CSS px). */
export const REFLOW_WIDTH = 320

interface Overflow {
  width: number
  /** the elements that reach past the right edge, outermost first (tag#id.class) */
  culprits: string[]
}

/** axe-core's own build, put into a page by checkA11y. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe's violations on the page as it is now. Needs script execution (see withScriptsAllowed). axe goes
 * into a document once, not at each check and width: its half a megabyte parsed again cost more than
 * the analysis itself, on every page of every journey.
 */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    async (tags) => (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations,
    [...AXE_TAGS],
  )
}

/**
 * Resize the viewport to 320 px, run axe again there (a box that scrolls only when narrow must
 * take keyboard focus, say) and measure the document, then put the viewport back. Returns axe's
 * violations and the overflow (undefined when the page fits). Needs script execution (see
 * withScriptsAllowed).
 */
async function checkAtReflowWidth(page: Page): Promise<{ violations: AxeViolation[]; overflow?: Overflow }> {
  const viewport = page.viewportSize()
  await page.setViewportSize({ width: REFLOW_WIDTH, height: viewport?.height ?? 800 })
  try {
    return { violations: await axeViolations(page), overflow: await measureOverflow(page) }
  } finally {
    if (viewport && !page.isClosed()) await page.setViewportSize(viewport)
  }
}

/** How far the document reaches past the right edge, and the elements that make it (at 320 px). */
async function measureOverflow(page: Page): Promise<Overflow | undefined> {
  return await page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return undefined
    const edge = root.clientWidth
    const culprits: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      if (culprits.length >= 5) break
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.right <= edge + 1) continue
      // inside a scrolling or clipping box it does not widen the page
      let clipped = false
      for (let a = element.parentElement; a && a !== document.body && !clipped; a = a.parentElement) {
        clipped = getComputedStyle(a).overflowX !== 'visible'
      }
      if (clipped) continue
      // report the outermost element only, not each of its children
      if (culprits.length && element.parentElement?.closest('[data-reflow-culprit]')) continue
      element.setAttribute('data-reflow-culprit', '')
      const id = element.id ? `#${element.id}` : ''
      const classes = [...element.classList].map((c) => `.${c}`).join('')
      culprits.push(`${element.tagName.toLowerCase()}${id}${classes} (right edge ${Math.round(box.right)} px)`)
    }
    for (const element of document.querySelectorAll('[data-reflow-culprit]')) {
      element.removeAttribute('data-reflow-culprit')
    }
    return { width: root.scrollWidth, culprits }
  })
}

export function formatOverflow(where: string, overflow: Overflow): string {
  return [
    `${where} is ${overflow.width} px wide at ${REFLOW_WIDTH} px (WCAG 1.4.10 Reflow: no sideways scrolling):`,
    ...overflow.culprits.map((c) => `    ${c}`),
  ].join('\n')
}

/**
 * Run axe on the page as it is now, then again at 320 px where it is also measured; fail with a
 * readable list on any violation or overflow. Call it once the page is there (after asserting its heading, say).
 */
export async function checkA11y(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded')
  const url = page.url()
  const key = pageKey(url)
  const tracker = trackers.get(page)
  const analyze = async () => ({ violations: await axeViolations(page), narrow: await checkAtReflowWidth(page) })
  const results =
    tracker && !tracker.javaScriptEnabled ? await withScriptsAllowed(page, tracker, analyze) : await analyze()
  if (results.violations.length > 0) {
    throw new Error(formatViolations(key ?? url, results.violations))
  }
  if (results.narrow.violations.length > 0) {
    throw new Error(formatViolations(`${key ?? url} at ${REFLOW_WIDTH} px`, results.narrow.violations))
  }
  if (results.narrow.overflow) throw new Error(formatOverflow(key ?? url, results.narrow.overflow))
}

/**
 * With javaScriptEnabled: false, Playwright cannot evaluate in the page and timers do not
 * fire, so axe could not run. For the analysis only: allow script execution (a DevTools
 * emulation switch), give axe a timer that works (its zero-delay steps run as microtasks;
 * its long failure timeouts never fire), then switch scripts off again. The page's own
 * scripts were skipped when the document was parsed and do not run now; only axe does.
 */
const INSTALL_TIMER_SHIM = `(() => {
  if (window.__a11yTimerShim) return
  const saved = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout }
  const cancelled = new Set()
  let next = 1
  window.setTimeout = (fn, ms, ...args) => {
    const handle = next++
    if ((Number(ms) || 0) <= 50 && typeof fn === 'function') {
      Promise.resolve().then(() => { if (!cancelled.delete(handle)) fn(...args) })
    }
    return handle
  }
  window.clearTimeout = (handle) => { cancelled.add(handle) }
  window.__a11yTimerShim = saved
})()`
const REMOVE_TIMER_SHIM = `(() => {
  const saved = window.__a11yTimerShim
  if (!saved) return
  window.setTimeout = saved.setTimeout
  window.clearTimeout = saved.clearTimeout
  delete window.__a11yTimerShim
})()`

async function withScriptsAllowed<T>(page: Page, tracker: A11yTracker, run: () => Promise<T>): Promise<T> {
  tracker.cdp ??= await page.context().newCDPSession(page)
  const cdp = tracker.cdp
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: false })
  try {
    // this first evaluation also creates the page's script context, which Playwright then sees
    await cdp.send('Runtime.evaluate', { expression: INSTALL_TIMER_SHIM })
    return await run()
  } finally {
    if (!page.isClosed()) {
      await cdp.send('Runtime.evaluate', { expression: REMOVE_TIMER_SHIM }).catch(() => undefined)
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true })
    }
  }
}

/** Failed, timed out, interrupted or skipped: nothing more to enforce. */
function testStoppedEarly(testInfo: TestInfo) {
  return testInfo.status !== 'passed'
}

export const test = base.extend<{ page: Page }>({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    trackers.set(page, { javaScriptEnabled })

    // The browser's own errors: an uncaught exception, or a console error such as a CSP
    // refusal (with JS on, a script the CSP blocks would otherwise go unnoticed: the page
    // still works without it). Error statuses of fetches are answers, not errors.
    const browserErrors: string[] = []
    page.on('pageerror', (error) => browserErrors.push(`uncaught ${error.name}: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (/^Failed to load resource: the server responded with a status of \d+/.test(text)) return
      // the stand-in's meetings point at a refusing address on purpose: that refusal is the test
      if (/^WebSocket connection to 'wss?:\/\/127\.0\.0\.1:9\//.test(text)) return
      browserErrors.push(`console.error: ${text}`)
    })

    await use(page)

    // A test that failed already stopped midway: its own error is the one to read.
    if (testStoppedEarly(testInfo) || page.isClosed()) return
    if (browserErrors.length > 0) {
      throw new Error(
        `the browser reported ${browserErrors.length} error(s):\n${browserErrors.map((e) => `  ${e}`).join('\n')}`,
      )
    }
  },
})

// ---------------------------------------------------------------- helpers

/**
 * The tag that runs a language's journey in one mode: Hindi with JavaScript, Kannada without. The texts come from
 * the server in both modes, so each language once and each mode once cover both without repeating a journey.
 */
export function languageMode(lang: string): { tag: '@js-only' | '@js-off-only' } {
  return { tag: lang.startsWith('hi') ? '@js-only' : '@js-off-only' }
}

/**
 * A test that runs with JavaScript only because, without it, what it shows is the server's answer to a
 * form or a link: `proof` names the integration test that sends the same request to the real loader or
 * action and reads the same answer (tests/integration/, tests/security/). A browser without JavaScript
 * stays for what only it shows (a form posting itself, an island's fallback, focus after a full load):
 * those tests carry `WITHOUT_JS_IN_THE_BROWSER`.
 */
export function provedWithoutJsIn(proof: string) {
  return { tag: '@js-only', annotation: { type: 'without JavaScript, proved in', description: proof } }
}

/** A test that runs in both modes because the browser without JavaScript is what it proves. */
export const WITHOUT_JS_IN_THE_BROWSER = { tag: '@no-js' }

/** Whether the page's test runs with JavaScript (the project's javaScriptEnabled). */
export function javaScriptEnabled(page: Page): boolean {
  return trackers.get(page)?.javaScriptEnabled ?? true
}

/**
 * With JavaScript on, wait until Remix has hydrated the page (its router is initialized),
 * so a click is handled by the app rather than by the browser's native form submission.
 * Fails if the app never starts: a script refused by the CSP, a crash in hydration.
 * With JavaScript off, or on a page without scripts, it returns at once.
 */
export async function waitForHydration(page: Page, timeout = 10_000): Promise<void> {
  if (!javaScriptEnabled(page)) return
  try {
    await page.waitForFunction(
      () =>
        // a page that ships no scripts (the sign-in form, ADR 67) has nothing to hydrate
        !document.querySelector('script[type="module"]') ||
        (window as unknown as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter?.state
          ?.initialized === true,
      undefined,
      { timeout },
    )
  } catch (error) {
    throw new Error(
      `${page.url()} did not hydrate within ${timeout} ms (a script refused by the CSP? an error while hydrating?)`,
      {
        cause: error,
      },
    )
  }
}

/** Fill the sign-in form (labels 'Username' and 'Password') without submitting it. */
export async function fillSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

/**
 * Sign in from /signin (going there first if needed) and wait until the portal has navigated away from /signin.
 * `at`: an origin of its own (one instance of the cluster) instead of the project's.
 * Returns the pathname it landed on.
 */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  { at }: { at?: string } = {},
): Promise<string> {
  const here = page.url().startsWith('http') ? new URL(page.url()) : null
  if (here?.pathname !== '/signin' || (at && here.origin !== at)) {
    await page.goto(`${at ?? ''}/signin`)
  }
  await waitForHydration(page)
  await fillSignIn(page, username, password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  try {
    await page.waitForURL((url) => url.pathname !== '/signin', { timeout: 10_000 })
  } catch (error) {
    const said = await page
      .locator('[role="alert"], .error-summary')
      .allInnerTexts()
      .catch(() => [])
    throw new Error(
      `signIn(${username}) stayed on ${page.url()}` + (said.length ? `; the page says: ${said.join(' | ')}` : ''),
      { cause: error },
    )
  }
  return new URL(page.url()).pathname
}

/** The stand-in of the running test's project (its `metadata.standInURL`, else the single portal's). */
export function standInUrl(): string {
  const url: unknown = test.info().project.metadata?.standInURL
  return typeof url === 'string' ? url : STANDIN_URL
}

/** Put the stand-in back to its seed data (its dev route), so tests do not depend on each other. */
export async function resetStandIn(page: Page): Promise<void> {
  const response = await page.request.post(`${standInUrl()}/dev/reset`)
  expect(response.ok(), `POST ${standInUrl()}/dev/reset answered ${response.status()}`).toBe(true)
}
