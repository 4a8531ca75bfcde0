import type { English } from '~/utils/language/texts'

/** The portal's own texts a failure may show, in the page's language (`textsFor(locale, ...)`). */
export type IdentityErrorTexts = Pick<English, 'identityMessages' | 'signInMessages'>

/**
 * Forgot password (docs/rules/identity.md#errors): the text a failed request for a code shows, once the
 * answers that would tell who is a patient are taken out (`recoveryAnswerTells`).
 */
export function recoveryErrorText(failure: { status: number; errorMessage?: string }, t: IdentityErrorTexts): string {
  if (failure.status === 400 && failure.errorMessage) return failure.errorMessage
  if (failure.status === 500) return t.signInMessages.serverError
  return t.signInMessages.problem
}

/** Password change (docs/rules/identity.md#errors): 400 shows errorMessage, 404 shows error. */
export function passwordChangeErrorText(
  failure: { status: number; errorMessage?: string; error?: string },
  t: IdentityErrorTexts,
): string {
  if (failure.status === 400 && failure.errorMessage) return failure.errorMessage
  if (failure.status === 404 && failure.error) return failure.error
  if (failure.status === 500) return t.signInMessages.serverError
  return t.signInMessages.problem
}

/** The recovery target (docs/rules/identity.md#validation): an e-mail pattern or exactly 10 digits. */
export function recoveryChannel(input: string): 'email' | 'phone' | null {
  const value = input.trim()
  if (/^[0-9]{10}$/.test(value)) return 'phone'
  if (EMAIL_PATTERN.test(value) && value.length <= 50) return 'email'
  return null
}

export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/
