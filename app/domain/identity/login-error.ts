import type { English } from '~/utils/texts'

/**
 * Sign-in (docs/rules/identity.md#errors): which text a failed sign-in shows, the portal's own in the page's
 * language (`m`), the service's as received. `status` is 0 when the services could not be reached at all.
 */
const SHOWN_AS_RECEIVED = /expire|trial|deactivated|locked|attempt|hour|minute/i

export function loginErrorText(failure: { status: number; serverText?: string }, m: English['signInMessages']): string {
  const text = failure.serverText ?? ''
  if (/bad credentials/i.test(text)) return m.badCredentials
  if (text && SHOWN_AS_RECEIVED.test(text)) return text
  if (failure.status === 500) return m.serverError
  return m.problem
}
