/** Texts of the shared form parts in app/ui (error summary, select, honeypot, countdown); an enum (ADR 40). */
export enum formMessages {
  problemTitle = 'There is a problem',
  selectPlaceholder = 'Select',
  // the honeypot field is hidden from people and from assistive technology; its label is for bots
  honeypotLabel = 'Leave this field empty',
  // the countdown's spoken time left: '<n> minutes'
  minutes = 'minutes',
}
