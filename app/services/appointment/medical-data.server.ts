import { z } from 'zod/v4'
import { ServiceError } from '~/utils/calls/service-error'
import { callService } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The appointment service: what the patient told at booking, read back (docs/records.md#sources). */

const named = z.array(z.object({ name: z.string() })).nullish()
const medicalDataSchema = z.object({
  allergies: named,
  drugSensitivities: named,
  healthConditions: named,
  medications: named,
  procedures: named,
  vitals: z
    .array(z.object({ name: z.string(), unit: z.string().nullish(), value: z.union([z.string(), z.number()]) }))
    .nullish(),
  createdAt: z.string(),
})

/** The medical data sent with an appointment, or null when none was (404). */
export async function getMedicalData(patient: SignedInPatient, appointmentId: number) {
  try {
    const { data } = await callService(
      {
        service: 'appointment',
        path: `/appointments/${appointmentId}/medical-data`,
        caller: patient,
        expectedStatuses: [404],
      },
      medicalDataSchema,
    )
    const { createdAt, ...told } = data
    const list = (items: { name: string }[] | null | undefined) => items ?? []
    return {
      recordedAt: createdAt,
      data: {
        allergies: list(told.allergies),
        drugSensitivities: list(told.drugSensitivities),
        healthConditions: list(told.healthConditions),
        medications: list(told.medications),
        procedures: list(told.procedures),
        vitals: told.vitals ?? [],
      },
    }
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null
    throw error
  }
}
