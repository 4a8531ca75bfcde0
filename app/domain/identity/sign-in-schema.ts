import { z } from 'zod'
import type { English } from '~/utils/language/texts'
import { PASSWORD_MAX, USERNAME_MAX } from './sign-in-limits'

/**
 * The sign-in form (docs/rules/identity.md#validation): the action validates with it, in the page's language (`m`: the
 * signInMessages texts); the browser gets the same answer from the action.
 */
export const signInSchema = (m: English['signInMessages']) =>
  z.object({
    username: z
      .string({ required_error: m.usernameRequired })
      .trim()
      .min(1, m.usernameRequired)
      .max(USERNAME_MAX, m.usernameTooLong)
      .transform((u) => u.toLowerCase()),
    password: z.string({ required_error: m.passwordRequired }).max(PASSWORD_MAX, m.passwordTooLong),
  })
