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
