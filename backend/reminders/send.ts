import type { Database } from 'better-sqlite3'
import type { Deps } from '../config.ts'
import { sendMessage } from '../outbox.ts'
import { copyHoldersOf } from './copies.ts'
import { issueLink, linkOf } from './links.ts'
import { visitMessage, type MessageKind, type ReminderLanguage } from './texts.ts'

/**
 * Sends a visit's confirmation or reminder to each of the patient's channels: SMS to the verified
 * mobile, e-mail to the address on file, each as the patient's preferences say; and a copy by SMS
 * to each helper who asked for one. A reminder is recorded per (appointment, offset, channel,
 * recipient) before it goes, and a row already there means it went: a second sweep, or two at
 * once, sends nothing twice.
 */
export interface Recipient {
  channel: 'SMS' | 'EMAIL'
  to: string
  /** Who, in the record of what was sent: 'patient', or 'helper:<account id>'. */
  who: string
  language: ReminderLanguage
  /**
   * Whether the text carries the visit's link. A helper's copy carries none: the link's page can
   * confirm and cancel, more than `see` allows, and it names the patient to whoever holds the phone.
   */
  linked: boolean
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
 * (an unverified mobile gets nothing), then the helpers' copies (reminders/copies.ts). A mobile
 * already on the list (a phone the family shares) gets the text once.
 */
export function recipientsOf(
  db: Database,
  patientId: number,
  preferences: ReminderPreferences,
  now: Date,
): Recipient[] {
  const patient = db
    .prepare<[number], { email: string | null; phone_number: string | null; verification_status: string | null }>(
      'SELECT email, phone_number, verification_status FROM patients WHERE id = ?',
    )
    .get(patientId)
  if (!patient) return []
  const own = { who: 'patient', language: preferences.language, linked: true }
  const recipients: Recipient[] = []
  if (preferences.sms && patient.phone_number && patient.verification_status === 'verified')
    recipients.push({ ...own, channel: 'SMS', to: patient.phone_number })
  if (preferences.email && patient.email) recipients.push({ ...own, channel: 'EMAIL', to: patient.email })
  for (const holder of copyHoldersOf(db, patientId, now)) {
    if (recipients.some((r) => r.channel === 'SMS' && r.to === holder.mobile)) continue
    recipients.push({
      channel: 'SMS',
      to: holder.mobile,
      who: `helper:${holder.helperId}`,
      language: holder.language,
      linked: false,
    })
  }
  return recipients
}

interface VisitRow {
  id: number
  patient_id: number
  start_time: string
  type: string
  brand: string
}

/** A reminder carries its offset: it goes once per (appointment, offset, channel, recipient). */
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
  const recipients = recipientsOf(db, visit.patient_id, preferencesOf(db, visit.patient_id), now).filter(
    (r) => !('offsetMinutes' in occasion) || claimReminder(db, visit.id, occasion.offsetMinutes, r, now),
  )
  if (recipients.length === 0) return 0
  // one link per message, shared by the patient's SMS and e-mail; a cancel's confirmation has nothing to open
  const link =
    occasion.kind === 'cancelled' || !recipients.some((r) => r.linked)
      ? null
      : linkOf(deps.portalUrl, issueLink(db, visit.id, visit.start_time, now))
  for (const r of recipients) {
    const { subject, body } = visitMessage({
      kind: occasion.kind,
      language: r.language,
      brand: visit.brand,
      start: new Date(visit.start_time),
      online: visit.type === 'ONLINE_CONSULTATION',
      link: r.linked ? link : null,
      copy: r.who !== 'patient',
      timeZone: deps.reminders.timeZone,
    })
    sendMessage(db, now, { channel: r.channel, to: r.to, subject, body })
  }
  return recipients.length
}

/** Records a reminder as sent; false when it already was. */
function claimReminder(db: Database, appointmentId: number, offsetMinutes: number, to: Recipient, now: Date) {
  const result = db
    .prepare(
      `INSERT INTO reminders_sent (appointment_id, offset_minutes, channel, recipient, sent_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    )
    .run(appointmentId, offsetMinutes, to.channel, to.who, now.toISOString())
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
