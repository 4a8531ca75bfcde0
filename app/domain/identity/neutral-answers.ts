/**
 * The services' answers that would tell whether an e-mail address, a mobile number or a username
 * belongs to a patient of the hospital. That someone is a patient is itself health information, so
 * the portal answers each of them as it answers the case that tells nothing (ADR 76).
 */

/** Forgot password: not found (404), an inactive account (423), "a code was sent moments ago" (AL01). */
export function recoveryAnswerTells(failure: { status: number; code?: string }): boolean {
  return failure.status === 404 || failure.status === 423 || failure.code === 'AL01'
}

/** Registration: the e-mail address or the mobile number is already registered. */
export function registrationAnswerTells(failure: { status: number; serverText?: string }): boolean {
  return (
    failure.status >= 400 && failure.status < 500 && /already\s+(registered|exists?)/i.test(failure.serverText ?? '')
  )
}

/**
 * Sign-in: the lock after too many wrong passwords, which a username no one has never gets: a text
 * about a lock or attempts, or a bare 423. A deactivated account or an expired trial is told only
 * after the right password, so those texts tell a guesser nothing.
 */
export function signInAnswerTells(failure: { status: number; serverText?: string }): boolean {
  const text = failure.serverText ?? ''
  if (/deactivated/i.test(text)) return false
  return /\block(ed)?\b|attempt/i.test(text) || (failure.status === 423 && !text)
}
