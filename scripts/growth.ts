/**
 * The growth budget (docs/architecture.md#budgets): each signed-in page at 1x, 10x and 100x the demo data (the stand-in's
 * STANDIN_SEED demo, medium and large), measured on the built portal in production mode.
 *
 *   npm run build && npm run growth
 *   (RUNS default 21 per page and size; GROWTH_PORT default 3400: the portals there and on the next two
 *   ports, their stand-ins at +1000)
 *
 * For each size it starts a stand-in (its own process, a fresh data folder) and a portal in front of it,
 * all three sizes at once, and signs in as asha on each. Then it fetches every page RUNS times from each
 * size after a warm-up, the sizes in turns (each first in every third turn), so a machine that slows for a
 * while slows every size alike: the median server time (the whole response, services included) and the
 * gzip size of the HTML, which carries the loader data.
 * The account activity and the devices screen grow with the portal's own store, not the stand-in's:
 * asha signs in from 5, 50 and 500 browsers first.
 * It prints the table and fails when a page breaks a budget: at 100x at most 60 KB gzip and 50 ms, and
 * from 1x to 100x at most 2x in either figure. The times hold against services that take the optional
 * paging parameters the stand-in takes (ADR 65); the doctor list's are of the warm list (ADR 66).
 */
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { signInToPortal } from './portal-session.ts'
import { median, startPortal } from './run-portal.ts'

const RUNS = Number(process.env.RUNS ?? 21)
const PORT = Number(process.env.GROWTH_PORT ?? 3400)
const STANDIN_PORT = PORT + 1000
/**
 * `signIns`: how many browsers asha signs in from first. Each is one entry of her account activity
 * (500 at 100x: ACTIVITY_MAX_ENTRIES) and one live session the devices screen lists (20 rows at most).
 */
const SIZES = [
  { seed: 'demo', label: '1x', signIns: 5 },
  { seed: 'medium', label: '10x', signIns: 50 },
  { seed: 'large', label: '100x', signIns: 500 },
] as const
const BUDGET = { kb: 60, ms: 50, growth: 2 }

/** Every signed-in page whose size could follow the data; `marker` proves the page rendered. */
const PAGES = [
  { name: 'dashboard', path: '/myappointments', marker: 'My Appointments' },
  { name: 'history', path: '/appointmentHistory', marker: 'Appointment History' },
  { name: 'history, last page', path: '/appointmentHistory?page=9999', marker: 'Appointment History' },
  { name: 'notifications', path: '/notification', marker: 'Notifications' },
  { name: 'care categories', path: '/careCategories', marker: 'Select Care' },
  { name: 'doctor list', path: '/selectDoctor?careServiceId=1', marker: 'Available Doctors' },
  {
    name: 'doctor list, filtered',
    path: '/selectDoctor?careServiceId=2&language=English&sort=asc',
    marker: 'Available Doctors',
  },
  { name: 'slots', path: '/slots?careServiceId=2&doctorId=12', marker: 'Select slot' },
  { name: 'appointment + chat', path: '/specificAppointment?appointmentId=2', marker: 'Appointment details' },
  { name: 'profile', path: '/newProfile', marker: 'Documents' },
  { name: 'account activity', path: '/activity', marker: 'Account activity</h1>' },
  { name: 'activity, filtered', path: '/activity?kind=signIns&page=2', marker: 'Account activity</h1>' },
  { name: 'devices', path: '/devices', marker: 'Your devices' },
  { name: 'health record', path: '/records', marker: 'My health record</h1>' },
] as const

type Figure = { ms: number; kb: number }

/** A size's portal, started in front of its own stand-in, with asha signed in after `signIns - 1` other browsers. */
async function open({ seed, signIns }: (typeof SIZES)[number], offset: number) {
  const running = await startPortal({ port: PORT + offset, standInPort: STANDIN_PORT + offset, seed })
  try {
    // the other browsers first: each is an activity entry and a live session, new to the account
    for (let i = 1; i < signIns; i++) await signInToPortal(running.url)
    return { running, seed, cookie: await signInToPortal(running.url) }
  } catch (error) {
    await running.stop()
    throw error
  }
}

