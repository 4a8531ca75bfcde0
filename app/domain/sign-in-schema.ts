import { z } from "zod";
import { messages } from "~/messages";

/** Spec 1 section 5, sign-in: used by the browser (Conform) and by the action. */
export const signInSchema = z.object({
  username: z
    .string({ required_error: messages.signIn.usernameRequired })
    .trim()
    .min(1, messages.signIn.usernameRequired)
    .max(50, messages.signIn.usernameTooLong)
    .transform((u) => u.toLowerCase()),
  password: z
    .string({ required_error: messages.signIn.passwordRequired })
    .max(256, messages.signIn.passwordTooLong),
});
