/**
 * Your devices and Account security, by keyboard: asha, signed in here, signs in on another device too (a script,
 * whose browser has no name). Her next page tells her once, as a status, and the notice does not follow her to the
 * next page; its link leads to Your devices, where the row's button says which device it ends, and what was signed
 * out is said once, in the portal's words (ADR 88). Account security is a link away, heard as a new page.
 */
import type { Journey } from '../patient.ts'
import { ASHA, drawnPage, NEVER_ANYWHERE, newPage, SIGNED_IN } from './common.ts'

const NOTICE = /A new sign-in on Unknown browser on an unknown system at [^\n]*Not you\? Sign it out/

export const devices: Journey = {
  name: 'devices',
  ...SIGNED_IN,
  async walk(p) {
    await p.signInElsewhere(ASHA)
    await p.press(
      'the next page (F5)',
      ['F5'],
      newPage('My Appointments', 'My Appointments', {
        once: [{ phrase: NOTICE, because: 'a new sign-in elsewhere is said once, as a status' }],
      }),
    )
    await p.tabTo(/Sign it out and change your password\.? link/, { max: 20 })
    await p.press(
      'the notice link (Enter)',
      ['Return'],
      drawnPage('Your devices', 'Your devices', {
        never: [{ phrase: /A new sign-in on/, because: 'the notice, once seen, stays with the page it came on' }],
      }),
    )
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
    await p.tabTo(/Account security link/, { max: 30 })
    await p.press('Account security (Enter)', ['Return'], drawnPage('Account security'))
  },
}
