/**
 * Helping someone, by keyboard: asha helps her daughter tara (the seed's grant for a child). She
 * chooses tara on Switch account; on the page that loads, the first region after the skip link
 * says once whom she is helping. Switch back loads her own appointments, which say nothing of it.
 */
import type { Journey } from '../patient.ts'
import { newPage, SIGNED_IN } from './common.ts'

export const helping: Journey = {
  name: 'helping',
  ...SIGNED_IN,
  start: '/switch',
  async walk(p) {
    await p.opens('Switch account', newPage('Switch account'))
    await p.tabTo(/Use as Tara V\./, { max: 40 })
    await p.press('use the portal for tara (Enter)', ['Return'], newPage('My Appointments'))
    await p.tabTo(/Switch back/, {
      max: 5,
      expected: {
        once: [
          {
            phrase: 'You are helping Tara V.',
            because: 'the first region after the skip link says once whom she helps',
          },
        ],
      },
    })
    await p.press(
      'switch back (Enter)',
      ['Return'],
      newPage('My Appointments', 'My Appointments', {
        never: [{ phrase: 'You are helping', because: "asha's own pages help no one" }],
      }),
    )
  },
}
