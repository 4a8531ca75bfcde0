/** Helpers for the stand-in's contract tests (not a test file itself). */
import { decode } from 'hono/jwt'
import { createServicesApp } from './app.ts'
import { openDatabase } from './db/open.ts'
import { PATIENT_ACCOUNTS } from './seed/index.ts'

/** 11:30 in the hospital on Tuesday 10 March 2026; tests move `clock.now` when time matters. */
export const NOW = new Date('2026-03-10T06:00:00.000Z')

export type Username = keyof typeof PATIENT_ACCOUNTS

export function makeStandIn(start: Date = NOW, opts: { tokenTtlSeconds?: number; devRoutes?: boolean } = {}) {
  const clock = { now: start }
  const now = () => clock.now
  const db = openDatabase(':memory:', { now })
  const app = createServicesApp({ db, now, ...opts })

  const login = (username: string, password: string) => {
    const form = new FormData()
    form.set('username', username)
    form.set('password', password)
    return app.request('/patient-service/login', { method: 'POST', body: form })
  }

  /** Sign in as a seeded patient and return the bearer header value. */
  const bearerFor = async (username: Username) => {
    const res = await login(username, PATIENT_ACCOUNTS[username].password)
    const header = res.headers.get('Authorization')
    if (res.status !== 200 || !header) throw new Error(`login as ${username} failed: ${res.status}`)
    return header
  }

  const get = async (path: string, as: Username) =>
    app.request(path, { headers: { Authorization: await bearerFor(as) } })

  /**
   * An active grant from `patient` to `helper` with these scopes, made in the store (the
   * invitation's steps have tests of their own), and the helper's delegated bearer for it.
   */
  const delegatedBearer = async (
    scopes: readonly string[],
    {
      patient = 'asha',
      helper = 'kiran',
      lastDay = '2026-06-30',
    }: { patient?: Username; helper?: Username; lastDay?: string } = {},
  ) => {
    const created = db
      .prepare(
        `INSERT INTO helper_grants (patient_id, helper_id, helper_name, contact_channel, contact, relationship, scopes,
           state, last_day, term_days, created_at, started_at)
         VALUES (?, ?, 'Kiran', 'SMS', '9876500005', 'son', ?, 'active', ?, 90, ?, ?)`,
      )
      .run(
        PATIENT_ACCOUNTS[patient].id,
        PATIENT_ACCOUNTS[helper].id,
        scopes.join(' '),
        lastDay,
        clock.now.toISOString(),
        clock.now.toISOString(),
      )
    const grantId = Number(created.lastInsertRowid)
    const res = await app.request(`/patient-service/patients/${PATIENT_ACCOUNTS[helper].id}/helping/${grantId}/token`, {
      method: 'POST',
      headers: { Authorization: await bearerFor(helper) },
    })
    if (res.status !== 200) throw new Error(`no delegated token: ${res.status} ${await res.text()}`)
    const { token } = (await res.json()) as { token: string }
    return { grantId, bearer: `Bearer ${token}` }
  }

  return { app, db, clock, login, bearerFor, get, delegatedBearer }
}

export function claimsOf(bearer: string) {
  return decode(bearer.replace(/^Bearer /, '')).payload
}
