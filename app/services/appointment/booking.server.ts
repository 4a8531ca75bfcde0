import type { AppointmentType } from '~/domain/booking/care-service'
import type { MedicalData } from '~/domain/booking/medical-info'
import { ServiceError } from '~/utils/calls/service-error'
import { callService, unreadAnswer } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The appointment service: booking a slot, with its medical details and documents (docs/rules/booking.md#service-calls). */

/** Books a slot; the new appointment's id comes from the Location response header. */
export async function createAppointment(
  patient: SignedInPatient,
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
      caller: patient,
    },
    unreadAnswer,
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

export async function sendMedicalData(patient: SignedInPatient, appointmentId: number, data: MedicalData) {
  await callService(
    {
      service: 'appointment',
      path: `/appointments/${appointmentId}/medical-data`,
      method: 'POST',
      json: data,
      caller: patient,
    },
    unreadAnswer,
  )
}

export async function uploadAppointmentDocuments(patient: SignedInPatient, appointmentId: number, files: File[]) {
  const form = new FormData()
  for (const file of files) form.append('files', file)
  await callService(
    {
      service: 'appointment',
      path: `/appointments/${appointmentId}/documents`,
      method: 'POST',
      query: { fileType: 'CONSULTATION' },
      caller: patient,
      form,
    },
    unreadAnswer,
  )
}

/* Chat (docs/rules/chat.md#service-calls) */
