/**
 * Signed in without the form (Playwright's "authentication state", done the portal's way): the
 * services' token from the stand-in's real login API, the session written into the portal's shared
 * store by the portal's own sign-in code, and its cookie, signed as the portal signs it, in the
 * browser. Nothing in the portal is bypassed: the next page reads that session as any other. The form
 * stays the way in for the tests about signing in.
 */
import { test, type Page } from '@playwright/test'
import { passwordAccepted } from '~/areas/identity/password-accepted.server'
import { readClaims } from '~/domain/identity/claims'
import { landingFor } from '~/domain/identity/guard'
import { login } from '~/services/patient/account.server'
import { loadEnv, setEnv } from '~/utils/env.server'
import { closeStore } from '~/utils/shared-store/index.server'
import { PATIENT_ACCOUNTS } from '../../../backend/seed/patients.ts'
import { E2E_SESSION_SECRET, PORTAL_URL, STANDIN_URL } from '../ports.ts'

/** Where a portal keeps its sessions: SQLite in its data folder, or the cluster's Redis. */
export type SessionStore = { dataDir: string } | { redisUrl: string }

/** A running portal as signInAs needs it: its address, its stand-in and its shared store. */
export type Portal = { url: string; standIn: string; store: SessionStore }

/** The portal of the running test's project (playwright.config.ts puts its stand-in and store in the metadata). */
export function projectPortal(): Portal {
  const { metadata, use } = test.info().project
  const store: SessionStore =
    typeof metadata?.redisURL === 'string'
      ? { redisUrl: metadata.redisURL }
      : { dataDir: String(metadata?.portalDataDir) }
  return {
    url: typeof use.baseURL === 'string' ? use.baseURL : PORTAL_URL,
    standIn: typeof metadata?.standInURL === 'string' ? metadata.standInURL : STANDIN_URL,
    store,
  }
}

type SeededUser = keyof typeof PATIENT_ACCOUNTS

/**
 * Signs `username` in on the page's browser context as the sign-in form would, and returns the page
 * the portal lands a patient on (the dashboard, or consent, or a password to change). A patient with
 * the second step on is refused: that journey goes through the form.
 */
export async function signInAs(
  page: Page,
  username: SeededUser | string,
  { password, portal = projectPortal() }: { password?: string; portal?: Portal } = {},
): Promise<string> {
  const secret = password ?? PATIENT_ACCOUNTS[username as SeededUser]?.password
  if (!secret) throw new Error(`signInAs(${username}): not a seeded patient, so give its password`)
  await useSettingsOf(portal)
  const token = await login({ username, password: secret }, undefined)
  const claims = readClaims(token)
  if (!claims) throw new Error(`signInAs(${username}): the services' token carries no patient`)
  // the browser's own words (the devices screen shows them), from this machine's address
  const request = new Request(portal.url, { headers: { 'User-Agent': await userAgentOf(page) } })
  const { cookie, to } = await passwordAccepted(request, token, {
    patientId: claims.patientId,
    username,
    clientAddress: '127.0.0.1',
  })
  if (to !== landingFor(claims)) {
    throw new Error(`signInAs(${username}): the portal asks for ${to} after the password; sign in through the form`)
  }
  await page.context().addCookies([browserCookie(cookie, portal.url)])
  return to
}

/** The user agent the page's browser sends (asked of the browser: the page may run no scripts). */
async function userAgentOf(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  try {
    return ((await cdp.send('Browser.getVersion')) as { userAgent: string }).userAgent
  } finally {
    await cdp.detach()
  }
}

/** The Set-Cookie value the portal's sign-in answers with, as a cookie of the browser context. */
export function browserCookie(setCookie: string, url: string) {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim())
  const at = pair.indexOf('=')
  const flag = (name: string) => attributes.some((a) => a.toLowerCase() === name)
  const secure = flag('secure')
  return {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    // DevTools takes a Secure cookie only for an https address; Chromium sends it to http://localhost
    // and 127.0.0.1 as well (they count as secure), as it keeps the one a sign-in through the form sets
    url: secure ? url.replace(/^http:/, 'https:') : url,
    httpOnly: flag('httponly'),
    secure,
    sameSite: 'Lax' as const,
  }
}

let settingsFor: string | undefined

/**
 * The portal's code in this process runs with the e2e portals' settings (their secret, production's
 * cookie names), the given stand-in and store; a different portal closes the store of the last.
 */
export async function useSettingsOf(portal: Portal) {
  const key = JSON.stringify([portal.standIn, portal.store])
  if (settingsFor === key) return
  if (settingsFor !== undefined) await closeStore()
  setEnv(
    loadEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: E2E_SESSION_SECRET,
      SERVICES_URL: portal.standIn,
      SERVICES_LAYOUT: 'paths',
      PUBLIC_URL: portal.url,
      // the audit lines of these sign-ins are the test's, not the portal's log
      LOG_LEVEL: 'error',
      ...('redisUrl' in portal.store
        ? { REDIS_URL: portal.store.redisUrl }
        : { PORTAL_DATA_DIR: portal.store.dataDir }),
    }),
  )
  settingsFor = key
}
