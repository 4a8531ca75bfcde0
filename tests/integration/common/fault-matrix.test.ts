import type { LoaderFunction } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardMessages, historyMessages, notificationMessages } from '~/messages/appointments/en'
import { selectDoctorScreen } from '~/messages/booking/en'
import { errorPageMessages, frameMessages } from '~/messages/common/en'
import { signInMessages } from '~/messages/identity/en'
import { loader as frame } from '~/routes/_app'
import { loader as history } from '~/routes/_app.appointmentHistory'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { loader as profile } from '~/routes/_app.newProfile/route'
import { loader as notifications } from '~/routes/_app.notification'
import { loader as doctors } from '~/routes/_app.selectDoctor/route'
import { action as signInAction, loader as signInPage } from '~/routes/signin'
import { resetBreakers } from '~/utils/calls/circuit-breakers.server'
import { resetEnvCache } from '~/utils/env.server'
import { textsOf } from '~/utils/language/texts.server'
import { clearLoggerQueue } from '~/utils/observability/logger-queue.server'
import { getStore } from '~/utils/shared-store/index.server'
import { injectFault, server } from '../../mocks/standin'
import {
  LEAKS,
  MATRIX_FAULTS,
  MATRIX_PAGES,
  MATRIX_SERVICES,
  type MatrixFault,
  type MatrixPage,
  type MatrixService,
} from '../../support/fault-matrix'
import { formErrors } from '../../support/reply'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { inScope } from '../../support/scope'
import { signIn } from '../../support/sign-in'

/**
 * The fault matrix (docs/resilience.md#the-fault-matrix) with msw: every service broken every way, every page read as Remix
 * reads it (the frame's and the page's loaders at once, inside a page budget). Budgets are short
 * here (a call 700 ms, a page 1 s, the pages of a cell read at once) so the whole matrix takes seconds; `npm run faults` runs
 * it through a real proxy with the real budgets.
 */
const profileLoadFailed = textsOf('en', 'profileScreen').loadFailed
const CALL_BUDGET_MS = 700
const PAGE_BUDGET_MS = 1000
// what the loaders may take beyond the page budget (the last call's parsing, the store) on a busy machine
const SLACK_MS = 500

const setup = process.env.SERVICES_TIMEOUT_MS
function callBudget(ms: string | undefined) {
  process.env.SERVICES_TIMEOUT_MS = ms
  resetEnvCache()
}
beforeAll(() => callBudget(String(CALL_BUDGET_MS)))
afterAll(() => callBudget(setup))

/** The stand-in's login hashes a password (about 250 ms): the cookie is made with the setup's budget. */
async function signedIn() {
  callBudget(setup)
  try {
    return await signIn('asha', 'Asha@2026')
  } finally {
    callBudget(String(CALL_BUDGET_MS))
  }
}

type Data = Record<string, unknown>
type Visit = { status: number; ms: number; texts: string[]; leaks: string[] }

/** What of the answers' bodies looks like a stack trace, an internal address or a service's own error text. */
const leaksIn = (...bodies: string[]) => LEAKS.filter((leak) => bodies.some((b) => leak.test(b))).map(String)

const pageLoaders: Record<Exclude<MatrixPage, 'sign-in' | 'sign-in (post)'>, LoaderFunction> = {
  dashboard,
  history,
  'doctor list': doctors,
  profile,
  notifications,
}

/** The failure texts a signed-in page shows for its data, as its components choose them. */
function shownTexts(page: keyof typeof pageLoaders, frameData: Data, data: Data): string[] {
  const texts: string[] = []
  if (frameData.hasNewNotifications === null) texts.push(frameMessages.notificationsUnknown)
  switch (page) {
    case 'dashboard':
      if (data.appointments === null) texts.push(dashboardMessages.loadFailed)
      break
    case 'history':
      if (data.rows === null) texts.push(historyMessages.historyFailed)
      break
    case 'doctor list':
      if (data.recent === null) texts.push(selectDoctorScreen.recentFailed)
      if (data.doctors === null) texts.push(selectDoctorScreen.listFailed)
      if (data.choicesFailed) texts.push(selectDoctorScreen.choicesFailed)
      break
    case 'profile':
      if (data.loadFailed) texts.push(profileLoadFailed)
      else if (Object.values(data.documents as Data).includes(null)) texts.push(errorPageMessages.unexpected)
      break
    case 'notifications':
      if (data.notifications === null) texts.push(notificationMessages.notificationsFailed)
      break
  }
  return texts
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const deadline = Date.now() + PAGE_BUDGET_MS
  const value = await inScope({ requestId: 'fault-matrix', deadline }, fn)
  return { value, ms: Math.round(performance.now() - started) }
}

