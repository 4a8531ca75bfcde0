import type { English } from '~/utils/language/texts'
import { PASSWORD_MIN, PASSWORD_RESET_MAX } from './limits'

type PasswordTexts = English['identityMessages']['password']

/** The password rules (docs/rules/identity.md#validation), checked in this order; the first that fails is shown. */
export const PASSWORD_RULES: readonly { test: (p: string) => boolean; message: keyof PasswordTexts }[] = [
  { test: (p) => /[A-Z]/.test(p), message: 'uppercase' },
  { test: (p) => /[a-z]/.test(p), message: 'lowercase' },
  { test: (p) => /[0-9]/.test(p), message: 'digit' },
  { test: (p) => /[^A-Za-z0-9\s]/.test(p), message: 'special' },
  { test: (p) => p.length >= PASSWORD_MIN, message: 'minLength' },
]

/** The one message for a new password in the page's language (`m`), or null when it is acceptable. */
export function newPasswordProblem(password: string, m: PasswordTexts): string | null {
  if (password.length > PASSWORD_RESET_MAX) return m.tooLong
  if (/\s/.test(password)) return m.whitespace
  const failed = PASSWORD_RULES.find((rule) => !rule.test(password))
  return failed ? m[failed.message] : null
}
