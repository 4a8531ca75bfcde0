/**
 * Load: many signed-in patients reading their pages at once, against a running portal (which
 * runs the stand-in when started with `npm start`). Each virtual patient requests the next page
 * as soon as the last one arrived, for DURATION_S seconds; every page must answer 200.
 *
 *   npm start &   then   npm run load
 *   (PORTAL_URL default http://localhost:3000, USERS default 20, DURATION_S default 30,
 *    P95_BUDGET_MS default 1000)
 *
 * It prints requests per second and latency percentiles per page, and fails on any error or a
 * 95th percentile over the budget.
 */
import { performance } from 'node:perf_hooks'
import { signInToPortal } from './portal-session.ts'

const portal = process.env.PORTAL_URL ?? 'http://localhost:3000'
const users = Number(process.env.USERS ?? 20)
const durationMs = Number(process.env.DURATION_S ?? 30) * 1000
const p95BudgetMs = Number(process.env.P95_BUDGET_MS ?? 1000)
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
const started = performance.now()
const until = started + durationMs
await Promise.all(
  Array.from({ length: users }, (_, i) => virtualPatient(cookies[i % cookies.length]!, i, until, samples)),
)
const seconds = (performance.now() - started) / 1000

let failed = false
console.log(
  `${users} patients for ${Math.round(seconds)} s against ${portal}: ${Math.round(samples.length / seconds)} pages/s`,
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
if (failed) console.error(`load: errors, or a 95th percentile over ${p95BudgetMs} ms`)
process.exitCode = failed ? 1 : 0
