import { Hono } from 'hono'
import { z } from 'zod'
import type { ChatHub } from '../../chat-hub.ts'
import { insertFile, insertMessage } from '../../chat.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson } from '../../errors.ts'
import { writePdf } from '../../pdf.ts'

const messageBody = z.object({ content: z.string().trim().min(1).max(100) })
const fileBody = z.object({ name: z.string().regex(/^[\w-]{1,60}\.pdf$/) })

/**
 * The doctor's side of the chat, for demos and e2e: the message goes the way a real doctor's
 * would (stored unread, pushed to the patient's socket, a 'New Chat Message' notification and the red dot);
 * a file the doctor shares is stored unseen, as the services keep one.
 */
export function devChatRoutes(deps: Deps, hub: ChatHub) {
  const { db } = deps
  const app = new Hono()

  app.post('/appointments/:id{[0-9]+}/doctor-message', async (c) => {
    const body = parseInput(messageBody, await readJson(c.req.raw))
    const id = Number(c.req.param('id'))
    const appointment = db
      .prepare<[number], { patient_id: number; doctor_name: string }>(
        `SELECT a.patient_id, d.prefix || ' ' || d.first_name || ' ' || d.last_name AS doctor_name
         FROM appointments a JOIN doctors d ON d.id = a.doctor_id WHERE a.id = ?`,
      )
      .get(id)
    if (!appointment) throw notFound('Appointment not found')
    const now = deps.now()
    const message = db.transaction(() => {
      const saved = insertMessage(db, id, 'DOCTOR', body.content, now)
      db.prepare(`UPDATE appointments SET doctor_channel_join_status = 'JOINED' WHERE id = ?`).run(id)
      db.prepare(
        `INSERT INTO notifications (patient_id, appointment_id, title, message, created_at)
         VALUES (?, ?, 'New Chat Message', ?, ?)`,
      ).run(appointment.patient_id, id, `${appointment.doctor_name} sent you a message`, now.toISOString())
      db.prepare(
        `INSERT INTO notification_flags (patient_id, status, updated_at) VALUES (?, 1, ?)
         ON CONFLICT (patient_id) DO UPDATE SET status = 1, updated_at = excluded.updated_at`,
      ).run(appointment.patient_id, now.toISOString())
      return saved
    })()
    hub.push(id, { content: message.content, role: 'DOCTOR', isLocal: false })
    return c.json(message, 201)
  })

  // a PDF the doctor shares in the chat (a report): one page of text, named as asked
  app.post('/appointments/:id{[0-9]+}/doctor-file', async (c) => {
    const { name } = parseInput(fileBody, await readJson(c.req.raw))
    const id = Number(c.req.param('id'))
    if (!db.prepare<[number], { id: number }>('SELECT id FROM appointments WHERE id = ?').get(id))
      throw notFound('Appointment not found')
    const data = writePdf([[{ text: name, size: 16, bold: true }, { text: 'Shared by your doctor.' }]], name)
    return c.json(insertFile(db, id, 'DOCTOR', { name, mime: 'application/pdf', data }, deps.now()), 201)
  })

  return app
}
