/**
 * Every user-facing text of the portal, in one place. Texts the spec gives are
 * kept word for word, except plain misspellings (design.md section 9).
 */
export const messages = {
  signIn: {
    usernameRequired: 'Username is required',
    passwordRequired: 'Password is required',
    usernameTooLong: 'Username must be at most 50 characters',
    passwordTooLong: 'Password must be at most 256 characters',
    badCredentials: 'Invalid username or password',
    serverError: 'Internal Server Application error',
    problem: 'A Problem has Occurred, Please try again later',
    tooManyAttempts: (seconds: number) => `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`,
  },
  session: {
    expired: 'Session expired. Login again',
    idle: (minutes: number) => `You were signed out after ${minutes} minutes without activity. Please sign in again.`,
    idleWarning: 'You will be signed out soon because of inactivity.',
    stayAction: 'Stay signed in',
  },
  dashboard: {
    empty: "You don't have consultation history",
    loadFailed: 'Your appointments could not be loaded. Please try again later.',
  },
  errors: {
    notFound: 'We could not find that page.',
    forbidden: 'You do not have access to this page.',
    unexpected: 'Something went wrong on our side. Please try again later.',
  },
} as const
