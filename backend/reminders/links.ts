import { createHash, randomBytes } from 'node:crypto'
import type { Database } from 'better-sqlite3'

/**
 * A text's link: the portal's public address, this fixed path and a 22-character random token
 * (128 bits), so an operator's template can whitelist everything before the token. The store
 * keeps only the token's SHA-256: a copy of the database opens no visit. A link is bound to one
 * appointment at the time its text announced; it works until that start, and not once the visit
 * has moved (the text names a time that no longer holds).
 */
export const LINK_PATH = '/r/'
const TOKEN = /^[A-Za-z0-9_-]{22}$/

/** Five wrong years of birth, and the link can no longer cancel. */
export const WRONG_YEARS_MAX = 5

export const newToken = () => randomBytes(16).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function linkOf(portalUrl: string, token: string) {
  return `${new URL(portalUrl).origin}${LINK_PATH}${token}`
}

/** A new link to the appointment as it stands: its token (shown once, in the text). */
export function issueLink(db: Database, appointmentId: number, startTime: string, now: Date): string {
  const token = newToken()
  db.prepare('INSERT INTO reminder_links (token_hash, appointment_id, start_time, created_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    appointmentId,
    startTime,
    now.toISOString(),
  )
  return token
}

export interface LinkedVisit {
  tokenHash: string
  appointmentId: number
  wrongYears: number
}

/** The visit a token opens now, or null for a malformed, unknown, moved or ended one (all alike). */
export function linkedVisit(db: Database, token: unknown, now: Date): LinkedVisit | null {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null
  const row = db
    .prepare<[string], { appointment_id: number; start_time: string; wrong_years: number; current_start: string }>(
      `SELECT l.appointment_id, l.start_time, l.wrong_years, a.start_time AS current_start
       FROM reminder_links l JOIN appointments a ON a.id = l.appointment_id WHERE l.token_hash = ?`,
    )
    .get(hashToken(token))
  if (!row || row.start_time !== row.current_start) return null
  if (now.getTime() >= Date.parse(row.start_time)) return null
  return { tokenHash: hashToken(token), appointmentId: row.appointment_id, wrongYears: row.wrong_years }
}
