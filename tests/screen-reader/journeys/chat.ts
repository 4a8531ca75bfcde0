/**
 * The chat of appointment 2 (Dr. Alex Fernandes, tomorrow; backend/seed): the patient sends a message by
 * keyboard and hears it was sent, once; the doctor answers (the stand-in's dev control plays the doctor) and
 * the patient hears it arrive without doing anything.
 */
import type { Journey } from '../patient.ts'
import { NEVER_ANYWHERE, newPage, openDashboard, RUN_TOGETHER, SIGNED_IN } from './common.ts'

export const chat: Journey = {
  name: 'chat',
  ...SIGNED_IN,
  async walk(p) {
    await openDashboard(p)
    await p.tabTo(/Message ?with Dr\.? Alex Fernandes/, { max: 40, expected: { never: RUN_TOGETHER } })
    await p.press(
      'Message with Dr. Alex Fernandes (Enter)',
      ['Return'],
      newPage('Appointment Details', /Chat with Dr\.? Alex Fernandes/),
    )
    await p.tabTo(/^Message (entry|multi-line|edit)/m, { max: 40 })
    await p.type('type a message', 'Should I come fasting?')
    await p.press('send it (Enter)', ['Return'], {
      once: [{ phrase: 'Your message was sent: Should I come fasting?', because: 'a sent message is announced once' }],
      never: NEVER_ANYWHERE,
    })
    await p.step(
      'the doctor answers',
      () => p.standIn('/dev/appointments/2/doctor-message', { content: 'Yes, no food after midnight.' }),
      {
        once: [{ phrase: 'New message from Dr. Alex Fernandes', because: "the doctor's message is announced once" }],
        hear: [{ phrase: 'Yes, no food after midnight', because: 'with what the doctor wrote' }],
        never: NEVER_ANYWHERE,
      },
      // no key pressed: silence here is the portal's, not Orca's
      { keys: false },
    )
  },
}
