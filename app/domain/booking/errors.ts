import type { English } from '~/utils/language/texts'

/**
 * What the patient reads when a booking call fails (docs/rules/booking.md#errors): 401 and 500 have fixed texts, no answer at all
 * is a network error, anything else (the booking's 400 and 409, a failed medical-data upload) the server's text,
 * as received (docs/languages.md). `m`: the bookingMessages texts in the page's language.
 */
export function bookingErrorText(
  error: { status: number; serverText?: string },
  m: English['bookingMessages'],
): string {
  if (error.status === 401) return m.unauthorized
  if (error.status >= 500) return m.serverError
  if (error.status === 0) return m.networkError
  return error.serverText ?? m.problem
}
