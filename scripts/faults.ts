/**
 * npm run faults: the fault matrix (docs/resilience.md#the-fault-matrix) through a real proxy. The stand-in runs behind a
 * fault-injecting proxy (scripts/fault-proxy.ts), the built portal runs in production mode in front
 * of it, and each service is broken each way the matrix lists while the script reads every page:
 * status, time, and which of the portal's failure texts the page shows. The circuit breakers are
 * held closed (SERVICES_BREAKER_FAILURES very high) so each cell shows its own fault, not an
 * earlier one's open circuit; tests/integration/common/service-request.test.ts covers them.
 *
 * Fails (exit 1) when a page answers 5xx, takes longer than 3 s, or leaks a stack trace, an
 * internal address or a service's own error text. Needs a build (the script's pre-step makes one).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, openSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startStandIn } from '../backend/server.ts'
import {
  FAILURE_TEXTS,
  LEAKS,
  MATRIX_PAGES,
  MATRIX_SERVICES,
  type MatrixPage,
  type MatrixService,
} from '../tests/support/fault-matrix.ts'
import { PROXY_FAULTS, startFaultProxy, type ProxyFault } from './fault-proxy.ts'
import { PORTAL_PROCESS_ENV, portalNodeArgs } from './portal-process.ts'

const root = fileURLToPath(new URL('../', import.meta.url))
export const PAGE_LIMIT_MS = 3000

export type Cell = { page: MatrixPage; status: number; ms: number; texts: number[]; leaks: string[] }
export type Row = { services: MatrixService[]; fault: ProxyFault | 'none'; cells: Cell[] }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

async function waitForPortal(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the portal exited (${child.exitCode})`)
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the portal did not start within 30 s')
}

type Portal = { url: string; logFile: string; stop(): Promise<void>; cookie: string }

/** The stand-in, the proxy in front of it and the built portal in front of that, with a signed-in patient. */
export async function startFaultRig() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-faults-'))
  const standIn = await startStandIn({ port: 0, layout: 'single', dataDir: join(dir, 'standin') })
  const proxy = await startFaultProxy(standIn.url)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const logFile = join(dir, 'portal.log')
  const out = openSync(logFile, 'a')
  const child = spawn(process.execPath, portalNodeArgs(), {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      ...PORTAL_PROCESS_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      SERVICES_URL: proxy.url,
      SERVICES_LAYOUT: 'paths',
      PUBLIC_URL: url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PORTAL_DATA_DIR: join(dir, 'portal'),
      SERVICES_BREAKER_FAILURES: '1000000',
      // each row must meet the services themselves: a doctor list kept from the row before (ADR 66)
      // would hide the fault (that the kept list is served while the service fails has its own test)
      REFERENCE_CACHE_SECONDS: '0',
      SIGNIN_RATE_LIMIT: '100000',
      SIGNIN_FAILURES_PER_USERNAME: '100000',
      LOG_LEVEL: 'info',
      METRICS_PORT: '',
    },
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await proxy.close()
    await standIn.close()
  }
  try {
    await waitForPortal(url, child)
    const portal: Portal = { url, logFile, stop, cookie: await signIn(url) }
    // every page once, unmeasured: a cold process (module loading, the first queries) is not a fault
    for (const page of Object.keys(MATRIX_PAGES) as MatrixPage[]) await read(portal, page)
    return { portal, proxy }
  } catch (error) {
    await stop()
    throw error
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams({ username: 'asha', password: 'Asha@2026' }),
  })
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed with ${response.status}`)
  return cookie
}

async function read(portal: Portal, page: MatrixPage): Promise<Cell> {
  const started = performance.now()
  const target = `${portal.url}${MATRIX_PAGES[page]}`
  const response =
    page === 'sign-in (post)'
      ? await fetch(target, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal.url },
          body: new URLSearchParams({ username: 'asha', password: 'Asha@2026' }),
        })
      : await fetch(target, { redirect: 'manual', headers: page === 'sign-in' ? {} : { cookie: portal.cookie } })
  const html = await response.text()
  const ms = Math.round(performance.now() - started)
  // a page's texts travel in its loader data whether shown or not (ADR 56): look only at what is shown
  const shown = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
  const texts = FAILURE_TEXTS.flatMap((text, i) => (shown.includes(text) ? [i + 1] : []))
  const leaks = LEAKS.filter((leak) => leak.test(html)).map(String)
  return { page, status: response.status, ms, texts, leaks }
}

/** Breaks `services` with `fault`, reads every page at once, mends them. */
export async function runRow(
  rig: Awaited<ReturnType<typeof startFaultRig>>,
  services: MatrixService[],
  fault: ProxyFault | 'none',
  pages = Object.keys(MATRIX_PAGES) as MatrixPage[],
): Promise<Row> {
  if (fault !== 'none') for (const service of services) rig.proxy.setFault(service, fault)
  try {
    const cells = await Promise.all(pages.map((page) => read(rig.portal, page)))
    return { services, fault, cells }
  } finally {
    rig.proxy.clearFaults()
  }
}

export const badCells = (row: Row) =>
  row.cells.filter((c) => c.status >= 500 || c.ms > PAGE_LIMIT_MS || c.leaks.length > 0)

function printRow(row: Row) {
  const name = row.fault === 'none' ? 'healthy' : `${row.services.join('+')} × ${PROXY_FAULTS[row.fault]}`
  const cells = row.cells.map((c) => {
    const mark = c.status >= 500 || c.ms > PAGE_LIMIT_MS || c.leaks.length ? ' !' : ''
    return `${c.status} ${(c.ms / 1000).toFixed(2)}s ${c.texts.join(',') || '-'}${mark}`.padEnd(20)
  })
  console.log(`${name.padEnd(34)}${cells.join('')}`)
}

async function main() {
  const rig = await startFaultRig()
  const pages = Object.keys(MATRIX_PAGES) as MatrixPage[]
  console.log(`${'service × fault'.padEnd(34)}${pages.map((p) => p.padEnd(20)).join('')}`)
  console.log(`${''.padEnd(34)}${pages.map(() => 'status time texts'.padEnd(20)).join('')}`)
  const rows: Row[] = []
  try {
    const record = (row: Row) => {
      rows.push(row)
      printRow(row)
    }
    record(await runRow(rig, [], 'none'))
    for (const service of MATRIX_SERVICES) {
      for (const fault of Object.keys(PROXY_FAULTS) as ProxyFault[]) record(await runRow(rig, [service], fault))
    }
    // the doctor list calls the hospital service, then the doctor service
    record(await runRow(rig, ['hospital', 'doctor'], 'delay-3s'))
  } finally {
    await rig.portal.stop()
  }
  console.log('\ntexts:')
  FAILURE_TEXTS.forEach((text, i) => console.log(`  ${i + 1}  ${text}`))
  console.log(`\nthe portal's own log (JSON lines): ${rig.portal.logFile}`)
  const bad = rows.flatMap((row) => badCells(row).map((c) => `${row.services.join('+')} ${row.fault} ${c.page}`))
  if (bad.length) {
    console.log(`\n${bad.length} cells over the line (5xx, over ${PAGE_LIMIT_MS} ms, or a leak, marked !):`)
    for (const line of bad) console.log(`  ${line}`)
    process.exitCode = 1
  } else console.log(`\nevery page answered within ${PAGE_LIMIT_MS} ms, without a 5xx or a leak`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
