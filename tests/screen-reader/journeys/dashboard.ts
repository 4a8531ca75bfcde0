/**
 * The dashboard, read as a blind patient skims it: heading by heading (Orca's H), then the first card's
 * links by Tab. Each card's heading carries what a sighted patient sees at a glance (the kind of visit and
 * the date with the doctor), so no two cards sound alike; link names keep their spaces.
 */
import type { Journey } from '../patient.ts'
import { openDashboard, RUN_TOGETHER, SIGNED_IN } from './common.ts'

export const dashboard: Journey = {
  name: 'dashboard',
  ...SIGNED_IN,
  async walk(p) {
    await openDashboard(p)
    await p.moveTo('h', 'My Appointments heading level 1', { max: 5 })
    await p.press(
      'read the next headings: Book an appointment and the three cards (H, 4 times)',
      ['h', 'h', 'h', 'h'],
      {
        hear: [
          {
            phrase:
              /(Online Consultation|Physical Visit)[^\n]*Dr\.? Arjun Mehta|Dr\.? Arjun Mehta[^\n]*(Online Consultation|Physical Visit)[^\n]*heading/i,
            because: "a card's heading names the kind of visit with the doctor",
          },
          {
            phrase: /Dr\.? Arjun Mehta[^\n]*\d{1,2}[ -](Nov|Dec|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct)[^\n]*heading/,
            because: "a card's heading names the date with the doctor",
          },
        ],
        distinct: { phrase: /Dr\.? .* heading level [2-6]/, because: 'two cards must not sound alike' },
      },
    )
    await p.tabTo(/Join Call ?with|Message ?with/, { max: 40, expected: { never: RUN_TOGETHER } })
    await p.tabTo(/Add to calendar ?with/, { max: 4, expected: { never: RUN_TOGETHER } })
  },
}
