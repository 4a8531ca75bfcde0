/**
 * The portal's overhead budget (docs/architecture.md#budgets): the portal's overhead on a page, measured against the stand-in.
 * Runs against a portal that is already serving (`npm start`, which starts the stand-in with
 * the seeded history) as the demo patient asha:
 *
 *   npm start &   then   node --import tsx scripts/dashboard-render.ts [dashboard|doctors]
 *   (PORTAL_URL default http://localhost:3000, SERVICES_URL default http://127.0.0.1:4000, RUNS default 50)
 *
 * It times a full server render of the page (HTML, all loaders) and, with the same token, the
 * service calls that page makes, in the same rounds as its loaders (calls of a round in parallel).
 * Overhead = render - services, at the median. Budget: 8 ms (docs/architecture.md#budgets).
 *  - dashboard: GET /myappointments (appointment list, account status; the frame's hospital and dot are kept);
 *  - doctors: GET /selectDoctor for Physical Visit with the seeded doctors (frame, the doctor list and the
 *    recently booked doctors; the reference data is cached), filtered and sorted.
 */
import { performance } from 'node:perf_hooks'
import { hospitalDay } from '../backend/time.ts'
import { signInToPortal } from './portal-session.ts'

const portal = process.env.PORTAL_URL ?? 'http://localhost:3000'
const services = process.env.SERVICES_URL ?? 'http://127.0.0.1:4000'
const runs = Number(process.env.RUNS ?? 50)
const BUDGET_MS = 8

async function serviceToken(): Promise<string> {
  const form = new FormData()
  form.set('username', 'asha')
  form.set('password', 'Asha@2026')
  const response = await fetch(`${services}/patient-service/login`, { method: 'POST', body: form })
  const token = response.headers.get('authorization')
  if (!response.ok || !token) throw new Error(`could not sign in to the services (status ${response.status})`)
  return token
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

async function time(fn: () => Promise<void>): Promise<number> {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

const cookie = await signInToPortal(portal)
const bearer = await serviceToken()
const today = hospitalDay(new Date())
// the frame's hospital and notification dot come from the shared store once kept (an hour, half a minute;
// ADR 106): no call of the frame's in a warm page's rounds
const pages = {
  dashboard: {
    path: '/myappointments',
    marker: 'My Appointments',
    rounds: [
      [`/appointment-service/appointments?patient-id=1&from-date=${today}`, '/patient-service/patients/1/status'],
    ],
  },
  doctors: {
    path: `/selectDoctor?careServiceId=1&date=${today}&language=English&sort=asc`,
    marker: 'Available Doctors',
    // the reference data (care services, specialities, languages, conditions) and, for a minute, the
    // doctors come from the shared store once warm (ADR 48, 66): one round
    rounds: [
      [
        '/doctor-service/doctors/1/doctor-appointment-list?appointment-type=PHYSICAL_VISIT&latest-per-doctor=true&care-service-id=1',
      ],
    ],
  },
}
const name = (process.argv[2] ?? 'dashboard') as keyof typeof pages
const measured = pages[name]
if (!measured) throw new Error(`unknown page '${name}': one of ${Object.keys(pages).join(', ')}`)

const renderPage = async () => {
  const response = await fetch(`${portal}${measured.path}`, { headers: { Cookie: cookie } })
  const html = await response.text()
  if (response.status !== 200 || !html.includes(measured.marker)) throw new Error(`${name}: ${response.status}`)
}
const callServices = async () => {
  for (const round of measured.rounds) {
    await Promise.all(
      round.map(async (path) => {
        const response = await fetch(`${services}${path}`, { headers: { Authorization: bearer } })
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${path}: ${response.status}`)
      }),
    )
  }
}

// warm up both (JIT, connection pools, SQLite page cache)
for (let i = 0; i < 5; i++) {
  await renderPage()
  await callServices()
}
const render: number[] = []
const direct: number[] = []
for (let i = 0; i < runs; i++) {
  render.push(await time(renderPage))
  direct.push(await time(callServices))
}
const overhead = median(render) - median(direct)
console.log(`${name} render (GET ${measured.path}, ${runs} runs): median ${median(render).toFixed(1)} ms`)
console.log(`its service calls alone:                     median ${median(direct).toFixed(1)} ms`)
console.log(`portal overhead:                             ${overhead.toFixed(1)} ms (budget ${BUDGET_MS} ms)`)
process.exitCode = overhead <= BUDGET_MS ? 0 : 1
