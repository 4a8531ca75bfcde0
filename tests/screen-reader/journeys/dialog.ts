/**
 * A dialog with its own address, by keyboard: the Reschedule dialog of Dr. Alex Fernandes's appointment (tomorrow,
 * backend/seed), opened from the card's More menu, is named as it opens; its Cancel link closes it back to the
 * dashboard with a word, once, and the focus back on what opened it (ADR 80).
 */
import type { Journey } from '../patient.ts'
import { NEVER_ANYWHERE, openDashboard, SIGNED_IN } from './common.ts'

export const dialog: Journey = {
  name: 'dialog',
  ...SIGNED_IN,
  async walk(p) {
    await openDashboard(p)
    await p.tabTo(/More actions for the appointment[^\n]*Alex Fernandes/, { max: 45 })
    await p.press('open the More menu (Enter)', ['Return'], { hear: ['expanded'] })
    await p.tabTo(/Reschedule the appointment[^\n]*Alex Fernandes/, { max: 3 })
    await p.press('Reschedule (Enter)', ['Return'], {
      url: '/reschedule',
      once: [{ phrase: /Reschedule appointment[^\n]*dialog/, because: 'a dialog is named as it opens, once' }],
      never: NEVER_ANYWHERE,
    })
    await p.tabTo(/^Cancel (visited )?link/m, { max: 20 })
    await p.press('Cancel (Enter)', ['Return'], {
      url: /\/myappointments$/,
      once: [{ phrase: 'Reschedule appointment closed', because: 'closing a dialog says a word, once' }],
      hear: [{ phrase: /Reschedule the appointment[^\n]*Alex Fernandes/, because: 'the focus is back on the opener' }],
      never: NEVER_ANYWHERE,
    })
  },
}
