/** Texts of the calendar file ('Add to calendar'); only its loader uses them (ADR 16). */
export const calendarMessages = {
  summary: (visit: string, doctor: string) => `${visit} with ${doctor}`,
  joinOnline: 'Join the call from My Appointments in the patient portal.',
} as const
