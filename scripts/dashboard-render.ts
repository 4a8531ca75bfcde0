/**
 * design.md section 8: the portal's overhead on the dashboard, measured against the stand-in.
 * Runs against a portal that is already serving (`npm start`, which starts the stand-in with
 * the seeded history) as the demo patient asha:
 *
 *   npm start &   then   node --import tsx scripts/dashboard-render.ts
 *   (PORTAL_URL default http://localhost:3000, SERVICES_URL default http://127.0.0.1:4000, RUNS default 50)
 *
 * It times a full server render of GET /myappointments (HTML, all loaders) and, with the same
 * token, the service calls that page makes (appointment list, account status, hospital info,
 * notification flag, in parallel as the loaders do). Overhead = render - services, at the median.
 * Budget: under 20 ms.
 */
import { performance } from 'node:perf_hooks'

const portal = process.env.PORTAL_URL ?? 'http://localhost:3000'
const services = process.env.SERVICES_URL ?? 'http://127.0.0.1:4000'
const runs = Number(process.env.RUNS ?? 50)
const BUDGET_MS = 20

async function portalCookie(): Promise<string> {
  const response = await fetch(`${portal}/signin`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'asha', password: 'Asha@2026' }),
    redirect: 'manual',
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (response.status !== 302 || !cookie) throw new Error(`could not sign in to the portal (status ${response.status})`)
  return cookie
}

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

const cookie = await portalCookie()
const bearer = await serviceToken()
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
const servicePaths = [
  `/appointment-service/appointments?patient-id=1&from-date=${today}`,
  '/patient-service/patients/1/status',
  '/hospital-service/hospitals/info/1',
  '/patient-service/patients/1/notification-flag?pageSize=1',
]

const renderPage = async () => {
  const response = await fetch(`${portal}/myappointments`, { headers: { Cookie: cookie } })
  const html = await response.text()
  if (response.status !== 200 || !html.includes('My Appointments')) throw new Error(`dashboard: ${response.status}`)
}
const callServices = async () => {
  await Promise.all(
    servicePaths.map(async (path) => {
      const response = await fetch(`${services}${path}`, { headers: { Authorization: bearer } })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${path}: ${response.status}`)
    }),
  )
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
console.log(`dashboard render (GET /myappointments, ${runs} runs): median ${median(render).toFixed(1)} ms`)
console.log(`its service calls alone:                     median ${median(direct).toFixed(1)} ms`)
console.log(`portal overhead:                             ${overhead.toFixed(1)} ms (budget ${BUDGET_MS} ms)`)
process.exitCode = overhead < BUDGET_MS ? 0 : 1
