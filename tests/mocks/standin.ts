/**
 * The stand-in hospital services mounted in-process behind msw (ADR 2, docs/testing.md).
 *
 * Every request under SERVICES_URL is handed to `createServicesApp({ db }).fetch(request)`
 * with an in-memory SQLite database, so integration tests call loaders and actions with
 * real Requests and the portal's service clients really go over (intercepted) fetch.
 *
 * `injectFault` prepends a handler that breaks one path in one way (timeout, 5xx,
 * malformed JSON, refused connection). Faults last until `server.resetHandlers()`,
 * which tests/setup/integration.ts calls after every test, together with
 * `standIn.reset()` (a fresh database for the next test, created on first use: about 12 ms).
 */
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw'
import { setupServer } from 'msw/node'
import { resetEnvCache } from '~/utils/env.server'
import { createServicesApp, openDatabase } from '../../backend/index.ts'
import { outbox } from '../support/outbox.ts'

export const SERVICES_URL = 'http://services.test'

type Database = ReturnType<typeof openDatabase>
type ServicesAppOptions = Parameters<typeof createServicesApp>[0]
/** Options for the next stand-in instance (everything but the database). */
export type StandInOptions = Omit<ServicesAppOptions, 'db'>

type ServicesApp = ReturnType<typeof createServicesApp>

interface Instance {
  db: Database
  app: ServicesApp
}

let current: Instance | undefined
let nextOptions: StandInOptions = {}

/** The stand-in instance, created on first use after a reset (tests that never call a service pay nothing). */
function instance(): Instance {
  if (!current) {
    // the seed is made relative to the same clock the services use
    const db = openDatabase(':memory:', nextOptions.now ? { now: nextOptions.now } : {})
    const app = createServicesApp({ ...nextOptions, db })
    current = { db, app }
  }
  return current
}

/**
 * Databases dropped by a reset are not closed: a request of the previous test may still be
 * running in the stand-in (the portal gave up on it, say), and it must not crash on a closed
 * connection in the next test. They are in memory and go with the garbage collector.
 */
function dropCurrent() {
  current = undefined
}

const forwardToStandIn: HttpResponseResolver = async ({ request }) => {
  return instance().app.fetch(request)
}

export const server = setupServer(http.all(`${SERVICES_URL}/*`, forwardToStandIn))

export const standIn = {
  server,
  url: SERVICES_URL,
  /** The current stand-in database (created if needed), for arranging or inspecting data. */
  db(): Database {
    return instance().db
  },
  /** The current Hono app, e.g. to call a dev route directly. */
  app(): ServicesApp {
    return instance().app
  },
  /** What the current stand-in "sent" (GET /dev/outbox): `await standIn.outbox.last({ to })`. */
  outbox: outbox(async (path) => instance().app.request(path)),
  /**
   * Drop the database; the next request gets a fresh seeded in-memory one.
   * `options` (e.g. `{ now: () => fixedDate }`) apply to the next instance and stay until the next reset.
   */
  reset(options: StandInOptions = {}): void {
    dropCurrent()
    nextOptions = options
    releaseHangingRequests()
  },
  /**
   * Create the instance now. The first one in a test file costs more than the later ones (the
   * seed's first run in the process); the setup does it in beforeAll so no test's service call
   * runs into the portal's short test timeout because of it.
   */
  warmUp(): void {
    instance()
  },
  /** End of the file: close the current database. */
  close(): void {
    const db = current?.db
    dropCurrent()
    releaseHangingRequests()
    if (db?.open) db.close()
  },
}

// ---------------------------------------------------------------- faults

/**
 * timeout: no answer at all; slow: the stand-in's answer after `delayMs`; server-error: a 500 in the
 * services' JSON shape; html-503: a proxy's 503 HTML page; malformed-json and truncated-json: a 200 whose
 * body is no JSON; refused: the connection fails (refused or reset).
 */
export type FaultKind =
  'timeout' | 'slow' | 'server-error' | 'html-503' | 'malformed-json' | 'truncated-json' | 'refused'
export type FaultMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all'

export interface Fault {
  /** HTTP method to break; default: every method. Case-insensitive. */
  method?: FaultMethod | Uppercase<FaultMethod>
  /** A pathname pattern in msw syntax, e.g. '/patient-service/login' or '/patient-service/patients/:id/status'. */
  path: string
  kind: FaultKind
  /** Only break the first `times` matching requests (default: all until reset). */
  times?: number
  /** For 'slow': how long the answer is held (default 3000 ms). */
  delayMs?: number
}

export const SERVER_ERROR_BODY = {
  status: 500,
  error: 'Internal Server Error',
  errorMessage: 'Internal Server Error',
} as const

export const MALFORMED_JSON_BODY = '{"status": 200, "data": [ this is not json'
export const TRUNCATED_JSON_BODY = '[{"id": 1, "title": "Physical Vis'
export const HTML_503_BODY = '<html><body><h1>503 Service Temporarily Unavailable</h1><hr>nginx</body></html>'

