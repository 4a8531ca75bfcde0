/**
 * Signing in with a wrong password, then the right one: the error is heard once, with its field, and the
 * dashboard is announced.
 */
import type { Journey } from '../patient.ts'
import { ASHA, NEVER_ANYWHERE, signIn } from './common.ts'

export const signInWithError: Journey = {
  name: 'sign-in',
  start: '/signin',
  async walk(p) {
    await p.opens('the sign-in page', {
      title: 'Sign in | Patient Portal',
      hear: ['Sign in | Patient Portal'],
      never: NEVER_ANYWHERE,
    })
    await p.tabTo('Username entry')
    await p.type('type the username', ASHA.username)
    await p.tabTo(/Password password text/)
    await p.type('type a wrong password', 'not-her-password')
    await p.press('LOGIN (Enter) with the wrong password', ['Return'], {
      title: 'Sign in',
      hear: ['Invalid username or password'],
      once: [{ phrase: 'Invalid username or password', because: 'an error is announced once' }],
      never: NEVER_ANYWHERE,
    })
    // the password field is emptied on an error: Tab back to it and try again
    await signIn(p)
  },
}
