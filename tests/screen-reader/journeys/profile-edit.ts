/**
 * The profile edit with an error: First name emptied, then saved. The error is heard once, names its
 * field and is the portal's own message, not the browser's; opening the edit reads nothing the patient did
 * not ask for; the summary's link moves to First name.
 */
import type { Journey } from '../patient.ts'
import { NEVER_ANYWHERE, newPage, openDashboard, SIGNED_IN } from './common.ts'

export const profileEdit: Journey = {
  name: 'profile-edit',
  ...SIGNED_IN,
  async walk(p) {
    await openDashboard(p)
    await p.tabTo('Profile link')
    await p.press('Profile (Enter)', ['Return'], newPage('Profile'))
    await p.tabTo('Edit Profile', { max: 40 })
    await p.press(
      'Edit Profile (Enter)',
      ['Return'],
      newPage(/./, 'Edit', {
        never: [{ phrase: 'Verified', because: 'nothing is announced the patient did not cause' }],
      }),
    )
    await p.tabTo('First name', { max: 40 })
    await p.press('empty First name (Ctrl+A, Delete)', ['ctrl+a', 'Delete'])
    await p.tabTo(/UPDATE|Save|SAVE|Update/, { max: 60 })
    await p.press('save with First name empty (Enter)', ['Return'], {
      once: [{ phrase: /first name/i, because: 'the error names its field, once' }],
      never: NEVER_ANYWHERE,
    })
  },
}
