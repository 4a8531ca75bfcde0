import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { parseInput, readJson, ServiceError } from '../../errors.ts'
import { delegatedToken } from '../../helping/delegation.ts'
import {
  findGrant,
  findPerson,
  grantEnded,
  helperView,
  liveGrantOf,
  settleGrants,
  type GrantRow,
} from '../../helping/grants.ts'
import { acceptInvitation, declineInvitation, readInvitation } from '../../helping/invitations.ts'
import { scopesOf } from '../../helping/rules.ts'

// the token travels in the body, never in a URL, so no access log keeps it
const tokenBody = z.object({ token: z.string().min(16).max(200) })
const acceptBody = tokenBody.extend({ yearOfBirth: z.number().int().min(1900).max(2100) })
const copiesBody = z.object({ copies: z.boolean() })

/**
 * /patient-service: the helper's side (docs/helpers-services.md), with the helper's own token: the
 * invitation (read, accept with the patient's year of birth, decline), the grants they hold,
 * the delegated token for one of them, the per-request check that it is still live, and the
 * helper's choice of copies of the patient's visit texts.
 */
export function helpingRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  app.post('/helper-invitations/view', auth, async (c) => {
    const { token } = parseInput(tokenBody, await readJson(c.req.raw))
    return c.json(readInvitation(deps, token))
  })

  app.post('/helper-invitations/accept', auth, async (c) => {
    const { token, yearOfBirth } = parseInput(acceptBody, await readJson(c.req.raw))
    return c.json(acceptInvitation(deps, c.get('token').user_id, token, yearOfBirth))
  })

  app.post('/helper-invitations/decline', auth, async (c) => {
    const { token } = parseInput(tokenBody, await readJson(c.req.raw))
    return c.json(declineInvitation(deps, token))
  })

  app.get('/patients/:patientId{[0-9]+}/helping', auth, (c) => {
    settleGrants(deps)
    const grants = db
      .prepare<[number], GrantRow>(`SELECT * FROM helper_grants WHERE helper_id = ? AND state = 'active' ORDER BY id`)
      .all(c.get('token').user_id)
    return c.json(grants.map((grant) => helperView(db, grant)))
  })

  app.get('/patients/:patientId{[0-9]+}/helping/:grantId{[0-9]+}', auth, (c) =>
    c.json({ live: liveGrantOf(deps, c.get('token').user_id, Number(c.req.param('grantId'))) !== null }),
  )

  app.post('/patients/:patientId{[0-9]+}/helping/:grantId{[0-9]+}/token', auth, async (c) => {
    const helper = c.get('token')
    const grant = liveGrantOf(deps, helper.user_id, Number(c.req.param('grantId')))
    if (!grant) throw grantEnded()
    const token = await delegatedToken(deps, grant, helper.exp)
    db.prepare('UPDATE helper_grants SET last_used_at = ? WHERE id = ?').run(deps.now().toISOString(), grant.id)
    return c.json({ token, grant: helperView(db, grant) })
  })

  // copies go to the helper's own verified mobile, and only while the grant lets them see the visits
  app.put('/patients/:patientId{[0-9]+}/helping/:grantId{[0-9]+}/reminder-copies', auth, async (c) => {
    const helperId = c.get('token').user_id
    const { copies } = parseInput(copiesBody, await readJson(c.req.raw))
    const grant = liveGrantOf(deps, helperId, Number(c.req.param('grantId')))
    if (!grant) throw grantEnded()
    if (copies && !scopesOf(grant.scopes).includes('see'))
      throw new ServiceError(409, 'Reminder copies need the see scope', { code: 'COPIES_NEED_SEE' })
    const helper = findPerson(db, helperId)
    if (copies && (!helper?.phone_number || helper.verification_status !== 'verified'))
      throw new ServiceError(409, 'Reminder copies go to a verified mobile', { code: 'COPIES_NEED_MOBILE' })
    db.prepare('UPDATE helper_grants SET reminder_copies = ? WHERE id = ?').run(copies ? 1 : 0, grant.id)
    return c.json(helperView(db, findGrant(db, grant.id)!))
  })

  return app
}
