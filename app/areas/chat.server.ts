import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { CHAT_FILE_MAX_BYTES, chatFileKind, chatFileProblem, messageToSend, type ChatEntry } from '~/domain/chat'
import { sendChatMessage, uploadChatFile } from '~/services/appointment/chat.server'
import { type Appointment } from '~/services/appointment/list.server'
import { ServiceError } from '~/utils/calls/service-error'
import { requestTexts } from '~/utils/language/texts.server'
import { readForm } from '~/utils/request/form.server'
import { readUpload, uploadRefusal } from '~/utils/request/upload.server'
import type { SignedInPatient } from '~/utils/session/session.server'

export type ChatPostResult =
  | { ok: true; kind: 'message' | 'file'; entry?: ChatEntry }
  | { ok: false; field: 'message' | 'file'; error: string; value?: string }

/**
 * One chat post, from the page's form (no JS) or the island: a message (url-encoded `message`)
 * or an attachment (multipart `file`), checked here first (docs/rules/chat.md#validation), then sent on.
 */
export async function postToChat(
  request: Request,
  patient: SignedInPatient,
  appointment: Appointment,
): Promise<ChatPostResult> {
  const chatMessages = requestTexts(request).texts('chatMessages')
  const multipart = request.headers.get('Content-Type')?.startsWith('multipart/form-data')
  if (!multipart) {
    const submission = parseWithZod(await readForm(request), { schema: z.object({ message: z.string().default('') }) })
    const raw = submission.status === 'success' ? submission.value.message : ''
    const content = messageToSend(raw)
    if (!content) return { ok: false, field: 'message', error: chatMessages.blank, value: raw }
    try {
      return { ok: true, kind: 'message', entry: await sendChatMessage(patient, appointment.id, content) }
    } catch (error) {
      if (error instanceof ServiceError)
        return { ok: false, field: 'message', error: chatMessages.sendFailed, value: raw }
      throw error
    }
  }
  const upload = await readUpload(request, 'file', {
    maxPartBytes: CHAT_FILE_MAX_BYTES,
    maxTotalBytes: CHAT_FILE_MAX_BYTES,
  })
  if (!upload.ok) {
    const error = uploadRefusal(request, upload, {
      tooLarge: chatMessages.tooLarge,
      unreadable: chatMessages.invalidFile,
    })
    return { ok: false, field: 'file', error }
  }
  const chosen = upload.files[0]
  const head = chosen ? new Uint8Array(await chosen.file.slice(0, 8).arrayBuffer()) : new Uint8Array()
  const kind = chosen ? chatFileKind(chosen.name, head) : null
  const problem = chatFileProblem(chosen ? { size: chosen.size, kind } : null, chatMessages)
  if (problem || !chosen) return { ok: false, field: 'file', error: problem ?? chatMessages.noFile }
  try {
    const [entry] = await uploadChatFile(patient, appointment.id, chosen.file)
    return { ok: true, kind: 'file', entry }
  } catch (error) {
    if (error instanceof ServiceError) return { ok: false, field: 'file', error: chatMessages.uploadFailed }
    throw error
  }
}
