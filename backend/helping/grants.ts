import type { Database } from 'better-sqlite3'
import type { Deps } from '../config.ts'
import { ServiceError } from '../errors.ts'
import { insertNotification } from '../notifications.ts'
import { sendMessage } from '../outbox.ts'
import { addDays, atHospitalTime, hospitalDay } from '../time.ts'
import { contactHint, ENDED_KEPT_DAYS, NOTICE_DAYS, scopesOf, shortName } from './rules.ts'

/** The helper grants' store: rows, the two views of a grant, and the endings that come by time. */

export type GrantEndReason =
  'by-patient' | 'expired' | 'declined' | 'wrong-year' | 'invitation-expired' | 'patient-inactive' | 'turned-18'

export interface GrantRow {
  id: number
  patient_id: number
  helper_id: number | null
  helper_name: string
  contact_channel: 'SMS' | 'EMAIL'
  contact: string
  relationship: 'son' | 'daughter' | 'spouse' | 'parent' | 'other'
  scopes: string
  state: 'invited' | 'active' | 'ended'
  ended_reason: GrantEndReason | null
  last_day: string
  term_days: number
  minor: number
  created_at: string
  started_at: string | null
  ended_at: string | null
  last_used_at: string | null
  notice_for: string | null
  reminder_copies: number
}

interface PersonRow {
  id: number
  first_name: string
  last_name: string
  date_of_birth: string
  email: string
  phone_number: string | null
  verification_status: string | null
  status: string
  hospital_id: number
}

export const grantEnded = () =>
  new ServiceError(403, 'This helper grant has ended', { code: 'GRANT_ENDED', error: 'Forbidden' })

export function findPerson(db: Database, id: number): PersonRow | undefined {
  return db.prepare<[number], PersonRow>('SELECT * FROM patients WHERE id = ?').get(id)
}

export function findGrant(db: Database, id: number): GrantRow | undefined {
  return db.prepare<[number], GrantRow>('SELECT * FROM helper_grants WHERE id = ?').get(id)
}

/** The instant a grant stops working: the start of the hospital day after its last day. */
export const grantEndInstant = (lastDay: string) => atHospitalTime(addDays(lastDay, 1), '00:00')

export function endGrant(deps: Pick<Deps, 'db' | 'now'>, id: number, reason: GrantEndReason) {
  deps.db
    .prepare(
      `UPDATE helper_grants SET state = 'ended', ended_reason = ?, ended_at = ?, reminder_copies = 0
       WHERE id = ? AND state <> 'ended'`,
    )
    .run(reason, deps.now().toISOString(), id)
}

/**
 * Ends what time has ended, in the order the patient would want to read it: a patient no longer
 * active, a child turned 18, an invitation nobody opened in time, a grant past its last day.
 * Then sends the notices of grants ending within a week. Run before any grant is read or used,
 * and by the stand-in's periodic sweep; running it twice changes nothing.
 */
export function settleGrants(deps: Pick<Deps, 'db' | 'now'>) {
  const { db } = deps
  const now = deps.now()
  const at = now.toISOString()
  const today = hospitalDay(now)
  const end = (reason: GrantEndReason, where: string, ...params: string[]) =>
    db
      .prepare(
        `UPDATE helper_grants SET state = 'ended', ended_reason = ?, ended_at = ?, reminder_copies = 0
         WHERE state <> 'ended' AND ${where}`,
      )
      .run(reason, at, ...params)
  db.transaction(() => {
    end('patient-inactive', `patient_id IN (SELECT id FROM patients WHERE status = 'INACTIVE')`)
    end(
      'turned-18',
      `minor = 1 AND patient_id IN (SELECT id FROM patients WHERE date(date_of_birth, '+18 years') <= ?)`,
      today,
    )
    end(
      'invitation-expired',
      `state = 'invited' AND id IN (SELECT grant_id FROM helper_invitations WHERE expires_at <= ?)`,
      at,
    )
    end('expired', 'last_day < ?', today)
    sendEndingNotices(deps, today)
  })()
}

