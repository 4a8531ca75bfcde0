import { z } from 'zod/v4'
import type { ChatEntry } from '~/domain/chat'
import { callService, callServiceForFile } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The appointment service: an appointment's chat, its files and its channel (docs/rules/chat.md#service-calls). */

type HistoryType = 'HISTORY' | 'LIVE'

const role = z.enum(['PATIENT', 'DOCTOR'])
const messageSchema = z.object({ id: z.number(), content: z.string(), role, createdDate: z.string() })
const fileSchema = z.object({ id: z.number(), name: z.string(), role, createdDate: z.string() })
// a URL, kept as sent: zod 4's url() would hand back the address rewritten by the URL parser
const endpointSchema = z.object({ endpoint: z.string().refine((address) => URL.canParse(address), 'Invalid url') })
const messageListSchema = z.array(messageSchema)
const fileListSchema = z.array(fileSchema)
// an upload's answer that names no saved files reads as none saved
const savedFilesSchema = fileListSchema.catch([])
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
      caller: patient,
    },
    messageListSchema,
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
      caller: patient,
    },
    fileListSchema,
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
          caller: patient,
        }
      : { service: 'appointment', path: appointmentPath(appointment.id, 'get-endpoint'), caller: patient },
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
      caller: patient,
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
      caller: patient,
    },
    savedFilesSchema,
  )
  return data.map((f) => ({ ...f, kind: 'file' as const }))
}

export function getChatDocument(patient: SignedInPatient, appointmentId: number, fileId: number): Promise<Response> {
  return callServiceForFile({
    service: 'appointment',
    path: appointmentPath(appointmentId, `chat-document/${fileId}`),
    caller: patient,
  })
}

export async function getChatStatus(patient: SignedInPatient, appointmentId: number) {
  const { data } = await callService(
    { service: 'appointment', path: `/appointments/patient-chat-status/${appointmentId}`, caller: patient },
    chatStatusSchema,
  )
  return data
}
