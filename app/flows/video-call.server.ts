import { json } from '@remix-run/node'
import { appointmentIdFrom } from '~/flows/appointments.server'
import { isJoinWindowOpen } from '~/domain/appointments/rules'
import { doctorName } from '~/domain/common/doctor-name'
import { getAppointment, type Appointment } from '~/services/appointment.server'
import { ServiceError } from '~/utils/service-error'
import type { SignedInPatient } from '~/utils/session.server'

/** The appointment of `?appointmentId=` on the call pages: 404 when it is missing or not the patient's. */
export async function callAppointment(request: Request, patient: SignedInPatient): Promise<Appointment> {
  const id = appointmentIdFrom(new URL(request.url).searchParams.get('appointmentId') ?? undefined)
  try {
    return await getAppointment(patient, id)
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 403 || error.status === 404))
      throw json({ message: 'Not Found' }, { status: 404 })
    throw error
  }
}

/** An online appointment whose join window is open and which is neither CLOSED nor CANCELED. */
export function canJoin(appointment: Appointment, now: number): boolean {
  return appointment.type === 'ONLINE_CONSULTATION' && isJoinWindowOpen(appointment, now)
}

export function callTitle(appointment: Appointment) {
  return doctorName(appointment.doctor)
}
