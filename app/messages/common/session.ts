/**
 * Session texts. Every user-facing text lives under app/messages/, one file per area so a page's
 * bundle carries only its own texts; the spec's texts are kept word for word, except plain
 * misspellings (design.md section 9).
 */
export const sessionMessages = {
  expired: 'Session expired. Login again',
  idle: (minutes: number) => `You were signed out after ${minutes} minutes without activity. Please sign in again.`,
  idleTitle: 'Still there?',
  idleWarning: (left: string) => `You will be signed out in ${left} because of inactivity.`,
  /** the time left, as the warning and its few announcements say it */
  minutesLeft: (n: number) => (n === 1 ? '1 minute' : `${n} minutes`),
  secondsLeft: (n: number) => `${n} seconds`,
  timeLeft: (left: string) => `${left} left`,
  stayAction: 'Stay signed in',
} as const
