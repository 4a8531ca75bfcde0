import type { English } from '~/utils/language/texts'
import { signInAnswerTells } from './neutral-answers'

/**
 * Sign-in (docs/rules/identity.md#errors): which text a failed sign-in shows, the portal's own in the page's
 * language (`m`), the service's as received. `status` is 0 when the services could not be reached at all.
 * The services' "locked" and "attempt" texts are not among those shown as received: they are the lock.
 */
const SHOWN_AS_RECEIVED = /expire|trial|deactivated|hour|minute/i

export function loginErrorText(failure: { status: number; serverText?: string }, m: English['signInMessages']): string {
  const text = failure.serverText ?? ''
  // a locked account reads as a wrong password: one text for both, whether or not the name is a patient's (ADR 76)
  if (/bad credentials/i.test(text) || signInAnswerTells(failure)) return m.badCredentials
  if (text && SHOWN_AS_RECEIVED.test(text)) return text
  if (failure.status === 500) return m.serverError
  return m.problem
}