/** Seven days before a grant's last day the patient and the helper are told, once per last day. */
function sendEndingNotices(deps: Pick<Deps, 'db' | 'now'>, today: string) {
  const { db } = deps
  const due = db
    .prepare<[string], GrantRow>(
      `SELECT * FROM helper_grants WHERE state = 'active' AND last_day <= ? AND (notice_for IS NULL OR notice_for <> last_day)`,
    )
    .all(addDays(today, NOTICE_DAYS))
  for (const grant of due) {
    const patient = findPerson(db, grant.patient_id)
    const helper = grant.helper_id === null ? undefined : findPerson(db, grant.helper_id)
    if (!patient || !helper) continue
    const subject = 'Your helper access ends soon'
    const patientTo = patient.phone_number
      ? { channel: 'SMS' as const, to: patient.phone_number }
      : { channel: 'EMAIL' as const, to: patient.email }
    sendMessage(db, deps.now(), {
      ...patientTo,
      subject,
      body: `${grant.helper_name} can help you on the patient portal until ${grant.last_day}. Renew it on the portal's Helpers page if you wish.`,
    })
    sendMessage(db, deps.now(), {
      channel: grant.contact_channel,
      to: grant.contact,
      subject,
      body: `You can help ${shortName(patient.first_name, patient.last_name)} on the patient portal until ${grant.last_day}.`,
    })
    db.prepare('UPDATE helper_grants SET notice_for = last_day WHERE id = ?').run(grant.id)
  }
}

/** The patient's grants, newest first; ended ones for 90 days. */
export function grantsOfPatient(deps: Pick<Deps, 'db' | 'now'>, patientId: number): GrantRow[] {
  const keptFrom = new Date(deps.now().getTime() - ENDED_KEPT_DAYS * 86_400_000).toISOString()
  return deps.db
    .prepare<[number, string], GrantRow>(
      `SELECT * FROM helper_grants WHERE patient_id = ? AND (state <> 'ended' OR ended_at >= ?) ORDER BY id DESC`,
    )
    .all(patientId, keptFrom)
}

/** A grant as the patient sees it: never the helper's whole contact. */
export function patientView(grant: GrantRow) {
  return {
    id: grant.id,
    helperName: grant.helper_name,
    relationship: grant.relationship,
    scopes: scopesOf(grant.scopes),
    state: grant.state,
    endedReason: grant.ended_reason,
    endsAt: grant.last_day,
    startedAt: grant.started_at,
    lastUsedAt: grant.last_used_at,
    contactHint: contactHint(grant.contact_channel, grant.contact),
    minor: grant.minor === 1,
    reminderCopies: grant.reminder_copies === 1,
  }
}

/** A grant as the helper sees it: the patient by given name and initial only. */
export function helperView(db: Database, grant: GrantRow) {
  const patient = findPerson(db, grant.patient_id)
  return {
    grantId: grant.id,
    patientId: grant.patient_id,
    patientShortName: patient ? shortName(patient.first_name, patient.last_name) : '',
    scopes: scopesOf(grant.scopes),
    endsAt: grant.last_day,
    minor: grant.minor === 1,
    reminderCopies: grant.reminder_copies === 1,
  }
}

/** The grant, if it is this helper's and live now (settled first); a helper whose own account is inactive helps nobody. */
export function liveGrantOf(deps: Pick<Deps, 'db' | 'now'>, helperId: number, grantId: number): GrantRow | null {
  settleGrants(deps)
  const grant = findGrant(deps.db, grantId)
  if (grant?.state !== 'active' || grant.helper_id !== helperId) return null
  return findPerson(deps.db, helperId)?.status === 'INACTIVE' ? null : grant
}

/** Whether a grant is live now, whoever holds it (the chat's sockets ask). */
export function grantIsLive(deps: Pick<Deps, 'db' | 'now'>, grantId: number): boolean {
  const helperId = findGrant(deps.db, grantId)?.helper_id
  return helperId !== null && helperId !== undefined && liveGrantOf(deps, helperId, grantId) !== null
}

/** Tells the patient, in the services' notifications, what happened to one of their grants. */
export function notifyPatientOfGrant(deps: Pick<Deps, 'db' | 'now'>, grant: GrantRow, message: string) {
  insertNotification(deps, 'patient_id', grant.patient_id, { title: 'Helpers', message })
}
