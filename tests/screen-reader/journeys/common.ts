/**
 * Steps several journeys share, and what must never be heard anywhere: the browser's own validation words
 * (the portal's messages name their field, in the page's language) and a script's error.
 */
import { hospitalDay } from '../../e2e/support/hospital-day.ts'
import type { Because, Phrase } from '../expectations.ts'
import type { Expect, Patient } from '../patient.ts'

/** The demo patient (README, demo accounts). */
export const ASHA = { username: 'asha', password: 'Asha@2026' }

export const NEVER_ANYWHERE: Because[] = [
  { phrase: /Please (fill|lengthen|match|enter)/, because: "the browser's own message, not the portal's" },
  { phrase: /undefined|\[object Object\]|NaN/, because: 'a template left empty' },
]

/**
 * A step that leads to a new page: waits for its title, and expects the page announced (its title or main
 * heading), as a full page load is; nothing of the browser's own or a template left empty.
 */
export function newPage(title: Phrase, heard: Phrase = title, more: Expect = {}): Expect & { title: Phrase } {
  return {
    title,
    ...more,
    hear: [{ phrase: heard, because: 'a new page is announced by its title or heading' }, ...(more.hear ?? [])],
    never: [...NEVER_ANYWHERE, ...(more.never ?? [])],
  }
}

/** A journey not about signing in starts signed in as asha, on My Appointments (Journey.signedInAs). */
export const SIGNED_IN = { signedInAs: ASHA, start: '/myappointments' } as const

/** A journey started signed in: My Appointments is announced as it loads. */
export function openDashboard(patient: Patient) {
  return patient.opens('My Appointments', newPage('My Appointments'))
}

/** The journeys' start: the sign-in page is announced, then asha (or `who`) signs in (below). */
export async function openAndSignIn(patient: Patient, who = ASHA) {
  await patient.opens('the sign-in page', newPage('Sign in'))
  return signIn(patient, who)
}

/** On the sign-in page: Tab to each field, type, LOGIN; lands on My Appointments (or the page `landing` names). */
export async function signIn(patient: Patient, { username, password } = ASHA, landing = newPage('My Appointments')) {
  await patient.tabTo('Username entry')
  await patient.type('type the username', username)
  await patient.tabTo(/Password password text/)
  await patient.type('type the password', password)
  return patient.press('LOGIN (Enter)', ['Return'], landing)
}

/**
 * A day `ahead` of the hospital's today (1: tomorrow) as typed into a date field whose Month part has focus, a part
 * after the other as Chromium's date field takes them (month, day, year in this English desktop).
 */
export function dayTyped(ahead = 1) {
  const [year, month, day] = hospitalDay(ahead).split('-')
  return { typed: `${month}${day}${year}`, day: hospitalDay(ahead) }
}

/**
 * A page drawn without a load (a client-side navigation): its heading takes the focus and is read once (ADR 80),
 * as well as what `newPage` expects.
 */
export function drawnPage(title: Phrase, heard: Phrase = title, more: Expect = {}): Expect & { title: Phrase } {
  return newPage(title, heard, {
    ...more,
    once: [{ phrase: /heading level 1/, because: 'the new page is announced once' }, ...(more.once ?? [])],
  })
}

/** Words a visually hidden span glued to the word before it, or a subtitle with no separator. */
export const RUN_TOGETHER: Because[] = [
  {
    phrase: /\b(Join Call|Message|Add to calendar|View|Delete)with\b/,
    because: 'a hidden span lost its leading space',
  },
  { phrase: /Select Doctor(Online|Physical)/, because: 'a subtitle with no separator' },
  { phrase: /Select slot[A-Z]/, because: 'a subtitle with no separator' },
]
