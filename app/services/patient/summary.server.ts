import type { Bundle } from '@medplum/fhirtypes'
import { z } from 'zod/v4'
import { callService } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The patient service's patient summary, `Patient/$summary` (docs/records.md#what-a-hospital-must-offer). */

// the shape the portal reads: a document whose first entry is the Composition, every entry a resource at a urn:uuid:
const summarySchema = z
  .object({
    resourceType: z.literal('Bundle'),
    type: z.literal('document'),
    timestamp: z.string(),
    entry: z
      .array(
        z.object({
          fullUrl: z.string().startsWith('urn:uuid:'),
          resource: z.object({ resourceType: z.string() }).passthrough(),
        }),
      )
      .min(1)
      .refine((entries) => entries[0]?.resource.resourceType === 'Composition', 'the first entry is no Composition'),
  })
  .passthrough()

export async function getPatientSummary(patient: SignedInPatient): Promise<Bundle> {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/$summary`, caller: patient },
    summarySchema,
  )
  // checked above as far as the portal reads it; the resources' own fields are read defensively (read.ts)
  return data as Bundle
}
