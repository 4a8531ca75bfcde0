import type { Appointment } from '~/services/appointment/list.server'
import { callService, unreadAnswer } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The appointment service: a booked appointment cancelled or moved (docs/rules/appointments.md#service-calls). */

/** Cancels with the patient's reason; 200 or 204 is success. */
export async function cancelAppointment(
  patient: SignedInPatient,
  appointmentId: number,
  reasonForCancellation: string,
) {
  await callService(
    {
      service: 'appointment',
      path: `/appointments/${appointmentId}`,
      method: 'DELETE',
      query: { reasonForCancellation: reasonForCancellation || undefined },
      caller: patient,
    },
    unreadAnswer,
  )
}

/** Moves the appointment to another slot of the same doctor. */
export async function rescheduleAppointment(
  patient: SignedInPatient,
  appointment: Pick<Appointment, 'id' | 'type' | 'doctor'>,
  slot: { start: string; end: string },
) {
  await callService(
    {
      service: 'appointment',
      path: `/appointments/${appointment.id}/reschedule-appointment`,
      method: 'PATCH',
      json: {
        startTime: slot.start,
        endTime: slot.end,
        status: 'SCHEDULED',
        doctor: { id: appointment.doctor.id },
        patient: { id: patient.patientId },
        type: appointment.type,
      },
      caller: patient,
    },
    unreadAnswer,
  )
}

/* Booking (docs/rules/booking.md#service-calls) */
