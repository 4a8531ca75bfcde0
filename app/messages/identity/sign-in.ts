/**
 * Sign-in texts. Every user-facing text lives under app/messages/, one file per area so a page's
 * bundle carries only its own texts; the spec's texts are kept word for word, except plain
 * misspellings (design.md section 9).
 */
export const signInMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameTooLong: 'Username must be at most 50 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  badCredentials: 'Invalid username or password',
  serverError: 'Internal Server Application error',
  problem: 'A Problem has Occurred, Please try again later',
  tooManyAttempts: (seconds: number) => `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`,
} as const
