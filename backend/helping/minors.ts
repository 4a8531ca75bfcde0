import type { Deps } from '../config.ts'
import { addDays, hospitalDay } from '../time.ts'
import { findGrant, findPerson, type GrantRow } from './grants.ts'
import { daysBetween, eighteenthBirthday, scopeClaim, type HelperScope } from './rules.ts'

export interface MinorGrant {
  patientId: number
  helperId: number
  relationship: GrantRow['relationship']
  scopes: readonly HelperScope[]
}

/**
 * A grant for a child, made by the hospital (the child can't invite): active at once, its last
 * day the eve of the 18th birthday, on which it ends by itself (reason turned-18). The patient
 * can't change it; the hospital's staff do.
 */
export function makeMinorGrant(
  deps: Pick<Deps, 'db' | 'now'>,
  grant: MinorGrant,
): GrantRow | 'no-such-person' | 'not-a-child' {
  const { db } = deps
  const child = findPerson(db, grant.patientId)
  const helper = findPerson(db, grant.helperId)
  if (!child || !helper) return 'no-such-person'
  const today = hospitalDay(deps.now())
  const lastDay = addDays(eighteenthBirthday(child.date_of_birth), -1)
  if (lastDay < today) return 'not-a-child'
  const at = deps.now().toISOString()
  const contact = helper.phone_number
    ? { channel: 'SMS', to: helper.phone_number }
    : { channel: 'EMAIL', to: helper.email }
  const created = db
    .prepare(
      `INSERT INTO helper_grants (patient_id, helper_id, helper_name, contact_channel, contact, relationship, scopes,
         state, last_day, term_days, minor, created_at, started_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, 1, ?, ?)`,
    )
    .run(
      child.id,
      helper.id,
      `${helper.first_name} ${helper.last_name}`,
      contact.channel,
      contact.to,
      grant.relationship,
      scopeClaim(grant.scopes),
      lastDay,
      daysBetween(today, lastDay),
      at,
      at,
    )
  return findGrant(db, Number(created.lastInsertRowid))!
}
