/**
 * My health record, read as a blind patient skims it: the page is announced, then heading by heading (Orca's
 * H) from the title through About you to each part of the record, so a patient can jump to Medicines or Visits.
 * The print's running head is hidden from the reader: it is heard nowhere.
 */
import type { Journey } from '../patient.ts'
import { ASHA, NEVER_ANYWHERE, newPage } from './common.ts'

export const healthRecord: Journey = {
  name: 'health record',
  signedInAs: ASHA,
  start: '/records',
  async walk(p) {
    await p.opens('My health record', newPage('My health record'))
    await p.moveTo('h', 'My health record heading level 1', { max: 5 })
    await p.press('read the next headings (H, 4 times)', ['h', 'h', 'h', 'h'], {
      hear: [
        { phrase: 'About you heading level 2', because: 'the record starts with who it is about' },
        { phrase: 'Allergies and drug sensitivities heading level 2', because: 'each part is a heading to jump to' },
        { phrase: 'Health conditions heading level 2', because: 'each part is a heading to jump to' },
        { phrase: 'Medicines heading level 2', because: 'each part is a heading to jump to' },
      ],
      never: [
        ...NEVER_ANYWHERE,
        { phrase: 'Asha Verma · 12-Apr-1990', because: "the print's running head is not read on screen" },
      ],
    })
  },
}
