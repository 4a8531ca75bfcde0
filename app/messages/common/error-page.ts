/**
 * Error page texts. Every user-facing text lives under app/messages/, one file per area so a page's
 * bundle carries only its own texts; the spec's texts are kept word for word, except plain
 * misspellings (design.md section 9).
 */
export const errorPageMessages = {
  notFound: 'We could not find that page.',
  forbidden: 'You do not have access to this page.',
  unexpected: 'Something went wrong on our side. Please try again later.',
  // the portal's own store (sessions) can't be reached: the spec's services-down text
  unavailable: 'A Problem has Occurred, Please try again later',
  tooLargeTitle: 'Too large to send',
  tooLarge: 'What you sent is larger than the portal accepts. Please choose smaller files and try again.',
  back: 'Back to the portal',
} as const
