/**
 * Your devices, by keyboard: asha is signed in on another device too (a script, whose browser has no name), finds
 * the screen from her profile, and signs that device out. The screen is announced; the row's button says which
 * device it ends, and what was signed out is said once, in the portal's words (ADR 88).
 */
import type { Journey } from '../patient.ts'
import { ASHA, NEVER_ANYWHERE, newPage, openAndSignIn } from './common.ts'

export const devices: Journey = {
  name: 'devices',
  start: '/signin',
  async walk(p) {
    await p.signInElsewhere(ASHA)
    await openAndSignIn(p)
    await p.tabTo('Profile link')
    await p.press('Profile (Enter)', ['Return'], newPage('Profile'))
    await p.tabTo(/Your devices link/, { max: 60 })
    await p.press('Your devices (Enter)', ['Return'], newPage('Your devices'))
    await p.tabTo(/Sign out Unknown browser on an unknown system/, { max: 20 })
    await p.press('sign that device out (Enter)', ['Return'], {
      once: [
        {
          phrase: 'Signed out Unknown browser on an unknown system.',
          because: 'what was signed out is said once, in the portal words',
        },
      ],
      never: NEVER_ANYWHERE,
    })
  },
}
