import { requireOwnAppointment } from '~/areas/appointments.server'
import { doctorName } from '~/domain/common/doctor-name'
import { noCallReason } from '~/domain/video-call/call'
import type { Appointment } from '~/services/appointment/list.server'
import type { SignedInPatient } from '~/utils/session/session.server'

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
