/**
 * A patient's name as a doctor reads it (a notice of a booking or a cancel, the chat): first and last name, or
 * `unknown` (the notice's "the patient") when the services sent neither.
 */
export function patientName(
  patient: { firstName?: string | null; lastName?: string | null } | null | undefined,
  unknown: string,
): string {
  return [patient?.firstName?.trim(), patient?.lastName?.trim()].filter(Boolean).join(' ') || unknown
}
