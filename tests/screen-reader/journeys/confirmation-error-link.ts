/**
 * The confirmation's error summary: with a reason typed and blood pressure "abc", SUBMIT reads the summary
 * (each error once); following its link moves to the blood pressure field with "abc" still in it, and the
 * reason is still there.
 */
import { hospitalDateTime, hospitalDay } from '../../e2e/support/hospital-day.ts'
import type { Journey } from '../patient.ts'
import { ASHA, NEVER_ANYWHERE, newPage } from './common.ts'

/** The slot step's hand-over to /confirmation: Dr Imran Qureshi, online, tomorrow 12:00 (backend/seed). */
function onlineTomorrowNoon() {
  const day = hospitalDay(1)
  const slot = new URLSearchParams({
    careServiceId: '2',
    doctorId: '12',
    date: day,
    start: hospitalDateTime(day, '12:00'),
    end: hospitalDateTime(day, '12:15'),
  })
  return `/confirmation?${slot}`
}

const BP_ERROR = 'Please Enter valid Blood Pressure'

export const confirmationErrorLink: Journey = {
  name: 'confirmation-error-link',
  signedInAs: ASHA,
  // a link to the confirmation of a chosen slot, followed signed in
  start: onlineTomorrowNoon(),
  async walk(p) {
    await p.opens('the confirmation of a chosen slot', newPage('Confirmation'))
    await p.tabTo('Reason for consultation')
    await p.type('type the reason', 'Itchy rash since Monday')
    await p.tabTo('Blood pressure')
    await p.type('type a blood pressure that is not one', 'abc')
    await p.tabTo('SUBMIT', { max: 30 })
    await p.press('SUBMIT (Enter) with blood pressure abc', ['Return'], {
      hear: ['There is a problem'],
      once: [{ phrase: BP_ERROR, because: 'each error is announced once' }],
      never: NEVER_ANYWHERE,
    })
    await p.tabTo(BP_ERROR, { max: 5 })
    await p.press('follow the summary link (Enter)', ['Return'], {
      hear: [
        { phrase: 'Blood pressure', because: 'the link moves focus to its field' },
        { phrase: 'abc', because: 'the value typed is kept' },
        { phrase: /invalid/i, because: 'the field is still marked invalid' },
      ],
      never: [{ phrase: 'Confirmation | Patient Portal document web', because: 'the page must not be loaded again' }],
    })
    await p.tabTo('Reason for consultation', {
      back: true,
      max: 15,
      expected: { hear: [{ phrase: 'Itchy rash since Monday', because: 'every typed value is kept' }] },
    })
  },
}
