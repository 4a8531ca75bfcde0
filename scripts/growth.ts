/**
 * The growth budget (docs/architecture.md#budgets): each signed-in page at 1x, 10x and 100x the demo data (the stand-in's
 * STANDIN_SEED demo, medium and large), measured on the built portal in production mode.
 *
 *   npm run build && npm run growth
 *   (RUNS default 21 per page and size; GROWTH_PORT default 3400: the portal there, the stand-in at +1000)
 *
 * For each size it starts the stand-in (its own process, a fresh data folder) and the portal in front of
 * it, signs in as asha, then fetches every page RUNS times after a warm-up: the median server time (the
 * whole response, services included) and the gzip size of the HTML, which carries the loader data.
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

async function measureSize({ seed, signIns }: (typeof SIZES)[number]): Promise<Figure[]> {
  const running = await startPortal({ port: PORT, standInPort: STANDIN_PORT, seed })
  try {
    const base = running.url
    // the other browsers first: each is an activity entry and a live session, new to the account
    for (let i = 1; i < signIns; i++) await signInToPortal(base)
    const cookie = await signInToPortal(base)
    const figures: Figure[] = []
    for (const page of PAGES) {
      const get = async () => {
        const started = performance.now()
        const response = await fetch(`${base}${page.path}`, { headers: { Cookie: cookie } })
        const html = await response.text()
        const ms = performance.now() - started
        if (response.status !== 200 || !html.includes(page.marker))
          throw new Error(`${page.name} at ${seed}: status ${response.status}`)
        return { ms, kb: gzipSync(html).length / 1024 }
      }
      for (let i = 0; i < 3; i++) await get() // warm-up: JIT, connections, the reference-data cache
      const runs: Figure[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await get())
      figures.push({ ms: median(runs.map((r) => r.ms)), kb: median(runs.map((r) => r.kb)) })
    }
    return figures
  } finally {
    await running.stop()
  }
}

const results: Figure[][] = []
for (const size of SIZES) {
  process.stderr.write(`measuring ${size.label} (STANDIN_SEED=${size.seed}, ${size.signIns} sign-ins)...\n`)
  results.push(await measureSize(size))
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
console.log(`\n${RUNS} runs per page and size, after 3 warm-up runs; production mode, stand-in in its own process.`)
if (failures.length > 0) console.log(`over budget:\n  ${failures.join('\n  ')}`)
process.exitCode = failures.length > 0 ? 1 : 0
