import { z } from 'zod'
import { ServiceError } from '~/utils/calls/service-error'
import { callService, callServiceForFile } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The patient service (docs/rules/identity.md#service-calls and docs/rules/appointments.md#service-calls). */

/** Signs in; the token comes back in the Authorization response header. */
export async function login(credentials: { username: string; password: string }): Promise<string> {
  const form = new FormData()
  form.set('username', credentials.username.toLowerCase())
  form.set('password', credentials.password)
  const { headers } = await callService({ service: 'patient', path: '/login', method: 'POST', form }, z.unknown())
  const token = headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim()
  if (!token) {
    throw new ServiceError({
      kind: 'invalid-response',
      status: 200,
      url: '/patient-service/login',
      errorMessage: 'No token in the login response',
    })
  }
  return token
}

const statusSchema = z.object({ status: z.string() })

export async function getPatientStatus(patient: SignedInPatient) {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/status`, token: patient.token },
    statusSchema,
  )
  return data.status
}

const notificationFlagSchema = z.object({
  patientNotificationStatusDTOs: z.array(z.object({ status: z.boolean() })),
})

/** The red dot on the bell: true when there are notifications the patient has not opened. */
export async function getNotificationFlag(patient: SignedInPatient) {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/notification-flag`,
      query: { pageSize: 1 },
      token: patient.token,
    },
    notificationFlagSchema,
  )
  return data.patientNotificationStatusDTOs[0]?.status ?? false
}

// ---------------------------------------------------------------- identity

const messageSchema = z.unknown()

/** Self-registration; no token. Resolves when the service accepted it. */
export async function registerPatient(registration: {
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  dateOfBirth: string
  gender: string
  hospitalId: number
}) {
  const { hospitalId, ...rest } = registration
  await callService(
    {
      service: 'patient',
      path: '/patients/register',
      method: 'POST',
      json: { ...rest, email: rest.email.toLowerCase(), hospital: { id: hospitalId } },
    },
    messageSchema,
  )
}

// The user id comes back bare or inside an object, depending on the service version.
const recoveryAnswer = z.union([
  z.coerce.number().int().positive(),
  z.object({ id: z.coerce.number().int().positive() }).transform((a) => a.id),
  z.object({ userId: z.coerce.number().int().positive() }).transform((a) => a.userId),
])

/** Asks for a password-reset code by e-mail or SMS; returns the user id the next steps name. */
export async function requestPasswordOtp(target: { email: string } | { phone: string }): Promise<number> {
  const { data } = await callService(
    { service: 'patient', path: '/patients/forget-password-using-otp', method: 'POST', query: target },
    recoveryAnswer,
  )
  return data
}

/** Checks a code; false when the service says it is not the right one. */
export async function verifyPasswordOtp(userId: number, otp: string): Promise<boolean> {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${userId}/otp-verify`, method: 'POST', query: { otp } },
    z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  )
  return data
}

/** Sets a new password after a verified code. */
export async function setPasswordWithOtp(userId: number, password: { newPassword: string; confirmPassword: string }) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${userId}/configure-password-using-otp`,
      method: 'POST',
      query: { new_password: password.newPassword, confirm_password: password.confirmPassword },
    },
    messageSchema,
  )
}

/** Changes the signed-in patient's password. */
export async function changePassword(
  patient: SignedInPatient,
  password: { currentPassword: string; newPassword: string; confirmPassword: string },
) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/configure-password`,
      method: 'POST',
      token: patient.token,
      query: {
        password: password.currentPassword,
        new_password: password.newPassword,
        confirm_password: password.confirmPassword,
      },
    },
    messageSchema,
  )
}

/** Records the first-login consent. */
export async function givePatientConsent(patient: SignedInPatient, consent: { name: string; relation: string }) {
  await callService(
    {
      service: 'patient',
      path: '/patients/patient-consent',
      method: 'POST',
      token: patient.token,
      query: { 'patient-id': patient.patientId },
      json: { name: consent.name, relation: consent.relation, consentStatus: 'GIVEN' },
    },
    messageSchema,
  )
}

const notificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  time: z.string(),
  appointment: z.object({ id: z.number() }).nullish(),
})

export type PatientNotification = z.infer<typeof notificationSchema>

/** The patient's notifications, newest first (sorted here too, whatever order the service keeps). */
export async function listNotifications(patient: SignedInPatient) {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/notification`, token: patient.token },
    z.array(notificationSchema),
  )
  return [...data].sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id)
}

/**
 * A notification to the patient from the portal itself (an account security warning): the
 * services keep it in the patient's list with the red dot, and pass it on by text or e-mail where
 * the hospital does that.
 */
export async function notifyPatient(patient: SignedInPatient, notice: { title: string; message: string }) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/notification`,
      method: 'POST',
      json: notice,
      token: patient.token,
    },
    z.unknown(),
  )
}

/** Sets the red dot; false clears it (the list was opened). */
export async function setNotificationFlag(patient: SignedInPatient, status: boolean) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/notification-flag`,
      method: 'POST',
      json: { status },
      token: patient.token,
    },
    z.unknown(),
  )
}

/** Reports an appointment outside its window for a PENDING_DEACTIVATION patient (docs/rules/appointments.md#states). */
export async function updatePatientStatus(patient: SignedInPatient, appointmentId: number) {
  await callService(
    {
      service: 'patient',
      path: '/patients/update-status',
      method: 'PATCH',
      query: { 'patient-id': patient.patientId, 'appointment-id': appointmentId },
      token: patient.token,
    },
    z.unknown(),
  )
}

