/**
 * Booking an online consultation by keyboard: care service, doctor, slot, confirmation, SUBMIT, success.
 * Each page that replaces the last is announced (its title or heading), words do not run together, and the
 * success page says what was booked: the doctor, the date, the time and the kind of visit.
 * Dr Imran Qureshi takes online consultations all day (backend/seed); the doctors are tomorrow's, the slots the
 * day after's (a day typed changes nothing while the patient is in the field; Show doctors and Show slots update
 * the page in place, announced once).
 */
import type { Journey } from '../patient.ts'
import { dayTyped, drawnPage, openDashboard, RUN_TOGETHER, SIGNED_IN } from './common.ts'

export const booking: Journey = {
  name: 'booking',
  ...SIGNED_IN,
  async walk(p) {
    await openDashboard(p)
    await p.tabTo('Book Appointment link')
    await p.press('Book Appointment (Enter)', ['Return'], drawnPage('Select Care'))
    await p.tabTo('Online Consultation link')
    await p.press(
      'Online Consultation (Enter)',
      ['Return'],
      drawnPage('Select Doctor', 'Select Doctor', { never: RUN_TOGETHER }),
    )

    const tomorrow = dayTyped(1)
    await p.tabTo('Appointment date Month')
    await p.type('type tomorrow into the date', tomorrow.typed)
    await p.tabTo('Show doctors push button', { max: 2 })
    await p.press('Show doctors (Enter)', ['Return'], {
      url: `date=${tomorrow.day}`,
      once: [{ phrase: /\d+ doctors? found/, because: 'an update the patient asked for is announced, once' }],
      never: [{ phrase: /heading level 1/, because: 'an update of the page is not a new page' }],
    })
    // the list is redrawn for the new day, the focus kept on the button: Tab on from there
    await p.tabTo(/Book Appointment with Dr\.? Imran Qureshi/, { max: 70 })
    await p.press(
      'Book Appointment with Dr Imran Qureshi (Enter)',
      ['Return'],
      drawnPage('Select slot', 'Select slot', { never: RUN_TOGETHER }),
    )
    // the slots of the day after: Show slots updates the page, which says what it brought, once
    const dayAfter = dayTyped(2)
    await p.tabTo('Appointment date Month', { max: 5 })
    await p.type('type the day after tomorrow into the date', dayAfter.typed)
    await p.tabTo('Show slots push button', { max: 2 })
    await p.press('Show slots (Enter)', ['Return'], {
      url: `date=${dayAfter.day}`,
      once: [{ phrase: /\d+ free slots? on /, because: 'an update the patient asked for is announced, once' }],
      never: [{ phrase: /heading level 1/, because: 'an update of the page is not a new page' }],
    })
    await p.tabTo('radio button', { max: 20 })
    await p.press('choose the slot (Space)', ['space'], { hear: ['selected'] })
    await p.tabTo('Confirm push button', { max: 5 })
    await p.press('Confirm (Enter)', ['Return'], drawnPage('Confirmation'))
    await p.tabTo('Reason for consultation')
    await p.type('type the reason', 'Itchy rash since Monday')
    await p.tabTo('SUBMIT', { max: 30 })
    await p.press(
      'SUBMIT (Enter)',
      ['Return'],
      drawnPage(/./, 'is booked', {
        hear: [
          { phrase: 'Imran Qureshi', because: 'the success page names the doctor' },
          // the success page says the kind in its sentence: "Your appointment for online consultation is booked."
          { phrase: /online consultation/i, because: 'and the kind of visit' },
          { phrase: /\d{1,2}:\d{2}/, because: 'and the time' },
          {
            phrase: new RegExp(`${Number(dayAfter.day.slice(8))}[ -](Nov|Dec|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct)`),
            because: 'and the date',
          },
        ],
      }),
    )
  },
}
