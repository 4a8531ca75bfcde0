import type { Database } from 'better-sqlite3'

export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS'
  to: string
  subject: string
  body: string
  /** The one-time code in the message, if any, so tests and demos can read it without parsing. */
  code?: string
}

/** The stand-in's "send": nothing leaves the machine; GET /dev/outbox shows what would have. */
export function sendMessage(db: Database, now: Date, message: OutgoingMessage): number {
  const result = db
    .prepare(`INSERT INTO outbox (channel, recipient, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?)`)
    .run(message.channel, message.to, message.subject, message.body, message.code ?? null, now.toISOString())
  return Number(result.lastInsertRowid)
}
