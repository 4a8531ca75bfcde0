/**
 * Error page texts. Every user-facing text lives under app/messages/, one file per area so a page's
 * bundle carries only its own texts; the spec's texts are kept word for word, except plain
 * misspellings (design.md section 9).
 */
export const errorPageMessages = {
  notFound: 'We could not find that page.',
  forbidden: 'You do not have access to this page.',
  unexpected: 'Something went wrong on our side. Please try again later.',
} as const
