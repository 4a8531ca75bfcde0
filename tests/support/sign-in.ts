/** Signing a demo patient in through the portal's own sign-in action. */
import { action as signInAction } from '~/routes/signin'
import { cookiesAfter } from './cookies'
import { post } from './requests'
import { run } from './run'

/** Signs a demo patient (backend/seed) in; returns the session cookie. */
export async function signIn(username: string, password: string): Promise<string> {
  const response = await run(signInAction, post('/signin', { username, password }))
  if (response.status !== 302)
    throw new Error(`sign-in of ${username} failed with ${response.status}: ${await response.text()}`)
  const cookie = cookiesAfter(response)
  if (!cookie) throw new Error(`sign-in of ${username} set no cookie`)
  return cookie
}
