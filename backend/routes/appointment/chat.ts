import { Hono } from 'hono'
import { z } from 'zod'
import { ownAppointment } from '../../appointments.ts'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { ChatHub } from '../../chat-hub.ts'
import { insertFile, insertMessage, readFiles, readMessages } from '../../chat.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson, ServiceError } from '../../errors.ts'

export const CHAT_MAX_CHARS = 100
export const CHAT_FILE_MAX_BYTES = 10_485_760

const historyQuery = z.object({ type: z.enum(['HISTORY', 'LIVE']).default('HISTORY') })
const filesQuery = historyQuery.extend({ fileType: z.literal('CHAT').default('CHAT') })
const uploadQuery = z.object({ fileType: z.literal('CHAT') })
const channelBody = z.object({ name: z.string().trim().min(1).max(200), role: z.literal('PATIENT') })
const sendBody = z.object({
  content: z.string().trim().min(1, 'must not be blank').max(CHAT_MAX_CHARS),
  role: z.literal('PATIENT'),
})

const CHAT_MIME = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

/** pdf, png, jpg/jpeg and docx (a ZIP named .docx), by their first bytes. */
export function chatFileKind(name: string, head: Uint8Array): keyof typeof CHAT_MIME | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  if (ascii(0, 5) === '%PDF-') return 'pdf'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (head[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png'
  if (ascii(0, 4) === 'PK\x03\x04' && /\.docx$/i.test(name)) return 'docx'
  return null
}

const FINAL = new Set(['CLOSED', 'CANCELED'])

/**
 * /appointment-service chat paths (docs/rules/chat.md#service-calls): history, live messages and files, the
 * channel and its websocket endpoint, sending, attachments and the patient's unread status.
 */
export function chatRoutes(deps: Deps, hub: ChatHub) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  const own = (raw: string | undefined, patientId: number) => ownAppointment(db, Number(raw), patientId)
  const open = (raw: string | undefined, patientId: number) => {
    const appointment = own(raw, patientId)
    if (FINAL.has(appointment.status)) throw new ServiceError(400, 'The chat of this appointment is closed')
    return appointment
  }
  const base = (url: string) => new URL(url)

  app.get('/appointments/:id{[0-9]+}/get-message', auth, (c) => {
    const { type } = parseInput(historyQuery, c.req.query())
    const appointment = own(c.req.param('id'), c.get('token').user_id)
    return c.json(readMessages(db, appointment.id, type))
  })

  app.get('/appointments/:id{[0-9]+}/appointment-chat', auth, (c) => {
    const { type } = parseInput(filesQuery, c.req.query())
    const appointment = own(c.req.param('id'), c.get('token').user_id)
    return c.json(readFiles(db, appointment.id, type))
  })

  const joined = (appointmentId: number) =>
    db
      .prepare(`UPDATE appointments SET patient_channel_join_status = 'JOINED', updated_at = ? WHERE id = ?`)
      .run(deps.now().toISOString(), appointmentId)

  app.post('/appointments/:id{[0-9]+}/create-channel', auth, async (c) => {
    parseInput(channelBody, await readJson(c.req.raw))
    const appointment = open(c.req.param('id'), c.get('token').user_id)
    joined(appointment.id)
    return c.json({
      channel: `appointment-${appointment.id}`,
      endpoint: hub.endpoint(base(c.req.url), appointment.id, deps.now(), c.get('token').grant_id ?? null),
    })
  })

  app.get('/appointments/:id{[0-9]+}/get-endpoint', auth, (c) => {
    const appointment = open(c.req.param('id'), c.get('token').user_id)
    joined(appointment.id)
    return c.json({
      endpoint: hub.endpoint(base(c.req.url), appointment.id, deps.now(), c.get('token').grant_id ?? null),
    })
  })

  app.post('/appointments/:id{[0-9]+}/send-message', auth, async (c) => {
    const body = parseInput(sendBody, await readJson(c.req.raw))
    const appointment = open(c.req.param('id'), c.get('token').user_id)
    return c.json(insertMessage(db, appointment.id, 'PATIENT', body.content, deps.now()), 201)
  })

  app.post('/appointments/:id{[0-9]+}/documents', auth, async (c, next) => {
    // the same path takes the booking's documents (booking.ts): fileType tells them apart
    if (c.req.query('fileType') === 'CONSULTATION') return next()
    parseInput(uploadQuery, c.req.query())
    const appointment = open(c.req.param('id'), c.get('token').user_id)
    let form: FormData
    try {
      form = await c.req.raw.formData()
    } catch {
      throw new ServiceError(400, 'Expected a multipart form with files')
    }
    const files = form.getAll('files').filter((v): v is File => typeof v !== 'string')
    if (files.length === 0) throw new ServiceError(400, 'No file', { errorMap: { files: 'required' } })
    const accepted: { name: string; mime: string; data: Buffer }[] = []
    for (const file of files) {
      if (file.size === 0 || file.size > CHAT_FILE_MAX_BYTES)
        throw new ServiceError(400, 'File size is more than allowed limit', { errorMap: { files: 'size' } })
      const data = Buffer.from(await file.arrayBuffer())
      const kind = chatFileKind(file.name, data.subarray(0, 8))
      if (!kind) throw new ServiceError(415, 'Kindly upload the valid file.', { errorMap: { files: 'type' } })
      accepted.push({ name: file.name.slice(0, 200), mime: CHAT_MIME[kind], data })
    }
    const saved = db.transaction(() => accepted.map((f) => insertFile(db, appointment.id, 'PATIENT', f, deps.now())))()
    return c.json(saved, 201)
  })

  app.get('/appointments/:id{[0-9]+}/chat-document/:fileId{[0-9]+}', auth, (c) => {
    const appointment = own(c.req.param('id'), c.get('token').user_id)
    const file = db
      .prepare<[number, number], { name: string; mime: string; data: Buffer }>(
        'SELECT name, mime, data FROM chat_files WHERE id = ? AND appointment_id = ?',
      )
      .get(Number(c.req.param('fileId')), appointment.id)
    if (!file) throw notFound('Document not found')
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.mime,
      'Content-Disposition': `attachment; filename="${file.name.replace(/[^\w.\- ]/g, '_')}"`,
    })
  })

  app.get('/appointments/patient-chat-status/:id{[0-9]+}', auth, (c) => {
    const appointment = own(c.req.param('id'), c.get('token').user_id)
    const unread = (table: 'chat_messages' | 'chat_files') =>
      !!db
        .prepare(`SELECT 1 FROM ${table} WHERE appointment_id = ? AND role = 'DOCTOR' AND seen = 0`)
        .get(appointment.id)
    return c.json({ unreadPatientMessage: unread('chat_messages'), unseenPatientFile: unread('chat_files') })
  })

  return app
}
