/**
 * What a page costs the portal's process, against the floor: a minimal Remix app rendering the
 * same HTML (scripts/cost/floor.tsx). Both run side by side in one run, each in its own process,
 * the portal built, in production mode, in front of the stand-in (its own process too):
 *
 *   npm run build && npm run cost
 *   (WINDOWS default 15, PAGES default 300 per window, WARM default 2,000 pages of each before its windows,
 *   CONNECTIONS default 4, COST_PORT default 3700 (and the next five ports),
 *   COST_PROFILE a folder for the portal's CPU profile and the floor's (in floor/), COST_HEAP a folder for the
 *   memory's portal's heap snapshots after 1,000 and 10,000 pages, MEMORY=0 to leave the memory out, CPU=0 to
 *   leave the floor and the CPU windows out)
 *
 * For the dashboard and the doctor list, windows of PAGES pages alternate between the portal and
 * the floor, and each process's CPU time over its window is read from /proc. It prints the
 * portal's and the floor's CPU per page and their ratio (the median window's, of fifteen). Then, on a portal of its
 * own, the memory: its resident memory after 1,000, 5,500 and 10,000 pages, each after a full collection the script
 * asks of that portal's inspector, and as read before it. Fails when a ratio is over 1.5 or the memory grew by more
 * than 10 %. CPU figures move with the machine's load: the ratio, taken side by side, moves less; absolute figures
 * need a quiet machine.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hospitalDay } from '../../backend/time.ts'
import { signInToPortal } from '../portal-session.ts'
import { startPortal, stopChild, waitFor, type RunningPortal } from '../run-portal.ts'
import { driver } from './drive.ts'
import type { FloorPage } from './floor.tsx'
import { collectGarbage, cpuMs, rssMb } from './process-reading.ts'

/**
 * Windows per page: a window's ratio moves by a fifth either way with the machine and the collections that fall in it;
 * the median of fifteen moves by a few hundredths between runs, that of five by a tenth and more.
 */
const WINDOWS = Number(process.env.WINDOWS ?? 15)
const PAGES = Number(process.env.PAGES ?? 300)
/**
 * Pages of each measured page both sides serve before its windows. The portal runs far more code than the floor,
 * and its CPU per page still fell over its first few thousand pages (V8 optimizing it): with 300, the first
 * windows read up to a third higher than the last.
 */
const WARM = Number(process.env.WARM ?? 2_000)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4)
const PORT = Number(process.env.COST_PORT ?? 3700)
/** MEMORY=0 leaves out the memory's 10,000 pages, to look at the CPU alone. */
const MEMORY = process.env.MEMORY !== '0'
/** CPU=0 leaves out the floor and the CPU windows, to look at the memory alone. */
const CPU = process.env.CPU !== '0'
const RATIO_BUDGET = 1.5
const MEMORY_GROWTH_BUDGET = 0.1

const today = hospitalDay(new Date())
const measured = {
  dashboard: '/myappointments',
  'doctor list': `/selectDoctor?careServiceId=1&date=${today}&language=English&sort=asc`,
}

/**
 * The portal's page as the floor renders it: its head and body as they are, but for what Remix's `<Scripts/>`
 * writes (the loader data, the module imports and their preload links), which the floor's own `<Scripts/>` writes
 * for it; and its loader data.
 */
