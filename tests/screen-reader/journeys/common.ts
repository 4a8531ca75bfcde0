/**
 * Steps several journeys share, and what must never be heard anywhere: the browser's own validation words
 * (the portal's messages name their field, in the page's language) and a script's error.
 */
import type { Because } from '../expectations.ts'
import type { Patient } from '../patient.ts'

/** The demo patient (README, demo accounts). */
export const ASHA = { username: 'asha', password: 'Asha@2026' }

export const NEVER_ANYWHERE: Because[] = [
  { phrase: /Please (fill|lengthen|match|enter)/, because: "the browser's own message, not the portal's" },
  { phrase: /undefined|\[object Object\]|NaN/, because: 'a template left empty' },
]

/** On the sign-in page: Tab to each field, type, LOGIN; lands on My Appointments. */
export async function signIn(patient: Patient, { username, password } = ASHA) {
  await patient.tabTo('Username entry')
  await patient.type('type the username', username)
  await patient.tabTo(/Password password text/)
  await patient.type('type the password', password)
  return patient.press('LOGIN (Enter)', ['Return'], {
    title: 'My Appointments',
    hear: [{ phrase: 'My Appointments', because: 'the new page is announced by its title' }],
    never: NEVER_ANYWHERE,
  })
}
