/**
 * Two instances behind nginx (scripts/cluster.ts, the `cluster` project), sharing one
 * Redis: a session and its end (by logout, and from the devices screen), the per-username sign-in
 * limit (and a burst at once), booking once,
 * and an outage of Redis. The browser goes through nginx (the project's baseURL) and, to prove where a request
 * landed, to each instance by its own port; cookies belong to the host, not the port, so one
 * browser carries its session to all three. Axe checks every page, as in the other specs.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import {
  checkA11y,
  CLUSTER_PORTAL_PORTS,
  CLUSTER_PORTAL_URLS,
  CLUSTER_REDIS_PORT,
  CLUSTER_URL,
  expect,
  fillSignIn,
  resetStandIn,
  signIn,
  test,
  waitForHydration,
} from '../fixtures.ts'
import { booked, ONLINE, openConfirmation, otherPatient, slotTaken, submit } from '../support/booking.ts'
import { signInAs } from '../support/session.ts'

const [ONE, TWO] = CLUSTER_PORTAL_URLS as [string, string]
const EVERYWHERE = [ONE, TWO, CLUSTER_URL]
const UNAVAILABLE = 'A Problem has Occurred, Please try again later'

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'My Appointments', exact: true })
const imranCards = (page: Page) => page.locator('li.appointment-card', { hasText: 'Imran Qureshi' })

/** The browser's session cookie as a Cookie header value. */
async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === '__Host-session')
  expect(cookie, 'the portal set its __Host-session cookie').toBeTruthy()
  return `${cookie!.name}=${cookie!.value}`
}