type Opened = Awaited<ReturnType<typeof open>>

async function fetchPage({ running, seed, cookie }: Opened, page: (typeof PAGES)[number]): Promise<Figure> {
  const started = performance.now()
  const response = await fetch(`${running.url}${page.path}`, { headers: { Cookie: cookie } })
  const html = await response.text()
  const ms = performance.now() - started
  if (response.status !== 200 || !html.includes(page.marker)) {
    throw new Error(`${page.name} at ${seed}: status ${response.status}`)
  }
  return { ms, kb: gzipSync(html).length / 1024 }
}

/** Each page's median figures at every size (results[size][page]), the sizes fetched in turns. */
async function measure(sizes: Opened[]): Promise<Figure[][]> {
  const results: Figure[][] = sizes.map(() => [])
  for (const page of PAGES) {
    // warm-up: JIT, connections, the reference-data cache
    for (let i = 0; i < 3; i++) for (const size of sizes) await fetchPage(size, page)
    const runs: Figure[][] = sizes.map(() => [])
    for (let turn = 0; turn < RUNS; turn++) {
      for (let k = 0; k < sizes.length; k++) {
        const which = (turn + k) % sizes.length
        runs[which]!.push(await fetchPage(sizes[which]!, page))
      }
    }
    runs.forEach((figures, size) =>
      results[size]!.push({ ms: median(figures.map((r) => r.ms)), kb: median(figures.map((r) => r.kb)) }),
    )
  }
  return results
}

process.stderr.write(
  `starting ${SIZES.map((s) => `${s.label} (STANDIN_SEED=${s.seed}, ${s.signIns} sign-ins)`).join(', ')}...\n`,
)
const started = await Promise.allSettled(SIZES.map((size, offset) => open(size, offset)))
const opened = started.flatMap((size) => (size.status === 'fulfilled' ? [size.value] : []))
let results: Figure[][]
try {
  const failed = started.find((size) => size.status === 'rejected')
  if (failed) throw failed.reason
  results = await measure(opened)
} finally {
  await Promise.all(opened.map(({ running }) => running.stop()))
}

const pad = (text: string, width: number) => text.padEnd(width)
const cell = (f: Figure) => `${f.ms.toFixed(1).padStart(6)} ms ${f.kb.toFixed(1).padStart(6)} KB`
console.log(
  `\n${pad('page', 24)}${SIZES.map((s) => pad(`${s.label} (median ms, gzip KB)`, 24)).join('')}growth 1x->100x (ms, KB)`,
)
const failures: string[] = []
PAGES.forEach((page, i) => {
  const [one, , hundred] = results.map((r) => r[i]!) as [Figure, Figure, Figure]
  const growth = { ms: hundred.ms / one.ms, kb: hundred.kb / one.kb }
  console.log(
    `${pad(page.name, 24)}${results.map((r) => pad(cell(r[i]!), 24)).join('')}${growth.ms.toFixed(2)}x, ${growth.kb.toFixed(2)}x`,
  )
  if (hundred.kb > BUDGET.kb)
    failures.push(`${page.name}: ${hundred.kb.toFixed(1)} KB gzip at 100x (budget ${BUDGET.kb})`)
  if (hundred.ms > BUDGET.ms) failures.push(`${page.name}: ${hundred.ms.toFixed(1)} ms at 100x (budget ${BUDGET.ms})`)
  if (growth.kb > BUDGET.growth) failures.push(`${page.name}: HTML grows ${growth.kb.toFixed(2)}x from 1x to 100x`)
  if (growth.ms > BUDGET.growth) failures.push(`${page.name}: time grows ${growth.ms.toFixed(2)}x from 1x to 100x`)
})
console.log(
  `\n${RUNS} runs per page and size, the sizes in turns, after 3 warm-up runs; production mode, stand-ins in their own processes.`,
)
if (failures.length > 0) console.log(`over budget:\n  ${failures.join('\n  ')}`)
process.exitCode = failures.length > 0 ? 1 : 0
