import { createHash, randomBytes } from 'node:crypto'
import type { Deps } from '../config.ts'
import { notFound, ServiceError } from '../errors.ts'
import { sendMessage } from '../outbox.ts'
import { atHospitalTime, hospitalDay } from '../time.ts'
import {
  endGrant,
  findGrant,
  findPerson,
  helperView,
  notifyPatientOfGrant,
  settleGrants,
  type GrantRow,
} from './grants.ts'
import {
  daysBetween,
  INVITATION_DAYS,
  INVITES_PER_DAY,
  scopeClaim,
  shortName,
  YEAR_TRIES,
  type HelperScope,
} from './rules.ts'

/**
 * Invitations: a random single-use link by SMS or e-mail, of which only the hash is kept; valid a
 * week; opening it changes nothing; the helper proves they know the patient's year of birth.
 */

export interface Invite {
  helperName: string
  channel: 'SMS' | 'EMAIL'
  contact: string
  relationship: GrantRow['relationship']
  scopes: HelperScope[]
  lastDay: string
}

interface InvitationRow {
  id: number
  grant_id: number
  expires_at: string
  wrong_years: number
  used_at: string | null
}

export const hashToken = (token: string) => createHash('sha256').update(`helper-invitation:${token}`).digest('hex')

/** Makes the grant and its invitation, and sends the link. Past the day's cap: 429. */
export function invite(deps: Deps, patientId: number, invite: Invite): GrantRow {
  const { db } = deps
  const now = deps.now()
  const today = hospitalDay(now)
  const sentToday = db
    .prepare<[number, string], { n: number }>(
      `SELECT COUNT(*) AS n FROM helper_grants WHERE patient_id = ? AND minor = 0 AND created_at >= ?`,
    )
    .get(patientId, atHospitalTime(today, '00:00').toISOString())
  if ((sentToday?.n ?? 0) >= INVITES_PER_DAY)
    throw new ServiceError(429, `At most ${INVITES_PER_DAY} helper invitations a day`, {
      code: 'HELPER_INVITES_TODAY',
    })
  const patient = findPerson(db, patientId)
  if (!patient) throw notFound('Patient not found')
  const token = randomBytes(32).toString('base64url')
  const at = now.toISOString()
  const grantId = db.transaction(() => {
    const created = db
      .prepare(
        `INSERT INTO helper_grants (patient_id, helper_name, contact_channel, contact, relationship, scopes, state,
           last_day, term_days, created_at) VALUES (?, ?, ?, ?, ?, ?, 'invited', ?, ?, ?)`,
      )
      .run(
        patientId,
        invite.helperName,
        invite.channel,
        invite.contact,
        invite.relationship,
        scopeClaim(invite.scopes),
        invite.lastDay,
        daysBetween(today, invite.lastDay),
        at,
      )
    const id = Number(created.lastInsertRowid)
    db.prepare('INSERT INTO helper_invitations (grant_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
      id,
      hashToken(token),
      new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
      at,
    )
    // nothing about health: who asks, and the link
    sendMessage(db, now, {
      channel: invite.channel,
      to: invite.contact,
      subject: 'An invitation to help on the patient portal',
      body: `${invite.helperName}, ${shortName(patient.first_name, patient.last_name)} invites you to be their helper on the patient portal. Open ${deps.portalUrl}/helpers/invitation/${token} within ${INVITATION_DAYS} days.`,
      code: token,
    })
    return id
  })()
  return findGrant(db, grantId)!
}

/** The invitation a token names, with its grant; 404 for a token that was never sent. */
function byToken(deps: Deps, token: string) {
  settleGrants(deps)
  const invitation = deps.db
    .prepare<[string], InvitationRow>('SELECT * FROM helper_invitations WHERE token_hash = ?')
    .get(hashToken(token))
  const grant = invitation && findGrant(deps.db, invitation.grant_id)
  if (!invitation || !grant) throw notFound('Invitation not found')
  return { invitation, grant }
}

const isOpen = (grant: GrantRow, invitation: InvitationRow) => grant.state === 'invited' && !invitation.used_at

/** What the link offers; reading it changes nothing. */
export function readInvitation(deps: Deps, token: string) {
  const { invitation, grant } = byToken(deps, token)
  const view = helperView(deps.db, grant)
  return {
    patientShortName: view.patientShortName,
    relationship: grant.relationship,
    scopes: view.scopes,
    endsAt: grant.last_day,
    state: isOpen(grant, invitation) ? 'open' : grant.state === 'active' ? 'used' : 'ended',
  }
}

const useUp = (deps: Deps, invitation: InvitationRow) =>
  deps.db.prepare('UPDATE helper_invitations SET used_at = ? WHERE id = ?').run(deps.now().toISOString(), invitation.id)

/** Accepts for the signed-in helper with the patient's year of birth; the third wrong year ends it. */
export function acceptInvitation(deps: Deps, helperId: number, token: string, yearOfBirth: number) {
  const { db } = deps
  const { invitation, grant } = byToken(deps, token)
  if (!isOpen(grant, invitation)) return { outcome: 'ended' as const }
  if (grant.patient_id === helperId) throw new ServiceError(400, 'A patient cannot be their own helper')
  const patient = findPerson(db, grant.patient_id)
  if (!patient) throw notFound('Patient not found')
  return db.transaction(() => {
    if (Number(patient.date_of_birth.slice(0, 4)) !== yearOfBirth) {
      const wrong = invitation.wrong_years + 1
      db.prepare('UPDATE helper_invitations SET wrong_years = ? WHERE id = ?').run(wrong, invitation.id)
      if (wrong < YEAR_TRIES) return { outcome: 'wrong-year' as const, triesLeft: YEAR_TRIES - wrong }
      useUp(deps, invitation)
      endGrant(deps, grant.id, 'wrong-year')
      notifyPatientOfGrant(
        deps,
        grant,
        `The invitation to ${grant.helper_name} has ended: the year of birth was wrong ${YEAR_TRIES} times.`,
      )
      return { outcome: 'ended' as const }
    }
    useUp(deps, invitation)
    db.prepare(`UPDATE helper_grants SET state = 'active', helper_id = ?, started_at = ? WHERE id = ?`).run(
      helperId,
      deps.now().toISOString(),
      grant.id,
    )
    notifyPatientOfGrant(deps, grant, `${grant.helper_name} accepted your invitation to be your helper.`)
    return { outcome: 'accepted' as const, grant: helperView(db, findGrant(db, grant.id)!) }
  })()
}

/** Declines: the invitation ends and the patient is told; the answer names whose it was, for the portal's activity entry. */
export function declineInvitation(deps: Deps, token: string) {
  const { invitation, grant } = byToken(deps, token)
  if (!isOpen(grant, invitation))
    throw new ServiceError(409, 'This invitation is no longer open', { code: 'INVITATION_CLOSED' })
  deps.db.transaction(() => {
    useUp(deps, invitation)
    endGrant(deps, grant.id, 'declined')
    notifyPatientOfGrant(deps, grant, `${grant.helper_name} declined your invitation to be your helper.`)
  })()
  return { patientId: grant.patient_id }
}