async function visit(page: MatrixPage, cookie: string): Promise<Visit> {
  const path = MATRIX_PAGES[page]
  if (page === 'sign-in') {
    const { value, ms } = await timed(() => run(signInPage, get(path)))
    return { status: value.status, ms, texts: [], leaks: leaksIn(await value.text()) }
  }
  if (page === 'sign-in (post)') {
    const { value, ms } = await timed(() => run(signInAction, post(path, { username: 'asha', password: 'Asha@2026' })))
    const body = await value.clone().text()
    return {
      status: value.status,
      ms,
      texts: value.status === 400 ? await formErrors(value) : [],
      leaks: leaksIn(body),
    }
  }
  const { value, ms } = await timed(() =>
    Promise.all([run(frame, get(path, cookie)), run(pageLoaders[page], get(path, cookie))]),
  )
  const [frameAnswer, pageAnswer] = value
  const status = Math.max(frameAnswer.status, pageAnswer.status)
  const [frameBody, pageBody] = [await frameAnswer.text(), await pageAnswer.text()]
  const leaks = leaksIn(frameBody, pageBody)
  if (status !== 200) return { status, ms, texts: [], leaks }
  return { status, ms, texts: shownTexts(page, JSON.parse(frameBody) as Data, JSON.parse(pageBody) as Data), leaks }
}

/**
 * What each page shows when a service fails, whatever the fault: the message of docs/rules/ for the part
 * that failed, the rest of the page working. A page not listed for a service shows no failure.
 */
const expected: Record<MatrixService, Partial<Record<MatrixPage, string[]>>> = {
  patient: {
    // docs/rules/identity.md#errors: a 500 of the login has its own text (set per fault below)
    'sign-in (post)': [signInMessages.problem],
    dashboard: [frameMessages.notificationsUnknown],
    history: [frameMessages.notificationsUnknown],
    'doctor list': [frameMessages.notificationsUnknown],
    profile: [frameMessages.notificationsUnknown, profileLoadFailed],
    notifications: [frameMessages.notificationsUnknown, notificationMessages.notificationsFailed],
  },
  appointment: {
    dashboard: [dashboardMessages.loadFailed],
    history: [historyMessages.historyFailed],
  },
  doctor: { 'doctor list': [selectDoctorScreen.recentFailed, selectDoctorScreen.listFailed] },
  hospital: {
    'doctor list': [selectDoctorScreen.recentFailed, selectDoctorScreen.listFailed, selectDoctorScreen.choicesFailed],
  },
  config: { 'doctor list': [selectDoctorScreen.choicesFailed] },
  logger: {},
}

/**
 * The sign-in post calls the patient service only, and the stand-in's login takes longer than these
 * short budgets: it is read with the patient service failing (a 400 with the message) and left out
 * for the others (`npm run faults` reads it against every service).
 */
const pagesFor = (service: MatrixService) =>
  (Object.keys(MATRIX_PAGES) as MatrixPage[]).filter((page) => page !== 'sign-in (post)' || service === 'patient')
const expectedStatus = (page: MatrixPage) => (page === 'sign-in (post)' ? 400 : 200)
const expectedTexts = (service: MatrixService, fault: MatrixFault, page: MatrixPage) =>
  page === 'sign-in (post)' && fault === 'server-error' ? [signInMessages.serverError] : (expected[service][page] ?? [])

describe('the fault matrix', () => {
  it.each(MATRIX_SERVICES)(
    'every page answers within its budget, with the message for the part that failed, whatever the %s service does',
    async (service) => {
      const cookie = await signedIn()
      // healthy first: every page whole (and the stand-in's first requests, which are slower, out of the way)
      for (const page of pagesFor(service).filter((p) => p !== 'sign-in (post)')) {
        expect(await visit(page, cookie), `healthy → ${page}`).toMatchObject({ status: 200, texts: [] })
      }
      for (const fault of Object.keys(MATRIX_FAULTS) as MatrixFault[]) {
        server.resetHandlers()
        resetBreakers()
        clearLoggerQueue()
        // the frame would show the dot's last answer, kept by the healthy visits: the patient cells start without
        // (the others keep it, as a busy machine can make even a healthy dot late)
        if (service === 'patient') await getStore().delete('decoration:notification-dot:1')
        injectFault({ path: `/${service}-service/*`, kind: fault, delayMs: CALL_BUDGET_MS * 2 })
        const pages = pagesFor(service)
        const visits = await Promise.all(pages.map((page) => visit(page, cookie)))
        pages.forEach((page, i) => {
          const cell = `${service} × ${fault} → ${page}`
          const { status, ms, texts, leaks } = visits[i]!
          expect(status, cell).toBe(expectedStatus(page))
          expect(leaks, cell).toEqual([])
          expect(ms, cell).toBeLessThan(PAGE_BUDGET_MS + SLACK_MS)
          expect({ cell, texts }).toEqual({ cell, texts: expectedTexts(service, fault, page) })
        })
      }
    },
    // six faults, two of them waiting out the budgets
    20_000,
  )

  it('answers within the page budget when two services fail at once (the doctor list: hospital, then doctor)', async () => {
    const cookie = await signedIn()
    // the hospital answers just inside its own budget, then the doctor service hangs: the page budget ends it
    injectFault({ path: '/hospital-service/*', kind: 'slow', delayMs: CALL_BUDGET_MS - 100 })
    injectFault({ path: '/doctor-service/*', kind: 'timeout' })
    const { status, ms, texts } = await visit('doctor list', cookie)
    expect(status).toBe(200)
    expect(ms).toBeLessThan(PAGE_BUDGET_MS + SLACK_MS)
    expect(texts).toContain(selectDoctorScreen.listFailed)
  })
})
