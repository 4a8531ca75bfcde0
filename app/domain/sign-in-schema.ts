import { z } from 'zod'
import { messages } from '~/messages'
import { PASSWORD_MAX, USERNAME_MAX } from './sign-in-limits'

/** Spec 1 section 5, sign-in: the action validates with it; the browser gets the same answer from the action. */
export const signInSchema = z.object({
  username: z
    .string({ required_error: messages.signIn.usernameRequired })
    .trim()
    .min(1, messages.signIn.usernameRequired)
    .max(USERNAME_MAX, messages.signIn.usernameTooLong)
    .transform((u) => u.toLowerCase()),
  password: z
    .string({ required_error: messages.signIn.passwordRequired })
    .max(PASSWORD_MAX, messages.signIn.passwordTooLong),
})