/** GET `path` on `portal` with `cookie`, redirects not followed (no cookie jar: only this cookie). */
const get = (portal: string, path: string, cookie?: string) =>
  fetch(`${portal}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })

/** Whether `cookie` still opens the dashboard on `portal` (a dead session is sent to sign in). */
async function opens(portal: string, cookie: string): Promise<boolean> {
  const response = await get(portal, '/myappointments', cookie)
  await response.arrayBuffer()
  if (response.status === 200) return true
  expect(response.status, `${portal}/myappointments`).toBe(302)
  expect(response.headers.get('location')).toBe('/signin')
  return false
}

/** The instances (host:port) nginx sent requests to since the access log had `from` lines. */
function upstreamsInLog(from: number): { lines: number; upstreams: Set<string> } {
  const dir = test.info().project.metadata.clusterDir as string
  const lines = readFileSync(join(dir, 'nginx/logs/access.log'), 'utf8').split('\n').filter(Boolean)
  const upstreams = new Set(lines.slice(from).flatMap((line) => /upstream=(\S+)/.exec(line)?.[1]?.split(', ') ?? []))
  return { lines: lines.length, upstreams }
}

test('a session started on one instance serves the other and nginx; logout on either ends it on both', async ({
  page,
}) => {
  const logFrom = upstreamsInLog(0).lines
  expect(await signIn(page, 'asha', 'Asha@2026', { at: ONE })).toBe('/myappointments')
  await expect(dashboardHeading(page)).toBeVisible()
  await checkA11y(page)
  const cookie = await sessionCookie(page)

  // the same browser on the other instance: no new sign-in
  await page.goto(`${TWO}/appointmentHistory`)
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment History' })).toBeVisible()
  await checkA11y(page)
  // and through nginx, which spreads the pages and their files over both instances
  for (const path of ['/myappointments', '/notification']) {
    await page.goto(path)
    await expect(page).toHaveURL(`${CLUSTER_URL}${path}`)
    await checkA11y(page)
  }
  expect([...upstreamsInLog(logFrom).upstreams].sort()).toEqual(CLUSTER_PORTAL_PORTS.map((p) => `127.0.0.1:${p}`))

  // logout on the second instance: the cookie is dead on both, and through nginx
  await page.goto(`${TWO}/myappointments`)
  await expect(dashboardHeading(page)).toBeVisible()
  await checkA11y(page)
  await page.getByRole('button', { name: 'Logout', exact: true }).click()
  await expect(page).toHaveURL(`${TWO}/signin`)
  await checkA11y(page)
  for (const portal of EVERYWHERE) expect(await opens(portal, cookie), portal).toBe(false)

  // a second session, started on the second instance and ended through nginx
  await page.goto(`${TWO}/signin`)
  await signIn(page, 'asha', 'Asha@2026')
  await checkA11y(page)
  const second = await sessionCookie(page)
  expect(second).not.toBe(cookie)
  for (const portal of EVERYWHERE) expect(await opens(portal, second), portal).toBe(true)
  await page.goto('/myappointments')
  await page.getByRole('button', { name: 'Logout', exact: true }).click()
  await expect(page).toHaveURL(`${CLUSTER_URL}/signin`)
  await checkA11y(page)
  for (const portal of EVERYWHERE) expect(await opens(portal, second), portal).toBe(false)
})

test('failed sign-ins for one username from places it never signed in from, over both instances and nginx: the third is refused everywhere', async ({
  page,
}) => {
  // a name of this run only: the count lives in Redis for 15 minutes
  const username = `nobody-${Date.now()}`
  // TRUST_PROXY=1: an instance takes the last X-Forwarded-For entry as the client; nginx appends
  // its peer, 127.0.0.1, so that is the one address on every path
  const from = (address: string) => ({ 'x-forwarded-for': address })
  for (let i = 0; i < 2; i++) {
    const portal = EVERYWHERE[i % EVERYWHERE.length]!
    const response = await fetch(`${portal}/signin`, {
      method: 'POST',
      headers: portal === CLUSTER_URL ? {} : from('127.0.0.1'),
      body: new URLSearchParams({ username, password: 'Wrong@2026' }),
      redirect: 'manual',
    })
    const html = await response.text()
    expect(response.status, `attempt ${i + 1} on ${portal}`).toBe(400)
    expect(html).toContain('Invalid username or password')
  }

  await page.goto('/signin')
  await checkA11y(page)
  await waitForHydration(page)
  await fillSignIn(page, username, 'Wrong@2026')
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('listitem')).toHaveText(
    /^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/,
  )
  await checkA11y(page)

  // strangers share one count (ADR 100), in Redis: refused on each instance, from any new address
  for (const portal of [ONE, TWO]) {
    for (const address of ['127.0.0.1', '127.0.0.99']) {
      const refused = await fetch(`${portal}/signin`, {
        method: 'POST',
        headers: from(address),
        body: new URLSearchParams({ username, password: 'Wrong@2026' }),
      })
      expect(refused.status, `${portal} from ${address}`).toBe(429)
      expect(await refused.text()).toMatch(/Too many sign-in attempts\. Please wait \d+ seconds and try again\./)
    }
  }
})

test('fifty sign-ins for one username from one new address at once, spread over both instances and nginx: two reach the services', async () => {
  // counted first, in Redis, in one step (ADR 74): a burst can't pass the check before any of it is counted
  const username = `burst-${Date.now()}`
  const answers = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const portal = EVERYWHERE[i % EVERYWHERE.length]!
      const response = await fetch(`${portal}/signin`, {
        method: 'POST',
        headers: portal === CLUSTER_URL ? {} : { 'x-forwarded-for': '127.0.0.1' },
        body: new URLSearchParams({ username, password: 'Wrong@2026' }),
        redirect: 'manual',
      })
      return { status: response.status, html: await response.text() }
    }),
  )
  const said = answers.map(
    (a) =>
      `${a.status} ${/Invalid username or password|A Problem has Occurred|Too many sign-in attempts/.exec(a.html)?.[0] ?? 'other'}`,
  )
  // forty-eight refused before the services; the strangers' two (ADR 100) reached them: their
  // answer, or the portal's own when they were too slow for the burst (still counted: they may have been checked)
  expect(
    said.filter((s) => s === '429 Too many sign-in attempts'),
    said.join('; '),
  ).toHaveLength(48)
  const reached = said.filter((s) => s === '400 Invalid username or password' || s === '400 A Problem has Occurred')
  expect(reached, said.join('; ')).toHaveLength(2)
})

test('two patients on one slot, each on another instance: one booking', async ({ page, browser }) => {
  await resetStandIn(page)
  const { context, other } = await otherPatient(browser, TWO)
  await signInAs(page, 'asha')
  await openConfirmation(page, `${ONE}${ONLINE}`)
  await other.goto(ONLINE)
  await waitForHydration(other)
  await checkA11y(other)

  await Promise.all([submit(page).click(), submit(other).click()])

  await expect(booked(page).or(slotTaken(page))).toBeVisible()
  await expect(booked(other).or(slotTaken(other))).toBeVisible()
  const [winner, loser] = (await booked(page).isVisible()) ? [page, other] : [other, page]
  await expect(booked(winner)).toBeVisible()
  await expect(slotTaken(loser)).toBeVisible()
  await checkA11y(page)
  await checkA11y(other)
  await context.close()
})

test('a double submit whose two requests land on the two instances books once', async ({ page }) => {
  await resetStandIn(page)
  await signInAs(page, 'asha')
  await openConfirmation(page, ONLINE)
  await page.getByLabel('Reason for consultation').fill('Sent twice')
  // the form as the browser would send it, posted at once to each instance (the session cookie goes along)
  const fields = await page
    .locator('form[enctype="multipart/form-data"]')
    .evaluate((form: HTMLFormElement) =>
      Object.fromEntries(
        [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
    )
  const answers = await Promise.all(
    [ONE, TWO].map((portal) => page.request.post(`${portal}${ONLINE}`, { multipart: fields, maxRedirects: 0 })),
  )
  const locations = answers.map((a) => a.headers()['location'])
  expect(answers.map((a) => a.status())).toEqual([302, 302])
  expect(locations[0]).toMatch(/^\/SuccessPage\?appointmentId=\d+$/)
  expect(locations[1]).toBe(locations[0])

  await page.goto(locations[0]!)
  await expect(booked(page)).toBeVisible()
  await checkA11y(page)
  await page.goto('/myappointments')
  await checkA11y(page)
  await expect(imranCards(page)).toHaveCount(1)
})

/** redis-server's process id, from Redis itself (0 while it does not answer). */
function redisPid(): number {
  try {
    const info = execFileSync('redis-cli', ['-p', String(CLUSTER_REDIS_PORT), 'info', 'server'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    })
    return Number(/process_id:(\d+)/.exec(info)?.[1] ?? 0)
  } catch {
    return 0
  }
}

async function bothReady() {
  await expect
    .poll(async () => Promise.all([ONE, TWO].map(async (p) => (await get(p, '/readyz')).status)), { timeout: 20_000 })
    .toEqual([200, 200])
}

test('with Redis stopped the pages say the service is unavailable; once it is back the session and the booking are there', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await resetStandIn(page)
  await signInAs(page, 'asha')
  await openConfirmation(page, ONLINE)
  await submit(page).click()
  await expect(booked(page)).toBeVisible()
  await checkA11y(page)
  const cookie = await sessionCookie(page)

  // Redis stops answering (SIGSTOP: its connections stay open, every command times out)
  const pid = redisPid()
  expect(pid, 'redis-server answers INFO').toBeGreaterThan(0)
  process.kill(pid, 'SIGSTOP')
  try {
    const response = await page.goto('/myappointments')
    expect(response?.status()).toBe(503)
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByText(UNAVAILABLE)).toBeVisible()
    await checkA11y(page)

    const [pageOne, pageTwo, signInTry, readyOne, readyTwo, liveOne] = await Promise.all([
      get(ONE, '/myappointments', cookie),
      get(TWO, '/appointmentHistory', cookie),
      fetch(`${TWO}/signin`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'kiran', password: 'Kiran@2026' }),
        redirect: 'manual',
      }),
      get(ONE, '/readyz'),
      get(TWO, '/readyz'),
      get(ONE, '/healthz'),
    ])
    for (const answer of [pageOne, pageTwo, signInTry]) {
      const html = await answer.text()
      expect(answer.status, answer.url).toBe(503)
      expect(html).toContain(UNAVAILABLE)
      expect(html).not.toMatch(/timed out|ECONNREFUSED|\n\s+at |node_modules/)
    }
    // not ready, and nothing about the store or the services on the public port (ADR 73)
    expect(readyOne.status).toBe(503)
    expect(await readyOne.text()).toBe('not ready')
    expect(readyTwo.status).toBe(503)
    expect(liveOne.status).toBe(200)
  } finally {
    process.kill(pid, 'SIGCONT')
  }

  // back: the same cookie, the same patient, the booking made before
  await bothReady()
  await page.goto('/myappointments')
  await expect(dashboardHeading(page)).toBeVisible()
  await expect(imranCards(page)).toHaveCount(1)
  await checkA11y(page)

  // Redis shut down and started again (the cluster restarts it on the same data folder): the
  // session was on disk (the append-only file), so the patient is still signed in, everywhere
  execFileSync('redis-cli', ['-p', String(CLUSTER_REDIS_PORT), 'shutdown'], { stdio: 'ignore' })
  await expect.poll(redisPid, { timeout: 20_000 }).not.toBe(pid)
  await expect.poll(redisPid, { timeout: 20_000 }).toBeGreaterThan(0)
  await bothReady()
  for (const portal of EVERYWHERE) expect(await opens(portal, cookie), portal).toBe(true)
  await page.goto(`${TWO}/myappointments`)
  await expect(dashboardHeading(page)).toBeVisible()
  await expect(imranCards(page)).toHaveCount(1)
  await checkA11y(page)
})

/** Bytes written as they are on a bare socket (no client rewrites a path); the answer's status line and server. */
function rawAnswer(portal: string, head: string): Promise<{ status: number; byNginx: boolean }> {
  return new Promise((resolve, reject) => {
    // the socket stays open for writing: nginx drops a request whose client half-closed
    const socket = connect(Number(new URL(portal).port), '127.0.0.1', () => socket.write(head))
    let answer = ''
    socket.on('data', (chunk) => (answer += String(chunk)))
    socket.on('end', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        byNginx: /^Server: nginx/im.test(answer),
      }),
    )
    socket.on('error', reject)
  })
}

const signInPost = (target: string, host: string) =>
  `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
  `Content-Length: 30\r\nConnection: close\r\n\r\nusername=asha&password=wrong00`

test('every other spelling of a limited path is a 400 at nginx and at each instance, before any route', async () => {
  const spellings = [
    '/x/../signin',
    '/./signin',
    '/x/%2e%2e/signin',
    '/signin/.',
    '/x\\..\\signin',
    '/x%5c..%5csignin',
    '/x%2f..%2fsignin',
    '//127.0.0.1/signin',
  ]
  for (const portal of [CLUSTER_URL, ONE]) {
    const host = new URL(portal).host
    for (const target of spellings)
      expect((await rawAnswer(portal, signInPost(target, host))).status, `${portal} ${target}`).toBe(400)
    // a Host that is not a host name: nginx refuses it, or the instance does
    for (const bad of ['127.0.0.1/signin?', 'a b'])
      expect((await rawAnswer(portal, signInPost('/zzz', bad))).status, `${portal} Host: ${bad}`).toBe(400)
    expect((await rawAnswer(portal, `GET /%0a HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).status).toBe(
      400,
    )
  }
  // nginx answers them itself: no instance saw them
  expect((await rawAnswer(CLUSTER_URL, signInPost('/x/../signin', new URL(CLUSTER_URL).host))).byNginx).toBe(true)
  // an absolute-form request line: nginx sends on its path with the Host header; an instance refuses it
  const absolute = (portal: string) =>
    `GET http://evil.example/signin HTTP/1.1\r\nHost: ${new URL(portal).host}\r\nConnection: close\r\n\r\n`
  expect((await rawAnswer(CLUSTER_URL, absolute(CLUSTER_URL))).status).toBe(200)
  expect((await rawAnswer(ONE, absolute(ONE))).status).toBe(400)
})

test('a sign-out made on the devices screen of one instance ends a session served by the other', async ({
  page,
  browser,
}) => {
  // the session to end: another browser, signed in and served by the second instance only
  const kioskBrowser = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  })
  const kiosk = await kioskBrowser.newPage()
  await signIn(kiosk, 'kiran', 'Kiran@2026', { at: TWO })
  await checkA11y(kiosk)
  const kioskCookie = await sessionCookie(kiosk)
  expect(await opens(TWO, kioskCookie)).toBe(true)

  await signInAs(page, 'kiran')
  await page.goto(`${ONE}/devices`)
  await checkA11y(page)
  await page
    .locator('li.device', { hasText: 'Firefox on Windows' })
    .first()
    .getByRole('button', { name: 'Sign out Firefox on Windows' })
    .click()
  await expect(page.getByRole('status').getByText('Signed out Firefox on Windows.', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(`${ONE}/devices`)
  await checkA11y(page)

  for (const portal of EVERYWHERE) expect(await opens(portal, kioskCookie), portal).toBe(false)
  await kioskBrowser.close()
})
