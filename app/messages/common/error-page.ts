/**
 * The old English module, kept while other areas' pages still import it: the frame, the error page and
 * server/ read the dictionaries (app/messages/common/en.ts, hi.ts, kn.ts; ADR 56). Delete it with its last import.
 *
 * Error page texts. Every user-facing text lives under app/messages/, one file per area so a page's
 * bundle carries only its own texts; the spec's texts are kept word for word, except plain
 * misspellings (design.md section 9). An enum: every route's error boundary shows them (ADR 40).
 */
export enum errorPageMessages {
  notFoundTitle = 'Page not found',
  notFound = 'We could not find that page.',
  forbiddenTitle = 'No access',
  forbidden = 'You do not have access to this page.',
  unexpectedTitle = 'Something went wrong',
  unexpected = 'Something went wrong on our side. Please try again later.',
  // the portal's own store (sessions) can't be reached: the spec's services-down text
  unavailable = 'A Problem has Occurred, Please try again later',
  goToAppointments = 'Go to your appointments',
  tooLargeTitle = 'Too large to send',
  tooLarge = 'What you sent is larger than the portal accepts. Please choose smaller files and try again.',
  back = 'Back to the portal',
  badRequestTitle = 'Request not accepted',
  badRequest = 'The portal could not read what was sent. Please go back, reload the page and try again.',
  tooSlow = 'What was sent took too long to arrive. Please try again.',
  crossOrigin = 'This request did not come from the portal’s own pages, so it was not carried out. Please go back, reload the page and try again.',
}