/** Requests held by 'timeout' faults; released (as network errors) on reset so nothing dangles. */
const hanging = new Set<() => void>()

function releaseHangingRequests() {
  for (const release of hanging) release()
  hanging.clear()
}

/**
 * Never answer: wait until the client gives up (its AbortSignal fires) or the test ends.
 * No timer is involved, so a hung request can't keep the process alive.
 */
function hangUntilAborted(request: Request): Promise<Response> {
  return new Promise<Response>((resolve) => {
    const release = () => {
      hanging.delete(release)
      request.signal.removeEventListener('abort', release)
      resolve(HttpResponse.error())
    }
    hanging.add(release)
    request.signal.addEventListener('abort', release, { once: true })
  })
}

async function slowAnswer(request: Request, delayMs: number): Promise<Response> {
  await delay(delayMs)
  return instance().app.fetch(request)
}

/**
 * The portal's call budgets while a test makes a service hang. The setup's budgets are long, so that a
 * login (scrypt) on a loaded machine is never cut short; a hanging service shortens them, so the
 * portal gives up on it quickly. A budget already shorter (the fault matrix's own) is kept.
 */
const HANGING_BUDGET_MS = 1000
const BUDGETS = ['SERVICES_TIMEOUT_MS', 'SERVICES_UPLOAD_TIMEOUT_MS'] as const
let budgetsBeforeHang: Partial<Record<(typeof BUDGETS)[number], string | undefined>> | undefined

function shortenBudgetsForHang() {
  budgetsBeforeHang ??= Object.fromEntries(BUDGETS.map((name) => [name, process.env[name]]))
  for (const name of BUDGETS) {
    if (Number(process.env[name]) > HANGING_BUDGET_MS) process.env[name] = String(HANGING_BUDGET_MS)
  }
  resetEnvCache()
}

/** Gives back the budgets a hanging service shortened; the setup calls it after each test. */
export function restoreBudgets() {
  if (!budgetsBeforeHang) return
  for (const name of BUDGETS) process.env[name] = budgetsBeforeHang[name]
  budgetsBeforeHang = undefined
  resetEnvCache()
}

function faultResponse(kind: FaultKind, request: Request, delayMs: number): Response | Promise<Response> {
  switch (kind) {
    case 'timeout':
      return hangUntilAborted(request)
    case 'slow':
      return slowAnswer(request, delayMs)
    case 'html-503':
      return new HttpResponse(HTML_503_BODY, { status: 503, headers: { 'content-type': 'text/html' } })
    case 'truncated-json':
      return new HttpResponse(TRUNCATED_JSON_BODY, { status: 200, headers: { 'content-type': 'application/json' } })
    case 'server-error':
      return HttpResponse.json(SERVER_ERROR_BODY, { status: 500 })
    case 'malformed-json':
      return new HttpResponse(MALFORMED_JSON_BODY, {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    case 'refused':
      return HttpResponse.error()
  }
}

/**
 * Break one path of the stand-in until the next `server.resetHandlers()` (after each test).
 *
 *   injectFault({ method: 'post', path: '/patient-service/login', kind: 'timeout' })
 */
export function injectFault({ method = 'all', path, kind, times, delayMs = 3000 }: Fault): void {
  if (!path.startsWith('/')) throw new Error(`injectFault: path must start with '/', got '${path}'`)
  const verb = method.toLowerCase() as FaultMethod
  const url = `${SERVICES_URL}${path}`
  if (times !== undefined && (!Number.isInteger(times) || times < 1)) {
    throw new Error(`injectFault: times must be a positive integer, got ${times}`)
  }
  let remaining = times ?? Infinity
  if (kind === 'timeout') shortenBudgetsForHang()
  server.use(
    http[verb](url, ({ request }) => {
      if (remaining <= 0) return undefined // fall through to the stand-in
      remaining -= 1
      return faultResponse(kind, request, delayMs)
    }),
  )
}

// ---------------------------------------------------------------- services without the extras

/**
 * Make one GET path answer as a service that knows none of the given query parameters (the ones the
 * stand-in takes beyond the services' contract, ADR 65): they are dropped before the stand-in sees the request, and every
 * request's own query is kept in `seen` for the test to check what the portal asked.
 */
export function ignoreQueryParameters(path: string, names: string[]): { seen: URLSearchParams[] } {
  const seen: URLSearchParams[] = []
  server.use(
    http.get(`${SERVICES_URL}${path}`, ({ request }) => {
      const url = new URL(request.url)
      seen.push(new URLSearchParams(url.search))
      for (const name of names) url.searchParams.delete(name)
      return instance().app.fetch(new Request(url, { headers: request.headers, signal: request.signal }))
    }),
  )
  return { seen }
}
