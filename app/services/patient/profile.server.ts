import { z } from 'zod/v4'
import { callService, unreadAnswer } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The patient service: the profile, the mailing address and the phone number's verification (docs/rules/profile.md#service-calls). */

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
    { service: 'patient', path: `/patients/${patient.patientId}`, caller: patient },
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
      caller: patient,
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
    unreadAnswer,
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
    { service: 'patient', path: `/patients/mailing-address/${patient.patientId}`, caller: patient },
    mailingAddressSchema,
  )
  return data
}

export async function sendPhoneVerificationCode(patient: SignedInPatient, phoneNumber: string) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/send-phone-number-verification-code`,
      method: 'POST',
      query: { 'phone-number': phoneNumber, 'hospital-id': patient.hospitalId },
      caller: patient,
    },
    unreadAnswer,
  )
}

// "a boolean-like data value": bare or inside { data }, as a boolean or a string
const booleanLike = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
const phoneOtpAnswer = z.union([booleanLike, z.object({ data: booleanLike }).transform((d) => d.data)])

export async function verifyPhoneOtp(patient: SignedInPatient, phoneNumber: string, otp: string): Promise<boolean> {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/verify-otp`,
      method: 'POST',
      query: { otp, 'phone-number': phoneNumber },
      caller: patient,
    },
    phoneOtpAnswer,
  )
  return data
}
