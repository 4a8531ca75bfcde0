/**
 * One journey in Hindi: the sign-in page's हिन्दी switch, signing in, the dashboard. The portal marks the page's
 * language, so Orca asks for Hindi to read its Devanagari text (the run gives this journey's Orca espeak-ng's
 * Hindi voice, as a Hindi-speaking patient would choose), and Hindi words keep their spaces. A page load reads
 * the page's title, which Orca reads as the document's name, with no language of its own: the fields and
 * links are where the language is checked.
 */
import type { Journey } from '../patient.ts'
import { ASHA, NEVER_ANYWHERE, newPage } from './common.ts'

const DEVANAGARI = /[\u0900-\u097F]/
/** Orca asks for Hindi to read the portal's Devanagari text: the portal marks its language */
const HINDI = { script: DEVANAGARI, language: 'hi' }
const NO_LOST_SPACE = { phrase: /संदेशDr/, because: 'a hidden span lost its leading space' }

export const hindi: Journey = {
  name: 'hindi',
  start: '/signin',
  voice: 'hi',
  async walk(p) {
    await p.opens('the sign-in page', newPage('Sign in'))
    await p.tabTo('हिन्दी push button', { max: 6, expected: { language: HINDI } })
    await p.press('हिन्दी (Enter)', ['Return'], {
      title: DEVANAGARI,
      hear: [DEVANAGARI],
      never: NEVER_ANYWHERE,
    })
    await p.tabTo(/entry required/, { max: 8, expected: { language: HINDI } })
    await p.type('type the username', ASHA.username)
    await p.tabTo(/password text/, { max: 3, expected: { language: HINDI } })
    await p.type('type the password', ASHA.password)
    await p.press('LOGIN (Enter)', ['Return'], {
      url: '/myappointments',
      hear: [DEVANAGARI],
      never: [...NEVER_ANYWHERE, NO_LOST_SPACE],
    })
    await p.tabTo(/संदेश ?Dr\.? Alex Fernandes/, { max: 40, expected: { language: HINDI, never: [NO_LOST_SPACE] } })
  },
}
