import { z } from 'zod'
import type { AppointmentType } from '~/domain/care-service'
import type { MedicalData } from '~/domain/medical-info'
import { callService } from './request.server'
import { ServiceError } from './service-error'

/** Booking calls of the appointment and admin services (spec 2 section 7). */

type Caller = { patientId: number; token: string }

/** Books a slot; the new appointment's id comes from the Location response header. */
export async function createAppointment(
  patient: Caller,
  booking: { doctorId: number; start: string; end: string; type: AppointmentType; reason: string },
): Promise<number> {
  const { headers } = await callService(
    {
      service: 'appointment',
      path: '/appointments',
      method: 'POST',
      json: {
        startTime: booking.start,
        endTime: booking.end,
        status: 'SCHEDULED',
        doctor: { id: booking.doctorId },
        patient: { id: patient.patientId },
        type: booking.type,
        reasonforConsultation: booking.reason,
      },
      token: patient.token,
    },
    z.unknown(),
  )
  const id = Number(/\/(\d+)\/?$/.exec(headers.get('location') ?? '')?.[1])
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new ServiceError({
      kind: 'invalid-response',
      status: 201,
      url: '/appointment-service/appointments',
      errorMessage: 'No appointment id in the Location header',
    })
  }
  return id
}

export async function sendMedicalData(patient: Caller, appointmentId: number, data: MedicalData) {
  await callService(
    {
      service: 'appointment',
      path: `/appointments/${appointmentId}/medical-data`,
      method: 'POST',
      json: data,
      token: patient.token,
    },
    z.unknown(),
  )
}

export async function uploadAppointmentDocuments(patient: Caller, appointmentId: number, files: File[]) {
  const form = new FormData()
  for (const file of files) form.append('files', file)
  await callService(
    {
      service: 'appointment',
      path: `/appointments/${appointmentId}/documents`,
      method: 'POST',
      query: { fileType: 'CONSULTATION' },
      token: patient.token,
      form,
    },
    z.unknown(),
  )
}

/** The hospital's refund policy; asked for with the hospital's id as the administrator's (ADR 9). */
export async function getRefundPolicy(patient: Caller & { hospitalId: number }): Promise<string> {
  const { data } = await callService(
    {
      service: 'admin',
      path: `/admins/${patient.hospitalId}/refund-policy/patient-refund-policy`,
      token: patient.token,
    },
    z.object({ patientRefundPolicyData: z.string().nullish() }),
  )
  return data.patientRefundPolicyData ?? ''
}
