import { z } from 'zod'
import { signInMessages } from '~/messages/identity/sign-in'
import { PASSWORD_MAX, USERNAME_MAX } from './sign-in-limits'

/** Spec 1 section 5, sign-in: the action validates with it; the browser gets the same answer from the action. */
export const signInSchema = z.object({
  username: z
    .string({ required_error: signInMessages.usernameRequired })
    .trim()
    .min(1, signInMessages.usernameRequired)
    .max(USERNAME_MAX, signInMessages.usernameTooLong)
    .transform((u) => u.toLowerCase()),
  password: z
    .string({ required_error: signInMessages.passwordRequired })
    .max(PASSWORD_MAX, signInMessages.passwordTooLong),
})
