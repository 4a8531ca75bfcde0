import { parseWithZod, type SubmissionResult } from '@conform-to/zod'
import { consultationModes, profileUpdateErrorText } from '~/domain/profile/rules'
import { profileSchema } from '~/domain/profile/schemas'
import { getCareServices } from '~/services/hospital.server'
import { getPatientProfile, updatePatientProfile } from '~/services/patient/profile.server'
import { optional } from '~/utils/calls/optional-call.server'
import { ServiceError } from '~/utils/calls/service-error'
import type { Locale } from '~/utils/language/locale'
import { textsOf } from '~/utils/language/texts.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The one-time code and the password asked again are never sent back to the page. */
export const HIDDEN = { hideFields: ['otp', 'password'] }

/**
 * A save: the saved profile first (its e-mail is the one checked), then the form, then the update.
 * Answers null when saved, else the reply of the refusal (`refusal` before the form is read).
 */
export async function save(
  patient: SignedInPatient,
  formData: FormData,
  refusal: (options: { formErrors: string[] }) => SubmissionResult<string[]>,
  locale: Locale,
): Promise<SubmissionResult<string[]> | null> {
  const unexpected = textsOf(locale, 'errorPageMessages').unexpected
  let saved
  try {
    saved = await getPatientProfile(patient)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return refusal({ formErrors: profileUpdateErrorText(error, unexpected) })
  }
  const submission = parseWithZod(formData, {
    schema: profileSchema(saved.email, textsOf(locale, 'profileActionMessages')),
  })
  if (submission.status !== 'success') return submission.reply(HIDDEN)
  const form = submission.value
  const careServices = await optional(getCareServices(patient))
  const modes = consultationModes(careServices ?? [])
  const modeIds = [modes.physical?.id, modes.online?.id]
  const kept = (saved.patientCareServices ?? []).map((s) => s.careService).filter((s) => !modeIds.includes(s.id))
  const chosen = [form.physical ? modes.physical : null, form.online ? modes.online : null].filter(
    (s): s is { id: number; title: string } => s !== null,
  )
  try {
    await updatePatientProfile(patient, {
      firstName: form.firstName,
      middleName: form.middleName,
      lastName: form.lastName,
      gender: form.gender,
      dateOfBirth: form.dateOfBirth,
      email: saved.email,
      phoneNumber: form.phoneNumber,
      verificationStatus: saved.verificationStatus ?? null,
      occupation: form.occupation,
      education: form.education,
      medicalHistory: form.medicalHistory,
      medicalInformation: form.medicalInformation,
      therapy: form.therapy,
      medicalRecordNumber: saved.medicalRecordNumber ?? null,
      houseNumber: saved.houseNumber ?? '',
      buildingName: form.address,
      streetName: saved.streetName ?? '',
      city: form.city,
      state: form.state,
      pinCode: form.pinCode,
      hospitalId: saved.hospital?.id ?? patient.hospitalId,
      languages: form.languages,
      careServices: careServices ? [...kept, ...chosen] : (saved.patientCareServices ?? []).map((s) => s.careService),
    })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return submission.reply({ ...HIDDEN, formErrors: profileUpdateErrorText(error, unexpected) })
  }
  return null
}