// ---------------------------------------------------------------- profile

const nullableText = z.string().nullish()

const profileSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  middleName: nullableText,
  lastName: z.string(),
  dateOfBirth: nullableText,
  gender: nullableText,
  email: z.string(),
  phoneNumber: nullableText,
  verificationStatus: nullableText,
  occupation: nullableText,
  education: nullableText,
  medicalHistory: nullableText,
  medicalInformation: nullableText,
  therapy: nullableText,
  medicalRecordNumber: nullableText,
  houseNumber: nullableText,
  buildingName: nullableText,
  streetName: nullableText,
  city: nullableText,
  state: nullableText,
  pinCode: nullableText,
  hospital: z.object({ id: z.number() }).nullish(),
  patientPreferredLanguagesDTOs: z.array(z.object({ name: z.string() })).nullish(),
  patientCareServices: z.array(z.object({ careService: z.object({ id: z.number(), title: z.string() }) })).nullish(),
})

export type PatientProfile = z.infer<typeof profileSchema>

export async function getPatientProfile(patient: SignedInPatient) {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${patient.patientId}`, token: patient.token },
    profileSchema,
  )
  return data
}

/** The PATCH payload: the fields the services expect, with their empty placeholders (docs/rules/profile.md#data). */
export type ProfileUpdate = {
  firstName: string
  middleName: string
  lastName: string
  gender: string
  dateOfBirth: string
  email: string
  phoneNumber: string
  verificationStatus: string | null
  occupation: string
  education: string
  medicalHistory: string
  medicalInformation: string
  therapy: string
  medicalRecordNumber: string | null
  houseNumber: string
  buildingName: string
  streetName: string
  city: string
  state: string
  pinCode: string
  hospitalId: number
  languages: string[]
  careServices: { id: number; title: string }[]
}

export async function updatePatientProfile(patient: SignedInPatient, update: ProfileUpdate) {
  const { hospitalId, languages, careServices, ...fields } = update
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}`,
      method: 'PATCH',
      token: patient.token,
      json: {
        id: patient.patientId,
        ...fields,
        hospital: { id: hospitalId },
        patientPreferredLanguagesDTOs: languages.map((name) => ({ name })),
        patientCareServices: careServices.map((careService) => ({ careService })),
        address: '',
        ehrPatientId: '',
        identification: '',
        mailingAddress: '',
        password: '',
        socialMediaId: '',
        zipCode: '',
      },
    },
    z.unknown(),
  )
}

const mailingAddressSchema = z.object({
  buildingName: nullableText,
  houseNumber: nullableText,
  streetName: nullableText,
  pinCode: nullableText,
  state: nullableText,
  city: nullableText,
})

export async function getMailingAddress(patient: SignedInPatient) {
  const { data } = await callService(
    { service: 'patient', path: `/patients/mailing-address/${patient.patientId}`, token: patient.token },
    mailingAddressSchema,
  )
  return data
}

/** The profile photo as the services send it (an image response; 404 when there is none, which is no error). */
export function getProfilePhoto(patient: SignedInPatient) {
  return callServiceForFile({
    service: 'patient',
    path: `/patients/${patient.patientId}/images`,
    token: patient.token,
    expectedStatuses: [404],
  })
}

export async function uploadProfilePhoto(patient: SignedInPatient, file: File) {
  const form = new FormData()
  form.set('file', file)
  await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/image`, method: 'POST', token: patient.token, form },
    z.unknown(),
  )
}

export async function deleteProfilePhoto(patient: SignedInPatient) {
  await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/image`, method: 'DELETE', token: patient.token },
    z.unknown(),
  )
}

const documentSchema = z.object({ id: z.number(), name: z.string(), location: z.string().nullish() })
export type PatientDocument = z.infer<typeof documentSchema>

export async function listPatientDocuments(patient: SignedInPatient, fileType: string) {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/documents`,
      query: { fileType },
      token: patient.token,
    },
    z.array(documentSchema),
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
      token: patient.token,
      form,
    },
    z.unknown(),
  )
}

export function getPatientDocument(patient: SignedInPatient, docId: number) {
  return callServiceForFile({
    service: 'patient',
    path: `/patients/${patient.patientId}/documents/${docId}`,
    token: patient.token,
  })
}

export async function deletePatientDocument(patient: SignedInPatient, docId: number) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/documents/${docId}`,
      method: 'DELETE',
      token: patient.token,
    },
    z.unknown(),
  )
}

export async function sendPhoneVerificationCode(patient: SignedInPatient, phoneNumber: string) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/send-phone-number-verification-code`,
      method: 'POST',
      query: { 'phone-number': phoneNumber, 'hospital-id': patient.hospitalId },
      token: patient.token,
    },
    z.unknown(),
  )
}

// "a boolean-like data value": bare or inside { data }, as a boolean or a string
const booleanLike = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])

export async function verifyPhoneOtp(patient: SignedInPatient, phoneNumber: string, otp: string): Promise<boolean> {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/verify-otp`,
      method: 'POST',
      query: { otp, 'phone-number': phoneNumber },
      token: patient.token,
    },
    z.union([booleanLike, z.object({ data: booleanLike }).transform((d) => d.data)]),
  )
  return data
}
