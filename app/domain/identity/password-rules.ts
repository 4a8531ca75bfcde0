import { identityMessages } from '~/messages/identity'
import { PASSWORD_MIN, PASSWORD_RESET_MAX } from './limits'

const m = identityMessages.password

/** Spec 1 section 5: the password rules, checked in this order; the first that fails is shown. */
export const PASSWORD_RULES: readonly { test: (p: string) => boolean; message: string }[] = [
  { test: (p) => /[A-Z]/.test(p), message: m.uppercase },
  { test: (p) => /[a-z]/.test(p), message: m.lowercase },
  { test: (p) => /[0-9]/.test(p), message: m.digit },
  { test: (p) => /[^A-Za-z0-9\s]/.test(p), message: m.special },
  { test: (p) => p.length >= PASSWORD_MIN, message: m.minLength },
]

/** The one message for a new password, or null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  if (password.length > PASSWORD_RESET_MAX) return m.tooLong
  if (/\s/.test(password)) return m.whitespace
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null
}
