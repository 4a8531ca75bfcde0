/** The booking journey's three-step progress (spec 2 section 2); shared by the search and confirmation pages. */
export const bookingStepsMessages = {
  label: 'Booking steps',
  steps: ['Select Care', 'Select Doctor', 'Confirmation'],
  done: 'completed',
} as const
