import type { English } from '~/utils/language/texts'

/**
 * docs/rules/appointments.md#errors for the cancel and reschedule dialogs: 401 and 500 have fixed texts (the
 * cancel dialog has its own, slightly different pair); anything else shows the services'
 * text; no answer at all (timeout, refused) is the general problem text.
 */
export function appointmentErrorText(
  error: { status: number; serverText?: string },
  dialog: 'cancel' | 'reschedule',
  text: English['appointmentMessages'],
): string {
  if (error.status === 401) return dialog === 'cancel' ? text.cancelUnauthorized : text.unauthorized
  if (error.status >= 500) return dialog === 'cancel' ? text.cancelServerError : text.serverError
  if (error.status === 0) return text.problem
  return error.serverText ?? text.problem
}
