/**
 * Two-step sign-in by ear (docs/two-step.md): kiran gives her password again on Account security, turns on the
 * code to her verified mobile, hears that a code was sent and where, finds the focus on the code's field, types the
 * code the stand-in texted, and hears that her recovery codes follow; she signs out and in again, and the second
 * step is announced as its own page, where the code leads on to My Appointments. Kiran, whom no other journey signs
 * in as; the administrator's reset starts her from it off.
 */
import type { Journey, Patient } from '../patient.ts'
import { NEVER_ANYWHERE, newPage, openAndSignIn, signIn } from './common.ts'

const KIRAN = { id: 5, username: 'kiran', password: 'Kiran@2026', mobile: '+919876500005' }

/**
 * Send a code, heard once with where it went, and the focus then on the code's field, which stands before the
 * button that sent it (the button stays, as Send a new code): the patient types the texted code at once.
 */
async function typeTextedCode(p: Patient) {
  await p.tabTo(/Send a code to your mobile ending in 005 push button/, { max: 20 })
  await p.press('Send a code (Enter)', ['Return'], {
    once: [{ phrase: 'We sent a code to your mobile number ending in 005', because: 'an update is said once' }],
    hear: [{ phrase: /Code from the text message/, because: 'the focus is on the field the code goes in' }],
    never: NEVER_ANYWHERE,
  })
  await p.type('type the code', await p.textedCode(KIRAN.mobile))
}

export const twoStep: Journey = {
  name: 'two-step',
  start: '/signin',
  async walk(p) {
    p.resetTwoStep(KIRAN.id)
    await openAndSignIn(p, KIRAN)
    await p.tabTo('Profile link')
    await p.press('Profile (Enter)', ['Return'], newPage('Profile'))
    await p.tabTo(/Account security link/, { max: 60 })
    await p.press('Account security (Enter)', ['Return'], newPage('Account security'))
    // her password again before the first code: a session alone can't turn it on
    await p.tabTo(/Your password password text/, { max: 20 })
    await p.type('type the password', KIRAN.password)
    await typeTextedCode(p)
    await p.press('Confirm (Enter)', ['Return'], {
      once: [
        {
          phrase: 'Two-step sign-in is on. Your recovery codes are below: save them now',
          because: 'the codes are shown once: the patient is told they are there, not only that it is on',
        },
      ],
      never: NEVER_ANYWHERE,
    })
    await p.tabTo(/Logout push button/, { max: 40 })
    await p.press('Logout (Enter)', ['Return'], newPage('Sign in'))
    await signIn(p, KIRAN, newPage('Second sign-in step'))
    await typeTextedCode(p)
    await p.press('Confirm (Enter)', ['Return'], newPage('My Appointments'))
  },
}
