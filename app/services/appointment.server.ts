import { z } from 'zod'
import { callService } from './request.server'

/** The appointment service (spec 2 section 7). */

const doctorSchema = z.object({
  id: z.number(),
  prefix: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string().nullish(),
})

export const appointmentSchema = z.object({
  id: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.string(),
  type: z.enum(['ONLINE_CONSULTATION', 'PHYSICAL_VISIT']),
  doctor: doctorSchema,
  patient: z.object({ id: z.number(), firstName: z.string(), lastName: z.string().nullish() }).nullish(),
  patientChannelJoinStatus: z.string().nullish(),
  doctorChannelJoinStatus: z.string().nullish(),
  doctorJoinStatus: z.string().nullish(),
  reasonforConsultation: z.string().nullish(),
  consultationDTO: z.object({ id: z.number() }).nullish(),
})

export type Appointment = z.infer<typeof appointmentSchema>

/** The patient's appointments starting on or after `fromDate` (YYYY-MM-DD), or all of them. */
export async function listAppointments(patient: { patientId: number; token: string }, fromDate?: string) {
  const { data } = await callService(
    {
      service: 'appointment',
      path: '/appointments',
      query: { 'patient-id': patient.patientId, 'from-date': fromDate },
      token: patient.token,
    },
    z.array(appointmentSchema),
  )
  return data
}

type Caller = { patientId: number; token: string }

/** One appointment (the services answer 403 for another patient's). */
export async function getAppointment(patient: Caller, appointmentId: number) {
  const { data } = await callService(
    { service: 'appointment', path: `/appointments/${appointmentId}`, token: patient.token },
    appointmentSchema,
  )
  return data
}

/** Cancels with the patient's reason; 200 or 204 is success. */
export async function cancelAppointment(patient: Caller, appointmentId: number, reasonForCancellation: string) {
  await callService(
    {
      service: 'appointment',
      path: `/appointments/${appointmentId}`,
      method: 'DELETE',
      query: { reasonForCancellation: reasonForCancellation || undefined },
      token: patient.token,
    },
    z.unknown(),
  )
}

/** Moves the appointment to another slot of the same doctor. */
export async function rescheduleAppointment(
  patient: Caller,
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
      token: patient.token,
    },
    z.unknown(),
  )
}
