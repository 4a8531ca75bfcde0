/**
 * A text's link page through the portal's whole request chain and its real pages: it starts no
 * session and ships no script, caches nothing, asks not to be indexed, stays within the smallest
 * budget, changes nothing when opened however often (mail scanners, chat previews), and neither
 * the portal's log nor the hospital's logger service ever holds its token.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { log } from '~/utils/observability/log.server'
import { csrfToken } from '../../server/csrf'
import { appointmentRow, textedLink } from '../integration/reminders/support'
import { standIn } from '../mocks/standin'
import { standInLogs } from '../support/standin-logs'
import { appBuild } from './app-build'
import { letThrough, PUBLIC_URL, SECRET, send, startChain, type Chain } from './server-chain'

const BROWSER = 'f'.repeat(32)
let chain: Chain

beforeAll(async () => {
  chain = await startChain((await appBuild()).build)
})
afterAll(() => chain.close())
beforeEach(() => letThrough(chain))

const open = (path: string, method = 'GET') =>
  send(chain, path, { method, headers: { Host: new URL(PUBLIC_URL).host } })

/** Everything the portal logged while `fn` ran, as text. */
async function logged(fn: () => Promise<unknown>) {
  const spies = (['info', 'warn', 'error'] as const).map((level) => vi.spyOn(log(), level))
  await fn()
  const text = JSON.stringify(spies.map((s) => s.mock.calls))
  for (const s of spies) s.mockRestore()
  return text
}

describe("a text's link page", () => {
  it('renders the visit with no script at all, no session cookie, no-store and noindex, within 15 KB of HTML and CSS gzip', async () => {
    const link = await textedLink(2)
    const page = await open(link)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Asha V.')
    expect(page.body).toContain('Sunrise Multispeciality Hospital')
    expect(page.body).not.toMatch(/<script/i)
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
    // only the pre-session CSRF cookie every page gets (its forms post with it), never a session
    const cookies = page.headers['set-cookie'] ?? []
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['csrf'])
    // the stylesheets the root links, as written (the build's are minified, so smaller)
    const css = ['app.css', 'booking.css', 'booking-confirmation.css'].map((f) =>
      readFileSync(new URL(`../../app/styles/${f}`, import.meta.url)),
    )
    const bytes = gzipSync(page.body).length + css.reduce((sum, file) => sum + gzipSync(file).length, 0)
    expect(bytes).toBeLessThan(15 * 1024)
  })

  it("its forms post with the page's CSRF token; a post without it is refused", async () => {
    const link = await textedLink(2)
    const form = (body: string) =>
      send(chain, link, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Host: new URL(PUBLIC_URL).host,
          // as a browser posts from a page with Referrer-Policy: no-referrer
          Origin: 'null',
          'Sec-Fetch-Site': 'same-origin',
          Cookie: `csrf=${BROWSER}`,
        },
        body,
      })
    expect((await form('intent=confirm')).status).toBe(403)
    expect(appointmentRow(2).confirmed_at).toBeNull()
    const done = await form(`_csrf=${csrfToken(SECRET, BROWSER)}&intent=confirm`)
    expect(done.status).toBe(302)
    expect(appointmentRow(2).confirmed_at).not.toBeNull()
  })

  it('changes nothing when opened by a burst of scanners: the page, its cancel step, its calendar file', async () => {
    const link = await textedLink(2)
    const before = { row: JSON.stringify(appointmentRow(2)), sent: (await standIn.outbox.all()).length }
    for (const path of [link, `${link}?cancel`, `${link}/calendar.ics`, link, `${link}?cancel`, `${link}/calendar.ics`])
      expect((await open(path)).status).toBe(200)
    expect((await open(link, 'HEAD')).status).toBe(200)
    expect(JSON.stringify(appointmentRow(2))).toBe(before.row)
    expect((await standIn.outbox.all()).length).toBe(before.sent)
  })

  it("never puts the token in the portal's log or the logger service's, found or not", async () => {
    const link = await textedLink(2)
    const token = link.slice(3)
    const forged = `${token.slice(0, 21)}${token.endsWith('A') ? 'B' : 'A'}`
    const lines = await logged(async () => {
      await open(link)
      await open(`${link}/calendar.ics`)
      await open(`/r/${forged}`)
    })
    expect(lines).toContain('"route":"/r/:id"')
    expect(lines).not.toContain(token.slice(0, 12))
    expect(lines).not.toContain(forged.slice(0, 12))
    expect(JSON.stringify(await standInLogs())).not.toContain(token.slice(0, 12))
  })
})
