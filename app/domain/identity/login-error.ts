import { signInMessages } from '~/messages/identity/sign-in'

/**
 * Spec 1 section 8, login: which text a failed sign-in shows. `status` is 0
 * when the services could not be reached at all.
 */
const SHOWN_AS_RECEIVED = /expire|trial|deactivated|locked|attempt|hour|minute/i

export function loginErrorText(failure: { status: number; serverText?: string }): string {
  const text = failure.serverText ?? ''
  if (/bad credentials/i.test(text)) return signInMessages.badCredentials
  if (text && SHOWN_AS_RECEIVED.test(text)) return text
  if (failure.status === 500) return signInMessages.serverError
  return signInMessages.problem
}