async function floorPage(url: string, cookie: string): Promise<FloorPage> {
  const response = await fetch(url, { headers: { cookie } })
  const html = await response.text()
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
  const context = html.match(/window\.__remixContext = (\{.*?\});/s)
  const withoutRemixScripts = (part: string) =>
    part
      .replace(/<script\b[^>]*>(?:window\.__remixContext = |import ).*?<\/script>/gs, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
  return {
    head: withoutRemixScripts(html.match(/<head>(.*)<\/head>/s)![1]!),
    body: withoutRemixScripts(html.match(/<body[^>]*>(.*)<\/body>/s)![1]!),
    data: (JSON.parse(context![1]!) as { state: { loaderData: unknown } }).state.loaderData,
  }
}

// COST_PROFILE=<folder>: the portal's CPU profile over the CPU windows, and the floor's in <folder>/floor, for
// scripts/cost/profile-shares.ts
const profile = process.env.COST_PROFILE
// COST_HEAP=<folder>: the memory's portal's heap after 1,000 and 10,000 pages, for scripts/cost/heap-counts.ts;
// writing a snapshot takes memory of its own, so the memory read after the first is not the budget's
const heap = process.env.COST_HEAP
const both = Object.values(measured)
const failures: string[] = []

/** A portal's heap as a snapshot file in COST_HEAP; Node writes it on the signal, after a full collection. */
async function heapSnapshot(portal: RunningPortal, folder: string) {
  const before = existsSync(folder) ? readdirSync(folder).length : 0
  process.kill(portal.pid, 'SIGUSR2')
  while (!existsSync(folder) || readdirSync(folder).length === before) await new Promise((r) => setTimeout(r, 100))
  // the process answers again once the file is written
  await waitFor(`${portal.url}/healthz`)
}

/** The CPU windows: the portal (no inspector, no observer but a profile asked for) beside the floor. */
async function measureCpu() {
  const portal = await startPortal({
    port: PORT,
    standInPort: PORT + 1,
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  })
  const dir = mkdtempSync(join(tmpdir(), 'cost-floor-'))
  const floorUrl = `http://127.0.0.1:${PORT + 2}`
  let floor: ReturnType<typeof spawn> | undefined
  try {
    const cookie = await signInToPortal(portal.url)
    const pages: Record<string, FloorPage> = {}
    for (const path of both) pages[path] = await floorPage(`${portal.url}${path}`, cookie)
    writeFileSync(join(dir, 'pages.json'), JSON.stringify(pages))
    floor = spawn(
      process.execPath,
      [
        ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${join(profile, 'floor')}`] : []),
        '--import',
        'tsx',
        'scripts/cost/floor.tsx',
        String(PORT + 2),
        join(dir, 'pages.json'),
      ],
      { env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    await waitFor(`${floorUrl}${measured.dashboard}`)
    const sides = {
      portal: { pid: portal.pid, drive: driver(portal.url, { connections: CONNECTIONS, cookie }) },
      floor: { pid: floor.pid ?? 0, drive: driver(floorUrl, { connections: CONNECTIONS }) },
    }
    const perPage = async (side: keyof typeof sides, path: string) => {
      const before = cpuMs(sides[side].pid)
      await sides[side].drive.pages([path], PAGES)
      return (cpuMs(sides[side].pid) - before) / PAGES
    }
    // the portal's first pages: its warm-up, as the memory's portal serves before its first reading
    await sides.portal.drive.pages(both, 1_000)
    console.log(`CPU per page, ${WINDOWS} windows of ${PAGES} pages, ${CONNECTIONS} connections (median window)`)
    for (const [name, path] of Object.entries(measured)) {
      const [mine, floors] = [await sides.portal.drive.sample(path), await sides.floor.drive.sample(path)]
      console.log(
        `${name.padEnd(12)} as sent: portal ${(mine.bytes / 1024).toFixed(1)} KB ${mine.encoding},` +
          ` floor ${(floors.bytes / 1024).toFixed(1)} KB ${floors.encoding}`,
      )
      // warm both: the JIT, the connections, the stores
      await Promise.all([sides.portal.drive.pages([path], WARM), sides.floor.drive.pages([path], WARM)])
      const windows: { portal: number; floor: number }[] = []
      for (let w = 0; w < WINDOWS; w++) {
        // each side goes first in every other pair: a window just after the other side's reads a few % higher
        const first = w % 2 ? 'floor' : 'portal'
        const pair = { [first]: await perPage(first, path) }
        const second = first === 'portal' ? 'floor' : 'portal'
        pair[second] = await perPage(second, path)
        windows.push({ portal: pair.portal!, floor: pair.floor! })
      }
      const ratios = windows.map((w) => w.portal / w.floor)
      // the middle window (the lower of two), so its figures and its ratio belong together
      const ratio = [...ratios].sort((a, b) => a - b)[Math.floor((ratios.length - 1) / 2)]!
      const at = windows[ratios.indexOf(ratio)]!
      console.log(
        `${name.padEnd(12)} portal ${at.portal.toFixed(2)} ms, floor ${at.floor.toFixed(2)} ms: ${ratio.toFixed(2)}x` +
          ` (windows ${ratios.map((r) => r.toFixed(2)).join(', ')}; budget ${RATIO_BUDGET}x)`,
      )
      if (ratio > RATIO_BUDGET) failures.push(`${name}: ${ratio.toFixed(2)}x the floor`)
    }
    for (const side of Object.values(sides)) side.drive.close()
  } finally {
    if (floor) await stopChild(floor)
    await portal.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The memory, on a portal of its own with its inspector on (127.0.0.1 only) for the full collection before each
 * reading: its RSS after 1,000, 5,500 and 10,000 pages of both measured pages, as read and after the collection
 * (the budget's: what the portal keeps, wherever the old generation stood in its cycle). The middle reading shows
 * the curve's shape: a heap still settling flattens, a leak keeps its slope.
 */
async function measureMemory() {
  const inspectorPort = PORT + 5
  const portal = await startPortal({
    port: PORT + 3,
    standInPort: PORT + 4,
    nodeArgs: [
      `--inspect=127.0.0.1:${inspectorPort}`,
      ...(heap ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${heap}`] : []),
    ],
  })
  try {
    const drive = driver(portal.url, { connections: CONNECTIONS, cookie: await signInToPortal(portal.url) })
    let served = 0
    const rssAfter = async (pages: number) => {
      await drive.pages(both, pages - served)
      served = pages
      const asRead = rssMb(portal.pid)
      await collectGarbage(inspectorPort)
      const reading = { mb: rssMb(portal.pid), asRead, pages }
      if (heap && (pages === 1_000 || pages === 10_000)) await heapSnapshot(portal, heap)
      return reading
    }
    const readings = [await rssAfter(1_000), await rssAfter(5_500), await rssAfter(10_000)]
    drive.close()
    const growth = readings.at(-1)!.mb / readings[0]!.mb - 1
    console.log(
      `portal memory (RSS after a full collection; as read before it): ${readings.map((r) => `${r.mb.toFixed(1)} MB (${r.asRead.toFixed(1)}) after ${r.pages.toLocaleString('en')} pages`).join(', ')}` +
        ` (${(growth * 100).toFixed(1)} %; budget ${MEMORY_GROWTH_BUDGET * 100} %)`,
    )
    if (growth > MEMORY_GROWTH_BUDGET) failures.push(`memory grew ${(growth * 100).toFixed(1)} %`)
  } finally {
    await portal.stop()
  }
}

if (CPU) await measureCpu()
if (MEMORY) await measureMemory()
for (const failure of failures) console.error(`over budget: ${failure}`)
process.exitCode = failures.length ? 1 : 0
