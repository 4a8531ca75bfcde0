import { z } from 'zod/v4'
import { callService } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The patient's reminder preferences (docs/reminders.md#preferences): which channels, which language. */
const preferencesSchema = z.object({
  sms: z.boolean(),
  email: z.boolean(),
  language: z.enum(['en', 'hi', 'kn']),
})
export type ReminderPreferences = z.infer<typeof preferencesSchema>

const path = (patient: SignedInPatient) => `/patients/${patient.patientId}/reminder-preferences`

export async function getReminderPreferences(patient: SignedInPatient) {
  const { data } = await callService({ service: 'patient', path: path(patient), caller: patient }, preferencesSchema)
  return data
}

export async function saveReminderPreferences(patient: SignedInPatient, preferences: ReminderPreferences) {
  const { data } = await callService(
    { service: 'patient', path: path(patient), method: 'PUT', json: preferences, caller: patient },
    preferencesSchema,
  )
  return data
}
