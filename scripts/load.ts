/**
 * Load: many signed-in patients reading their pages at once, against a running portal: one
 * instance, or several behind a proxy (`npm run cluster`). Each virtual patient requests the next
 * page as soon as the last one arrived, for DURATION_S seconds; every page must answer 200.
 *
 *   npm start &              then   npm run load
 *   npm run cluster &        then   PORTAL_URL=http://127.0.0.1:8080 PORTAL_PIDS=<pids> npm run load
 *   (PORTAL_URL default http://localhost:3000, USERS default 20, DURATION_S default 30,
 *    P95_BUDGET_MS default 1000; PORTAL_PIDS: the portal processes whose CPU time to count,
 *    comma-separated, as `npm run cluster` prints them)
 *
 * It prints pages per second and latency percentiles per page; with PORTAL_PIDS (Linux) also
 * the CPU seconds those processes used and so the CPU time per page, beside the load generator's
 * own and the whole machine's. It fails on any error or a 95th percentile over the budget.
 */
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { signInToPortal } from './portal-session.ts'

const portal = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
const users = Number(process.env.USERS ?? 20)
const durationMs = Number(process.env.DURATION_S ?? 30) * 1000
const p95BudgetMs = Number(process.env.P95_BUDGET_MS ?? 1000)
const pids = (process.env.PORTAL_PIDS ?? '')
  .split(',')
  .map((p) => Number(p.trim()))
  .filter((p) => Number.isInteger(p) && p > 0)
const pages = [
  '/myappointments',
  '/appointmentHistory',
  '/notification',
  '/newProfile',
  '/selectDoctor?careServiceId=1',
]

type Sample = { page: string; ms: number; ok: boolean }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // the fields after the command name, which is in parentheses and may hold spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** The machine's busy and total CPU time so far (all cores), from /proc/stat. */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
    const n = ticks.map(Number)
    const idle = (n[3] ?? 0) + (n[4] ?? 0)
    // user nice system idle iowait irq softirq steal (guest time is already in user)
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0)
    return { busy: total - idle, total }
  } catch {
    return null
  }
}

async function virtualPatient(cookie: string, offset: number, until: number, samples: Sample[]) {
  for (let i = offset; performance.now() < until; i += 1) {
    const page = pages[i % pages.length]!
    const start = performance.now()
    let ok = false
    try {
      const response = await fetch(`${portal}${page}`, { headers: { cookie }, redirect: 'manual' })
      await response.arrayBuffer()
      ok = response.status === 200
    } catch {
      ok = false
    }
    samples.push({ page, ms: performance.now() - start, ok })
  }
}

// Two patients' sessions shared by the virtual patients: sign-in itself is rate-limited.
const cookies = [await signInToPortal(portal, 'asha', 'Asha@2026'), await signInToPortal(portal, 'kiran', 'Kiran@2026')]
const samples: Sample[] = []
const portalCpuBefore = pids.map(cpuSecondsOf)
const machineBefore = machineCpu()
const ownCpuBefore = process.cpuUsage()
const started = performance.now()
const until = started + durationMs
await Promise.all(
  Array.from({ length: users }, (_, i) => virtualPatient(cookies[i % cookies.length]!, i, until, samples)),
)
const seconds = (performance.now() - started) / 1000
const ownCpu = process.cpuUsage(ownCpuBefore)
const machineAfter = machineCpu()
const portalCpu = pids.map((pid, i) => cpuSecondsOf(pid) - portalCpuBefore[i]!)

let failed = false
console.log(
  `${users} patients for ${Math.round(seconds)} s against ${portal}: ${(samples.length / seconds).toFixed(1)} pages/s (${availableParallelism()} cores)`,
)
console.log(
  `${'page'.padEnd(32)}${'count'.padStart(7)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`,
)
for (const page of [...pages, 'all']) {
  const mine = samples.filter((s) => page === 'all' || s.page === page)
  const ms = mine.map((s) => s.ms).sort((a, b) => a - b)
  const errors = mine.filter((s) => !s.ok).length
  const p95 = percentile(ms, 95)
  if (errors > 0 || p95 > p95BudgetMs) failed = true
  console.log(
    `${page.padEnd(32)}${String(mine.length).padStart(7)}${percentile(ms, 50).toFixed(0).padStart(9)}${p95.toFixed(0).padStart(9)}${percentile(ms, 99).toFixed(0).padStart(9)}${String(errors).padStart(8)}`,
  )
}

const cpu: string[] = []
if (pids.length > 0) {
  const total = portalCpu.reduce((a, b) => a + b, 0)
  const each = pids.map((pid, i) => `${pid}: ${portalCpu[i]!.toFixed(1)} s`).join(', ')
  cpu.push(
    `portal processes ${total.toFixed(1)} CPU s (${each}) = ${((total * 1000) / Math.max(1, samples.length)).toFixed(1)} ms per page`,
  )
}
cpu.push(`load generator ${((ownCpu.user + ownCpu.system) / 1e6).toFixed(1)} CPU s`)
if (machineBefore && machineAfter) {
  const busy = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)
  cpu.push(`machine ${(busy * 100).toFixed(0)} % busy`)
}
console.log(`CPU over the run: ${cpu.join('; ')}`)

if (failed) console.error(`load: errors, or a 95th percentile over ${p95BudgetMs} ms`)
process.exitCode = failed ? 1 : 0
