import { requireOwnAppointment } from '~/areas/appointments.server'
import { doctorName } from '~/domain/common/doctor-name'
import { callKeepsPresence, noCallReason, type PatientCallOutcome } from '~/domain/video-call/call'
import type { Appointment } from '~/services/appointment/list.server'
import { getEnv } from '~/utils/env.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import { countPresence } from '~/utils/session/touch.server'

/** The appointment of `?appointmentId=` on the call pages: 404 when it is missing or not the patient's. */
export function callAppointment(request: Request, patient: SignedInPatient): Promise<Appointment> {
  return requireOwnAppointment(patient, new URL(request.url).searchParams.get('appointmentId'))
}

/** An online appointment whose join window is open and which is neither CLOSED nor CANCELED. */
export function canJoin(appointment: Appointment, now: number): boolean {
  return noCallReason(appointment, now) === null
}

export function callTitle(appointment: Appointment) {
  return doctorName(appointment.doctor)
}

/**
 * The call's poll from a page whose call is connected (`inCall`): the patient's presence, so the idle
 * warning stays away from a consultation longer than the idle time, up to its scheduled end plus
 * CALL_PRESENCE_GRACE_MINUTES (ADR 108). Any other poll is the page's own and moves nothing (ADR 75).
 * Says whether it counted.
 */
export async function pollPresence(
  request: Request,
  call: { inCall: boolean; outcome: PatientCallOutcome; endTime: string },
) {
  const graceMs = getEnv().CALL_PRESENCE_GRACE_MINUTES * 60_000
  const present = callKeepsPresence({ ...call, now: Date.now(), graceMs })
  if (present) await countPresence(request)
  return present
}
