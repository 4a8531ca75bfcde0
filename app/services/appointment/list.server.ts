import { z } from 'zod/v4'
import { callService } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The appointment service: the patient's appointments and one of them (docs/rules/appointments.md#service-calls). */

const doctorSchema = z.object({
  id: z.number(),
  prefix: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string().nullish(),
  // docs/rules/booking.md#service-calls: the doctor's hospital lists its administrators, who supply the refund policy and consent texts
  hospital: z.object({ administrators: z.array(z.object({ id: z.number() })).nullish() }).nullish(),
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
  // beyond the contract: when the patient said "I will come" from a text's link (docs/reminders.md)
  confirmedAt: z.string().nullish(),
})

export type Appointment = z.infer<typeof appointmentSchema>
export const appointmentListSchema = z.array(appointmentSchema)

/** The patient's appointments starting on or after `fromDate` (YYYY-MM-DD), or all of them. */
export async function listAppointments(patient: SignedInPatient, fromDate?: string) {
  const { data } = await callService(
    {
      service: 'appointment',
      path: '/appointments',
      query: { 'patient-id': patient.patientId, 'from-date': fromDate },
      caller: patient,
    },
    appointmentListSchema,
  )
  return data
}

/** One appointment (the services answer 403 for another patient's). */
export async function getAppointment(patient: SignedInPatient, appointmentId: number) {
  const { data } = await callService(
    { service: 'appointment', path: `/appointments/${appointmentId}`, caller: patient },
    appointmentSchema,
  )
  return data
}
