import { z } from 'zod/v4'
import { webAddress } from '~/domain/common/web-address'
import { MEDIA_REGION } from '~/domain/video-call/call'
import { callService, callServiceForFile, unreadAnswer } from '~/utils/calls/service-request.server'
import type { RequestScope } from '~/utils/observability/request-context.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * The consultation service's video calls (docs/rules/video-call.md#service-calls) and the guest caretaker's calls
 * (docs/rules/guest-call.md#service-calls; those carry no token).
 */

export const joinDataSchema = z.object({
  audioFallbackUrl: z.string(),
  signalingUrl: z.string(),
  turnControlUrl: z.string(),
  screenDataUrl: z.string().nullish(),
  screenViewingUrl: z.string().nullish(),
  screenSharingUrl: z.string().nullish(),
  audioHostUrl: z.string(),
  meetingId: z.string(),
  attendeeId: z.string(),
  joinToken: z.string(),
  userId: z.string().nullish(),
  consultationId: z.number().nullish(),
})
export type JoinData = z.infer<typeof joinDataSchema>

/** What the browser needs to join (no consultation id or other extras). */
export function browserJoinData(join: JoinData) {
  const { consultationId: _, ...forBrowser } = join
  return forBrowser
}

const attendeeListSchema = z.object({
  id: z.number().nullish(),
  doctorName: z.string().nullish(),
  patientName: z.string().nullish(),
  externalCareTaker: z.string().nullish(),
  externalDoctor: z.string().nullish(),
})
export type AttendeeList = z.infer<typeof attendeeListSchema>

/** Joining: the services make the consultation's meeting and answer the join data. */
export async function createMeeting(patient: SignedInPatient, appointmentId: number) {
  const { data } = await callService(
    {
      service: 'consultation',
      path: '/consultations/consultation-meetings',
      method: 'POST',
      json: { appointmentId, mediaRegion: MEDIA_REGION },
      caller: patient,
    },
    joinDataSchema,
  )
  return data
}

export async function setPatientJoinStatus(
  patient: SignedInPatient,
  appointmentId: number,
  status: 'JOINED' | 'NOT_JOINED',
) {
  await callService(
    {
      service: 'appointment',
      path: `/appointments/update-patient-joined-status/${appointmentId}`,
      method: 'PATCH',
      query: { patientChannelJoinStatus: status },
      caller: patient,
    },
    unreadAnswer,
  )
}

export async function getAttendeeList(patient: SignedInPatient, consultationId: number) {
  const { data } = await callService(
    { service: 'consultation', path: `/consultations/attendee-list/${consultationId}`, caller: patient },
    attendeeListSchema,
  )
  return data
}

export async function addExternalCareTaker(
  patient: SignedInPatient & { firstName: string },
  consultationId: number,
  person: { userName: string; emailId: string; phoneNumber: string; meetingUrl: string },
) {
  await callService(
    {
      service: 'consultation',
      path: `/consultations/${consultationId}/add-patient-external-care-taker`,
      method: 'POST',
      json: { ...person, patientDTO: { id: patient.patientId, firstName: patient.firstName } },
      caller: patient,
    },
    unreadAnswer,
  )
}

export async function removeAttendee(patient: SignedInPatient, consultationId: number) {
  await callService(
    {
      service: 'consultation',
      path: `/consultations/${consultationId}/patient-remove-attendee`,
      method: 'DELETE',
      caller: patient,
    },
    unreadAnswer,
  )
}

/** The booking's attachment path (docs/rules/video-call.md#service-calls), used by the call's attachment panel. */
export async function uploadConsultationDocument(patient: SignedInPatient, appointmentId: number, file: File) {
  const form = new FormData()
  form.append('files', file, file.name)
  await callService(
    {
      service: 'appointment',
      path: `/appointments/${appointmentId}/documents`,
      method: 'POST',
      query: { fileType: 'CONSULTATION' },
      form,
      caller: patient,
    },
    unreadAnswer,
  )
}

// ---------------------------------------------------------------- the guest (no token; the request's scope)

/** The consultation's administrator: a bare id or {id}. */
const adminIdSchema = z.union([z.number(), z.object({ id: z.number() }).transform((a) => a.id)])
const externalConsentSchema = z.object({
  externalPatientConsentMessage: z.string(),
  externalPatientConsentUrl: z.string().nullish(),
})

/** The consultation's administrator, then that administrator's external consent message. */
export async function getExternalConsentMessage(consultationId: number, scope: RequestScope | undefined) {
  const { data: adminId } = await callService(
    { service: 'consultation', path: `/consultations/${consultationId}/admin`, caller: { scope } },
    adminIdSchema,
  )
  const { data } = await callService(
    { service: 'admin', path: `/admins/${adminId}/consent-message/patient-external-consent`, caller: { scope } },
    externalConsentSchema,
  )
  return { message: data.externalPatientConsentMessage, url: webAddress(data.externalPatientConsentUrl) }
}

export async function verifyGuestCode(consultationId: number, otp: string, scope: RequestScope | undefined) {
  await callService(
    {
      service: 'consultation',
      path: `/consultations/${consultationId}/patient-otp-verified`,
      query: { otp },
      caller: { scope },
    },
    unreadAnswer,
  )
}

export async function sendExternalConsent(
  consultationId: number,
  consent: { name: string; relation: string; age: number; consentStatus: 'GIVEN' | 'NOTGIVEN' },
  scope: RequestScope | undefined,
) {
  await callService(
    {
      service: 'consultation',
      path: `/consultations/${consultationId}/external-user-consent`,
      method: 'POST',
      json: consent,
      caller: { scope },
    },
    unreadAnswer,
  )
}

export async function addGuestAttendee(consultationId: number, scope: RequestScope | undefined) {
  const { data } = await callService(
    {
      service: 'consultation',
      path: `/consultations/meeting/${consultationId}/patient-add-attendee`,
      method: 'POST',
      json: {},
      caller: { scope },
    },
    joinDataSchema,
  )
  return data
}

/** The values beyond JOINED / NOT_JOINED are not shown (docs/rules/guest-call.md#data): a bare string or {status}. */
const statusSchema = z.union([
  z.string(),
  z.object({ status: z.string() }).transform((s) => s.status),
  z.object({ attendeeStatus: z.string() }).transform((s) => s.attendeeStatus),
  z.object({ consultationStatus: z.string() }).transform((s) => s.consultationStatus),
])

export async function getGuestAttendeeStatus(consultationId: number, scope: RequestScope | undefined) {
  const { data } = await callService(
    { service: 'consultation', path: `/consultations/patient-attendee-status/${consultationId}`, caller: { scope } },
    statusSchema,
  )
  return data
}

export async function setGuestAttendeeStatus(
  consultationId: number,
  status: 'JOINED' | 'NOT_JOINED',
  scope: RequestScope | undefined,
) {
  await callService(
    {
      service: 'consultation',
      path: `/consultations/patient-attendee-status/${consultationId}`,
      method: 'PATCH',
      json: { status },
      caller: { scope },
    },
    unreadAnswer,
  )
}

export async function getConsultationStatus(consultationId: number, scope: RequestScope | undefined) {
  const { data } = await callService(
    { service: 'consultation', path: `/consultations/${consultationId}/consultation-status`, caller: { scope } },
    statusSchema,
  )
  return data
}

export function getPrescriptionReport(patient: SignedInPatient, consultationId: number): Promise<Response> {
  return callServiceForFile({
    service: 'consultation',
    path: `/consultations/${consultationId}/prescription-report`,
    caller: patient,
  })
}
