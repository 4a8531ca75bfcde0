import type { Database } from 'better-sqlite3'
import type { Deps } from '../config.ts'
import { sendMessage } from '../outbox.ts'
import { issueLink, linkOf } from './links.ts'
import { visitMessage, type MessageKind, type ReminderLanguage } from './texts.ts'

/**
 * Sends a visit's confirmation or reminder to each of the patient's channels: SMS to the verified
 * mobile, e-mail to the address on file, each as the patient's preferences say. A reminder is
 * recorded per (appointment, offset, channel) before it goes, and a row already there means it
 * went: a second sweep, or two at once, sends nothing twice.
 */
export interface Recipient {
  channel: 'SMS' | 'EMAIL'
  to: string
}

export interface ReminderPreferences {
  sms: boolean
  email: boolean
  language: ReminderLanguage
}

export const DEFAULT_PREFERENCES: ReminderPreferences = { sms: true, email: true, language: 'en' }

export function preferencesOf(db: Database, patientId: number): ReminderPreferences {
  const row = db
    .prepare<[number], { sms: number; email: number; language: ReminderLanguage }>(
      'SELECT sms, email, language FROM reminder_preferences WHERE patient_id = ?',
    )
    .get(patientId)
  return row ? { sms: row.sms === 1, email: row.email === 1, language: row.language } : DEFAULT_PREFERENCES
}

/**
 * Who gets a patient's texts: the patient's own channels, each only when switched on and known
 * (an unverified mobile gets nothing). Copies for someone else would be added here.
 */
export function recipientsOf(db: Database, patientId: number, preferences: ReminderPreferences): Recipient[] {
  const patient = db
    .prepare<[number], { email: string | null; phone_number: string | null; verification_status: string | null }>(
      'SELECT email, phone_number, verification_status FROM patients WHERE id = ?',
    )
    .get(patientId)
  if (!patient) return []
  const recipients: Recipient[] = []
  if (preferences.sms && patient.phone_number && patient.verification_status === 'verified')
    recipients.push({ channel: 'SMS', to: patient.phone_number })
  if (preferences.email && patient.email) recipients.push({ channel: 'EMAIL', to: patient.email })
  return recipients
}

interface VisitRow {
  id: number
  patient_id: number
  start_time: string
  type: string
  brand: string
}

/** A reminder carries its offset: it goes once per (appointment, offset, channel). */
export type Occasion =
  { kind: Exclude<MessageKind, 'reminder' | 'callSoon'> } | { kind: 'reminder' | 'callSoon'; offsetMinutes: number }

/** Sends the occasion's message; answers how many went. */
export function sendVisitMessages(
  deps: Pick<Deps, 'db' | 'now' | 'portalUrl' | 'reminders'>,
  appointmentId: number,
  occasion: Occasion,
) {
  const { db } = deps
  const now = deps.now()
  const visit = db
    .prepare<[number], VisitRow>(
      `SELECT a.id, a.patient_id, a.start_time, a.type, COALESCE(h.sms_brand, h.name) AS brand
       FROM appointments a JOIN doctors d ON d.id = a.doctor_id JOIN hospitals h ON h.id = d.hospital_id
       WHERE a.id = ?`,
    )
    .get(appointmentId)
  if (!visit) return 0
  const preferences = preferencesOf(db, visit.patient_id)
  const recipients = recipientsOf(db, visit.patient_id, preferences).filter(
    (r) => !('offsetMinutes' in occasion) || claimReminder(db, visit.id, occasion.offsetMinutes, r.channel, now),
  )
  if (recipients.length === 0) return 0
  // one link per message, shared by its SMS and e-mail; a cancel's confirmation has nothing to open
  const link =
    occasion.kind === 'cancelled' ? null : linkOf(deps.portalUrl, issueLink(db, visit.id, visit.start_time, now))
  const { subject, body } = visitMessage({
    kind: occasion.kind,
    language: preferences.language,
    brand: visit.brand,
    start: new Date(visit.start_time),
    online: visit.type === 'ONLINE_CONSULTATION',
    link,
    timeZone: deps.reminders.timeZone,
  })
  for (const r of recipients) sendMessage(db, now, { channel: r.channel, to: r.to, subject, body })
  return recipients.length
}

/** Records a reminder as sent; false when it already was. */
function claimReminder(db: Database, appointmentId: number, offsetMinutes: number, channel: string, now: Date) {
  const result = db
    .prepare(
      `INSERT INTO reminders_sent (appointment_id, offset_minutes, channel, sent_at) VALUES (?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    )
    .run(appointmentId, offsetMinutes, channel, now.toISOString())
  return result.changes === 1
}

/** A visit moved to a new time: its reminders start again for that time, and any "I will come" was for the old one. */
export function resetReminders(db: Database, appointmentId: number, now: Date) {
  db.prepare('DELETE FROM reminders_sent WHERE appointment_id = ?').run(appointmentId)
  db.prepare('UPDATE appointments SET time_set_at = ?, confirmed_at = NULL WHERE id = ?').run(
    now.toISOString(),
    appointmentId,
  )
}
