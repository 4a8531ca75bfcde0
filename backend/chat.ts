import type { Database } from 'better-sqlite3'

/** The chat's store: messages and files of one appointment, in the services' shapes (docs/rules/chat.md#data). */

export type ChatRole = 'PATIENT' | 'DOCTOR'

interface MessageRow {
  id: number
  role: ChatRole
  content: string
  created_at: string
}

interface FileRow {
  id: number
  role: ChatRole
  name: string
  created_at: string
}

export const messageDto = (r: MessageRow) => ({ id: r.id, content: r.content, role: r.role, createdDate: r.created_at })

export const fileDto = (appointmentId: number) => (r: FileRow) => ({
  id: r.id,
  name: r.name,
  location: `/appointment-service/appointments/${appointmentId}/chat-document/${r.id}`,
  role: r.role,
  createdDate: r.created_at,
})

/**
 * HISTORY: every message. LIVE: the doctor's messages the patient has not seen yet. Either way the
 * doctor's messages returned count as seen by the patient from now on.
 */
export function readMessages(db: Database, appointmentId: number, type: 'HISTORY' | 'LIVE') {
  const rows = db
    .prepare<[number], MessageRow>(
      `SELECT id, role, content, created_at FROM chat_messages WHERE appointment_id = ?
       ${type === 'LIVE' ? `AND role = 'DOCTOR' AND seen = 0` : ''} ORDER BY created_at, id`,
    )
    .all(appointmentId)
  db.prepare(`UPDATE chat_messages SET seen = 1 WHERE appointment_id = ? AND role = 'DOCTOR'`).run(appointmentId)
  return rows.map(messageDto)
}

export function readFiles(db: Database, appointmentId: number, type: 'HISTORY' | 'LIVE') {
  const rows = db
    .prepare<[number], FileRow>(
      `SELECT id, role, name, created_at FROM chat_files WHERE appointment_id = ?
       ${type === 'LIVE' ? `AND role = 'DOCTOR' AND seen = 0` : ''} ORDER BY created_at, id`,
    )
    .all(appointmentId)
  db.prepare(`UPDATE chat_files SET seen = 1 WHERE appointment_id = ? AND role = 'DOCTOR'`).run(appointmentId)
  return rows.map(fileDto(appointmentId))
}

export function insertMessage(db: Database, appointmentId: number, role: ChatRole, content: string, now: Date) {
  const createdDate = now.toISOString()
  const result = db
    .prepare('INSERT INTO chat_messages (appointment_id, role, content, seen, created_at) VALUES (?, ?, ?, 0, ?)')
    .run(appointmentId, role, content, createdDate)
  return { id: Number(result.lastInsertRowid), content, role, createdDate }
}

export function insertFile(
  db: Database,
  appointmentId: number,
  role: ChatRole,
  file: { name: string; mime: string; data: Buffer },
  now: Date,
) {
  const created = now.toISOString()
  const result = db
    .prepare(
      'INSERT INTO chat_files (appointment_id, role, name, mime, data, seen, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)',
    )
    .run(appointmentId, role, file.name, file.mime, file.data, created)
  return fileDto(appointmentId)({ id: Number(result.lastInsertRowid), role, name: file.name, created_at: created })
}
