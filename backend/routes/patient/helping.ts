import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { parseInput, readJson } from '../../errors.ts'
import { delegatedToken } from '../../helping/delegation.ts'
import { grantEnded, helperView, liveGrantOf, settleGrants, type GrantRow } from '../../helping/grants.ts'
import { acceptInvitation, declineInvitation, readInvitation } from '../../helping/invitations.ts'

// the token travels in the body, never in a URL, so no access log keeps it
const tokenBody = z.object({ token: z.string().min(16).max(200) })
const acceptBody = tokenBody.extend({ yearOfBirth: z.number().int().min(1900).max(2100) })

/**
 * /patient-service: the helper's side (docs/helpers-services.md), with the helper's own token: the
 * invitation (read, accept with the patient's year of birth, decline), the grants they hold,
 * the delegated token for one of them, and the per-request check that it is still live.
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

  return app
}
