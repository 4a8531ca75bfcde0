import { z } from 'zod/v4'
import { callService, callServiceForFile, unreadAnswer } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The patient service: the profile photo and the patient's documents (docs/rules/profile.md#service-calls). */

/** The profile photo as the services send it (an image response; 404 when there is none, which is no error). */
export function getProfilePhoto(patient: SignedInPatient) {
  return callServiceForFile({
    service: 'patient',
    path: `/patients/${patient.patientId}/images`,
    caller: patient,
    expectedStatuses: [404],
  })
}

export async function uploadProfilePhoto(patient: SignedInPatient, file: File) {
  const form = new FormData()
  form.set('file', file)
  await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/image`, method: 'POST', caller: patient, form },
    unreadAnswer,
  )
}

export async function deleteProfilePhoto(patient: SignedInPatient) {
  await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/image`, method: 'DELETE', caller: patient },
    unreadAnswer,
  )
}

const documentSchema = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string().nullish(),
  createdAt: z.string().nullish(),
})
export type PatientDocument = z.infer<typeof documentSchema>
const documentListSchema = z.array(documentSchema)

export async function listPatientDocuments(patient: SignedInPatient, fileType: string) {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/documents`,
      query: { fileType },
      caller: patient,
    },
    documentListSchema,
  )
  return data
}

export async function uploadPatientDocuments(patient: SignedInPatient, fileType: string, files: File[]) {
  const form = new FormData()
  for (const file of files) form.append('files', file)
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/documents`,
      method: 'POST',
      query: { fileType },
      caller: patient,
      form,
    },
    unreadAnswer,
  )
}

export function getPatientDocument(patient: SignedInPatient, docId: number) {
  return callServiceForFile({
    service: 'patient',
    path: `/patients/${patient.patientId}/documents/${docId}`,
    caller: patient,
  })
}

export async function deletePatientDocument(patient: SignedInPatient, docId: number) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/documents/${docId}`,
      method: 'DELETE',
      caller: patient,
    },
    unreadAnswer,
  )
}
