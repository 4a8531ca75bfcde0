/**
 * One journey in Hindi: the sign-in page's हिन्दी switch, signing in, the dashboard. Orca reads the Hindi
 * text with its Hindi voice (the portal marks the page's language), and Hindi words keep their spaces.
 */
import type { Journey } from '../patient.ts'
import { ASHA, NEVER_ANYWHERE, newPage } from './common.ts'

const DEVANAGARI = /[\u0900-\u097F]/
const HINDI_VOICE = { script: DEVANAGARI, language: 'hi' }

export const hindi: Journey = {
  name: 'hindi',
  start: '/signin',
  async walk(p) {
    await p.opens('the sign-in page', newPage('Sign in'))
    await p.tabTo('हिन्दी push button', { max: 6 })
    await p.press('हिन्दी (Enter)', ['Return'], {
      title: DEVANAGARI,
      hear: [DEVANAGARI],
      voice: HINDI_VOICE,
      never: NEVER_ANYWHERE,
    })
    await p.tabTo(/entry required/, { max: 8 })
    await p.type('type the username', ASHA.username)
    await p.tabTo(/password text/, { max: 3 })
    await p.type('type the password', ASHA.password)
    await p.press('LOGIN (Enter)', ['Return'], {
      url: '/myappointments',
      hear: [DEVANAGARI],
      voice: HINDI_VOICE,
      never: [...NEVER_ANYWHERE, { phrase: /संदेशDr/, because: 'a hidden span lost its leading space' }],
    })
    await p.tabTo(/संदेश ?Dr\.? Alex Fernandes/, {
      max: 40,
      expected: { voice: HINDI_VOICE, never: [{ phrase: /संदेशDr/, because: 'a hidden span lost its leading space' }] },
    })
  },
}
