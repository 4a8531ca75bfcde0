import { z } from 'zod'
import { newestFirst, searchByDoctor } from '~/domain/appointments/history'
import type { AppointmentType } from '~/domain/booking/care-service'
import type { MedicalData } from '~/domain/booking/medical-info'
import type { ChatEntry } from '~/domain/chat'
import { doctorName } from '~/domain/common/doctor-name'
import { clampPage, PAGE_SIZE, pageOf } from '~/domain/common/paging'
import { ServiceError } from '~/utils/calls/service-error'
import { callService, callServiceForFile } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The appointment service (docs/rules/appointments.md#service-calls). */

const doctorSchema = z.object({
  id: z.number(),
  prefix: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string().nullish(),
  // docs/rules/booking.md#service-calls: the doctor's hospital lists its administrators, who supply the refund policy and consent texts
  hospital: z.object({ administrators: z.array(z.object({ id: z.number() })).nullish() }).nullish(),
})

export const appointmentSchema = z.object({
  id: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.string(),
  type: z.enum(['ONLINE_CONSULTATION', 'PHYSICAL_VISIT']),
  doctor: doctorSchema,
  patient: z.object({ id: z.number(), firstName: z.string(), lastName: z.string().nullish() }).nullish(),
  patientChannelJoinStatus: z.string().nullish(),
  doctorChannelJoinStatus: z.string().nullish(),
  doctorJoinStatus: z.string().nullish(),
  reasonforConsultation: z.string().nullish(),
  consultationDTO: z.object({ id: z.number() }).nullish(),
})

export type Appointment = z.infer<typeof appointmentSchema>

/** The patient's appointments starting on or after `fromDate` (YYYY-MM-DD), or all of them. */
export async function listAppointments(patient: SignedInPatient, fromDate?: string) {
  const { data } = await callService(
    {
      service: 'appointment',
      path: '/appointments',
      query: { 'patient-id': patient.patientId, 'from-date': fromDate },
      token: patient.token,
    },
    z.array(appointmentSchema),
  )
  return data
}

export type AppointmentPage = {
  /** the page's appointments, newest first */
  appointments: Appointment[]
  /** how many match the search */
  total: number
  page: number
  last: number
  /** whether the patient has any appointment at all (a search that finds none says so differently) */
  any: boolean
}

/**
 * One page (PAGE_SIZE) of the patient's appointments, newest first, whose doctor's shown name holds `doctorName`:
 * the history's list (docs/rules/appointments.md#service-calls). The services' contract sends every appointment; the portal also sends `page`,
 * `size` and `doctor-name` (ADR 65), and an answer with `X-Total-Count` is that page. A service that ignores
 * them sends the whole list (no count), which is then sorted, searched and paged here with the same result; a
 * counted answer that is not the page asked for (too long, out of order, rows the search would not find) is
 * not trusted: the whole list is asked for. A page past the last asks again for the last.
 */
export async function listAppointmentPage(
  patient: SignedInPatient,
  query: { page: string | null; doctorName: string },
): Promise<AppointmentPage> {
  type Answer = { rows: Appointment[]; total: number } | { all: Appointment[] }
  const ask = async (page: number, size: number, doctorName: string): Promise<Answer> => {
    const { data, headers } = await callService(
      {
        service: 'appointment',
        path: '/appointments',
        query: { 'patient-id': patient.patientId, page, size, 'doctor-name': doctorName || undefined },
        token: patient.token,
      },
      z.array(appointmentSchema),
    )
    const header = headers.get('x-total-count')
    if (header === null) return { all: data }
    const total = Number(header)
    const asked =
      Number.isSafeInteger(total) &&
      total >= data.length &&
      data.length <= size &&
      newestFirst(data).every((a, i) => a === data[i]) &&
      searchByDoctor(data.map(withShownName), doctorName).length === data.length
    return asked ? { rows: data, total } : { all: await listAppointments(patient) }
  }
  const wanted = clampPage(query.page, Number.MAX_SAFE_INTEGER).page
  const first = await ask(wanted, PAGE_SIZE, query.doctorName)
  if ('all' in first) return pageInPortal(first.all, query)
  const { page, last } = clampPage(query.page, first.total)
  const served = page === wanted ? first : await ask(page, PAGE_SIZE, query.doctorName)
  if ('all' in served) return pageInPortal(served.all, query)
  const any = first.total > 0 || (query.doctorName !== '' && count(await ask(1, 1, '')) > 0)
  return { appointments: served.rows, total: first.total, page, last, any }
}

const count = (answer: { rows: unknown[]; total: number } | { all: unknown[] }) =>
  'all' in answer ? answer.all.length : answer.total

const withShownName = (a: Appointment) => ({ appointment: a, doctor: doctorName(a.doctor) })

/** The history's page from the whole list, as a service without paging sends it (docs/rules/appointments.md#states: newest first). */
function pageInPortal(all: Appointment[], query: { page: string | null; doctorName: string }): AppointmentPage {
  const found = searchByDoctor(newestFirst(all).map(withShownName), query.doctorName)
  const { page, last } = clampPage(query.page, found.length)
  const appointments = pageOf(found, page).map((row) => row.appointment)
  return { appointments, total: found.length, page, last, any: all.length > 0 }
}

/** One appointment (the services answer 403 for another patient's). */
export async function getAppointment(patient: SignedInPatient, appointmentId: number) {
  const { data } = await callService(
    { service: 'appointment', path: `/appointments/${appointmentId}`, token: patient.token },
    appointmentSchema,
  )
  return data
}

/** Cancels with the patient's reason; 200 or 204 is success. */
export async function cancelAppointment(
  patient: SignedInPatient,
  appointmentId: number,
  reasonForCancellation: string,
) {
  await callService(
    {
      service: 'appointment',
      path: `/appointments/${appointmentId}`,
      method: 'DELETE',
      query: { reasonForCancellation: reasonForCancellation || undefined },
      token: patient.token,
    },
    z.unknown(),
  )
}

/** Moves the appointment to another slot of the same doctor. */
export async function rescheduleAppointment(
  patient: SignedInPatient,
  appointment: Pick<Appointment, 'id' | 'type' | 'doctor'>,
  slot: { start: string; end: string },
) {
  await callService(
    {
      service: 'appointment',
      path: `/appointments/${appointment.id}/reschedule-appointment`,
      method: 'PATCH',
      json: {
        startTime: slot.start,
        endTime: slot.end,
        status: 'SCHEDULED',
        doctor: { id: appointment.doctor.id },
        patient: { id: patient.patientId },
        type: appointment.type,
      },
      token: patient.token,
    },
    z.unknown(),
  )
}

/* Booking (docs/rules/booking.md#service-calls) */

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

export async function sendMedicalData(patient: SignedInPatient, appointmentId: number, data: MedicalData) {
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

export async function uploadAppointmentDocuments(patient: SignedInPatient, appointmentId: number, files: File[]) {
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

/* Chat (docs/rules/chat.md#service-calls) */

type HistoryType = 'HISTORY' | 'LIVE'

const role = z.enum(['PATIENT', 'DOCTOR'])
const messageSchema = z.object({ id: z.number(), content: z.string(), role, createdDate: z.string() })
const fileSchema = z.object({ id: z.number(), name: z.string(), role, createdDate: z.string() })
const endpointSchema = z.object({ endpoint: z.string().url() })
const chatStatusSchema = z.object({ unreadPatientMessage: z.boolean(), unseenPatientFile: z.boolean() })

const appointmentPath = (appointmentId: number, rest: string) => `/appointments/${appointmentId}/${rest}`

export async function getChatMessages(
  patient: SignedInPatient,
  appointmentId: number,
  type: HistoryType,
): Promise<ChatEntry[]> {
  const { data } = await callService(
    {
      service: 'appointment',
      path: appointmentPath(appointmentId, 'get-message'),
      query: { type },
      token: patient.token,
    },
    z.array(messageSchema),
  )
  return data.map((m) => ({ ...m, kind: 'message' as const }))
}

export async function getChatFiles(
  patient: SignedInPatient,
  appointmentId: number,
  type: HistoryType,
): Promise<ChatEntry[]> {
  const { data } = await callService(
    {
      service: 'appointment',
      path: appointmentPath(appointmentId, 'appointment-chat'),
      query: { fileType: 'CHAT', type },
      token: patient.token,
    },
    z.array(fileSchema),
  )
  return data.map((f) => ({ ...f, kind: 'file' as const }))
}

/**
 * Joins the appointment's channel (docs/rules/chat.md#states): a new channel when neither side has joined,
 * else the existing endpoint. Answers the websocket address.
 */
export async function joinChatChannel(
  patient: SignedInPatient & { name: string },
  appointment: { id: number; patientChannelJoinStatus?: string | null; doctorChannelJoinStatus?: string | null },
): Promise<string> {
  const fresh = appointment.patientChannelJoinStatus !== 'JOINED' && appointment.doctorChannelJoinStatus !== 'JOINED'
  const { data } = await callService(
    fresh
      ? {
          service: 'appointment',
          path: appointmentPath(appointment.id, 'create-channel'),
          method: 'POST',
          json: { name: patient.name, role: 'PATIENT' },
          token: patient.token,
        }
      : { service: 'appointment', path: appointmentPath(appointment.id, 'get-endpoint'), token: patient.token },
    endpointSchema,
  )
  return data.endpoint
}

export async function sendChatMessage(
  patient: SignedInPatient,
  appointmentId: number,
  content: string,
): Promise<ChatEntry> {
  const { data } = await callService(
    {
      service: 'appointment',
      path: appointmentPath(appointmentId, 'send-message'),
      method: 'POST',
      json: { content, role: 'PATIENT' },
      token: patient.token,
    },
    messageSchema,
  )
  return { ...data, kind: 'message' }
}

/** Sends one attachment; answers what the services saved (nothing when their answer names none). */
export async function uploadChatFile(
  patient: SignedInPatient,
  appointmentId: number,
  file: File,
): Promise<ChatEntry[]> {
  const form = new FormData()
  form.append('files', file, file.name)
  const { data } = await callService(
    {
      service: 'appointment',
      path: appointmentPath(appointmentId, 'documents'),
      method: 'POST',
      query: { fileType: 'CHAT' },
      form,
      token: patient.token,
    },
    z.array(fileSchema).catch([]),
  )
  return data.map((f) => ({ ...f, kind: 'file' as const }))
}

export function getChatDocument(patient: SignedInPatient, appointmentId: number, fileId: number): Promise<Response> {
  return callServiceForFile({
    service: 'appointment',
    path: appointmentPath(appointmentId, `chat-document/${fileId}`),
    token: patient.token,
  })
}

export async function getChatStatus(patient: SignedInPatient, appointmentId: number) {
  const { data } = await callService(
    { service: 'appointment', path: `/appointments/patient-chat-status/${appointmentId}`, token: patient.token },
    chatStatusSchema,
  )
  return data
}
