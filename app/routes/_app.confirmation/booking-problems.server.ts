import { Path } from '~/utils/navigation/paths'
import type { Notices } from './confirmation-form.server'
import { backLinks, type HandOver, type HandOverProblem } from './hand-over.server'

/** A problem with the hand-over, in the patient's words, with the links that get past it. */
export type PageLink = { to: string; label: string }
export type Problem = { message: string; links: PageLink[] }

export const startAgain = (m: Notices): PageLink => ({ to: Path.careCategories, label: m.startAgain })

export function problemOf(problem: HandOverProblem, h: HandOver | null, m: Notices): Problem {
  const back = h ? backLinks(h) : null
  switch (problem.kind) {
    case 'bad-link':
      return { message: m.badLink, links: [startAgain(m)] }
    case 'doctor-deleted':
      return { message: m.doctorDeleted, links: back ? [{ to: back.doctors, label: m.pickAnotherDoctor }] : [] }
    case 'slot-in-past':
      return { message: m.slotInPast, links: back ? [{ to: back.slots, label: m.pickAnotherSlot }] : [] }
    case 'slot-taken':
      return {
        message: m.slotTaken,
        links: back
          ? [
              { to: back.slots, label: m.pickAnotherSlot },
              { to: back.doctors, label: m.pickAnotherDoctor },
            ]
          : [],
      }
  }
}
