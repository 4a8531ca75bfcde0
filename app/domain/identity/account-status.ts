/**
 * The patient's account status (docs/rules/appointments.md#states). INACTIVE signs the patient out. For
 * PENDING_DEACTIVATION the portal reports every SCHEDULED or RUNNING appointment that is
 * outside its time window (its end has passed, whether or not the doctor joined), so the
 * services can settle it and update the patient's status.
 */
export type AccountStatusAction = 'sign-out' | 'check-appointments' | 'none'

export function accountStatusAction(status: string): AccountStatusAction {
  if (status === 'INACTIVE') return 'sign-out'
  if (status === 'PENDING_DEACTIVATION') return 'check-appointments'
  return 'none'
}

export function appointmentsToSettle<T extends { id: number; status: string; endTime: string }>(
  appointments: T[],
  now: number,
): number[] {
  return appointments
    .filter((a) => (a.status === 'SCHEDULED' || a.status === 'RUNNING') && Date.parse(a.endTime) <= now)
    .map((a) => a.id)
}
