/**
 * The portal as a process: oversize bodies, readiness, graceful shutdown and the
 * start-up rules. These speak HTTP to real server processes, the shared one and a few of their own
 * started here; a browser page only where what Chromium shows is the point (an upload over the limit).
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signInToPortal } from '../../scripts/portal-session.ts'
import { E2E_SESSION_SECRET, expect, OWN_STANDIN_PORT, PORTAL_URL, STANDIN_URL, test } from './fixtures.ts'
import { OWN_PORTAL_URL, ready, startPortal } from './support/own-portal.ts'

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One request on `agent` (keep-alive), so two calls can share a connection. */
function send(
  agent: http.Agent,
  url: string,
  init: { method?: string; body?: Buffer; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', reject)
    request.end(init.body)
  })
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

test.describe('the portal process', { tag: '@js-only' }, () => {
  test('a 1.4 MB form post is answered, and the next request on that connection works', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const big = await send(agent, `${PORTAL_URL}/signin`, {
      method: 'POST',
      body: Buffer.alloc(1400 * 1024, 'a'),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: PORTAL_URL },
    })
    expect(big.status).toBeLessThan(500)
    expect(big.headers.connection).toBe('close')
    const next = await send(agent, `${PORTAL_URL}/healthz`)
    expect(next.status).toBe(200)
    agent.destroy()
  })

  // the guarantees of docs/security.md, replayed against the built portal in production mode
  test('a post from another origin gets a 403 page, or 403 JSON for a data request, and changes nothing', async () => {
    const cookie = await signInToPortal(PORTAL_URL)
    const agent = new http.Agent()
    const form = { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie }
    const page = await send(agent, `${PORTAL_URL}/logout`, {
      method: 'POST',
      body: Buffer.from('a=1'),
      headers: { ...form, Origin: 'http://127.0.0.1:8099' },
    })
    expect(page.status).toBe(403)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const data = await send(agent, `${PORTAL_URL}/resources/chat/2?_data=routes%2Fresources.chat.%24appointmentId`, {
      method: 'POST',
      body: Buffer.from('message=from+elsewhere'),
      headers: { ...form, Origin: 'https://sibling.example.org', 'Sec-Fetch-Site': 'same-site' },
    })
    expect(data.status).toBe(403)
    expect(JSON.parse(data.body)).toEqual({ error: expect.stringContaining('did not come from the portal') })
    // still signed in: the logout did not happen
    expect((await send(agent, `${PORTAL_URL}/myappointments`, { headers: { Cookie: cookie } })).status).toBe(200)
  })

  test('hostile input gets a 4xx: a bad tz cookie is ignored, JSON is 415, PUT is 405, GET /Video/call changes nothing', async () => {
    const cookie = await signInToPortal(PORTAL_URL)
    const agent = new http.Agent()
    const dashboard = await send(agent, `${PORTAL_URL}/myappointments`, { headers: { Cookie: `${cookie}; tz=%` } })
    expect(dashboard.status).toBe(200)
    const json = await send(agent, `${PORTAL_URL}/signin`, {
      method: 'POST',
      body: Buffer.from('{"username":"asha"}'),
      headers: { 'Content-Type': 'application/json', Origin: PORTAL_URL },
    })
    expect(json.status).toBe(415)
    const put = await send(agent, `${PORTAL_URL}/signin`, {
      method: 'PUT',
      body: Buffer.from('a=1'),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: PORTAL_URL },
    })
    expect(put.status).toBe(405)
    const call = await send(agent, `${PORTAL_URL}/Video/call?appointmentId=1`, { headers: { Cookie: cookie } })
    expect(call.status).toBeGreaterThanOrEqual(400)
    expect(call.status).toBeLessThan(500)
  })

  test('readiness and liveness are plain on the public port', async () => {
    const readiness = await send(new http.Agent(), `${PORTAL_URL}/readyz`)
    expect(readiness.status).toBe(200)
    // the store's kind and the services' circuits are on the metrics listener only (ADR 73)
    expect(readiness.body).toBe('ready')
    expect((await send(new http.Agent(), `${PORTAL_URL}/healthz`)).body).toBe('ok')
  })

  test('over MAX_REQUEST_BYTES: a 413 page that closes the connection; then SIGTERM drains and exits 0', async ({
    browser,
  }) => {
    const portal = startPortal({
      SERVICES_URL: STANDIN_URL,
      SESSION_SECRET: E2E_SESSION_SECRET,
      PUBLIC_URL: OWN_PORTAL_URL,
      PORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-process-')),
      MAX_REQUEST_BYTES: String(64 * 1024),
    })
    const url = OWN_PORTAL_URL
    try {
      await ready(url, portal.process)
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      const refused = await send(agent, `${url}/signin`, {
        method: 'POST',
        body: Buffer.alloc(100 * 1024, 'a'),
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: url },
      })
      expect(refused.status).toBe(413)
      expect(refused.headers.connection).toBe('close')
      expect(refused.body).toContain('larger than the portal accepts: at most 64 KB at once')
      expect((await send(agent, `${url}/healthz`)).status).toBe(200)

      // Chromium, JavaScript off, sending a 2 MB document on a slow phone's line (750 kbps up): it reads
      // the page only once its upload ends, which the portal cuts after reading on a while
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${url}/signin`)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 1_600_000 / 8,
        uploadThroughput: 750_000 / 8,
      })
      // a plain upload form of the portal's origin, as the profile's documents form is
      await page.evaluate(() => {
        document.body.innerHTML = `<form method="post" action="/newProfile/documents/medicalRecords" enctype="multipart/form-data"><input type="file" name="file" aria-label="Document"><button>Upload</button></form>`
      })
      await page.getByLabel('Document').setInputFiles({
        name: 'scan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(2_000_000, 'a'),
      })
      await page.getByRole('button', { name: 'Upload' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Too large to send' })).toBeVisible()
      await expect(
        page.getByText(
          'What you sent is larger than the portal accepts: at most 64 KB at once. Please choose smaller files and try again.',
        ),
      ).toBeVisible()
      await context.close()

      // a request in flight when SIGTERM comes is still answered, and the process exits 0
      const exited = exitOf(portal.process)
      const slow = new Promise<number>((resolve, reject) => {
        const request = http.request(
          `${url}/signin`,
          { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url } },
          (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode ?? 0))
          },
        )
        request.on('error', reject)
        request.write('username=asha&')
        setTimeout(() => portal.process.kill('SIGTERM'), 300)
        // the body ends only once the portal has taken the signal: the request is truly in flight
        void expect
          .poll(portal.output)
          .toContain('SIGTERM: shutting down')
          .then(() => request.end('password=wrong'))
      })
      expect(await slow).toBe(400)
      expect(await exited).toBe(0)
      expect(portal.output()).toContain('SIGTERM: shutting down')
    } finally {
      portal.process.kill('SIGKILL')
    }
  })

  test('real services without SESSION_SECRET: the portal refuses to start and names the variable', async () => {
    const portal = startPortal({ SERVICES_URL: STANDIN_URL, SESSION_SECRET: '' })
    expect(await exitOf(portal.process)).toBe(1)
    expect(portal.output()).toMatch(/SESSION_SECRET: is required in production with SERVICES_URL/)
  })

  test('real services without PUBLIC_URL: the portal refuses to start and names the variable', async () => {
    const portal = startPortal({ SERVICES_URL: STANDIN_URL, SESSION_SECRET: E2E_SESSION_SECRET, PUBLIC_URL: '' })
    expect(await exitOf(portal.process)).toBe(1)
    expect(portal.output()).toMatch(/PUBLIC_URL: is required in production with SERVICES_URL/)
  })

  test('production without SERVICES_URL, demo mode not asked for: the portal refuses to start and names the variable', async () => {
    const portal = startPortal({ SERVICES_URL: '', DEMO_SERVICES: '' })
    expect(await exitOf(portal.process)).toBe(1)
    expect(portal.output()).toMatch(/SERVICES_URL: is required in production/)
    expect(portal.output()).toContain('DEMO_SERVICES=1')
  })

  test('demo mode makes its secret once; a session survives a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-demo-'))
    const demo = {
      SESSION_SECRET: '',
      SERVICES_URL: '',
      DEMO_SERVICES: '1',
      PORTAL_DATA_DIR: dataDir,
      STANDIN_DATA_DIR: dataDir,
      STANDIN_PORT: String(OWN_STANDIN_PORT),
    }
    const url = OWN_PORTAL_URL
    let portal = startPortal(demo)
    try {
      await ready(url, portal.process)
      expect(portal.output()).toContain('DEMO MODE: the stand-in hospital services are running')
      expect(portal.output()).toContain(`created one for the demo services in ${join(dataDir, 'session-secret')}`)
      const cookie = await signInToPortal(url)
      expect(cookie).toMatch(/^__Host-session=/)
      const exited = exitOf(portal.process)
      portal.process.kill('SIGTERM')
      expect(await exited).toBe(0)

      portal = startPortal(demo)
      await ready(url, portal.process)
      expect(portal.output()).not.toContain('created one')
      const dashboard = await send(new http.Agent(), `${url}/myappointments`, { headers: { Cookie: cookie } })
      expect(dashboard.status).toBe(200)
    } finally {
      portal.process.kill('SIGKILL')
    }
  })
})
