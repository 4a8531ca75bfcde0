import { z } from 'zod'
import type { ChatEntry } from '~/domain/chat-rules'
import { callService, callServiceForFile } from './request.server'

/** The chat paths of the appointment service and the prescription of the consultation service (spec 3 section 7). */

type Caller = { patientId: number; token: string }
type HistoryType = 'HISTORY' | 'LIVE'

const role = z.enum(['PATIENT', 'DOCTOR'])
const messageSchema = z.object({ id: z.number(), content: z.string(), role, createdDate: z.string() })
const fileSchema = z.object({ id: z.number(), name: z.string(), role, createdDate: z.string() })
const endpointSchema = z.object({ endpoint: z.string().url() })
const chatStatusSchema = z.object({ unreadPatientMessage: z.boolean(), unseenPatientFile: z.boolean() })

const appointmentPath = (appointmentId: number, rest: string) => `/appointments/${appointmentId}/${rest}`

export async function getChatMessages(patient: Caller, appointmentId: number, type: HistoryType): Promise<ChatEntry[]> {
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

export async function getChatFiles(patient: Caller, appointmentId: number, type: HistoryType): Promise<ChatEntry[]> {
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
 * Joins the appointment's channel (spec 3 section 4): a new channel when neither side has joined,
 * else the existing endpoint. Answers the websocket address.
 */
export async function joinChatChannel(
  patient: Caller & { name: string },
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

export async function sendChatMessage(patient: Caller, appointmentId: number, content: string): Promise<ChatEntry> {
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
export async function uploadChatFile(patient: Caller, appointmentId: number, file: File): Promise<ChatEntry[]> {
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

export function getChatDocument(patient: Caller, appointmentId: number, fileId: number): Promise<Response> {
  return callServiceForFile({
    service: 'appointment',
    path: appointmentPath(appointmentId, `chat-document/${fileId}`),
    token: patient.token,
  })
}

export async function getChatStatus(patient: Caller, appointmentId: number) {
  const { data } = await callService(
    { service: 'appointment', path: `/appointments/patient-chat-status/${appointmentId}`, token: patient.token },
    chatStatusSchema,
  )
  return data
}

export function getPrescriptionReport(patient: Caller, consultationId: number): Promise<Response> {
  return callServiceForFile({
    service: 'consultation',
    path: `/consultations/${consultationId}/prescription-report`,
    token: patient.token,
  })
}
