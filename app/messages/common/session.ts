/**
 * Session texts. Every user-facing text lives under app/messages/, one file per area so a page's
 * bundle carries only its own texts; the spec's texts are kept word for word, except plain
 * misspellings (design.md section 9).
 */
export const sessionMessages = {
  expired: 'Session expired. Login again',
  idle: (minutes: number) => `You were signed out after ${minutes} minutes without activity. Please sign in again.`,
  idleTitle: 'Still there?',
  idleWarning: 'You will be signed out soon because of inactivity.',
  stayAction: 'Stay signed in',
} as const
