import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson, ServiceError } from '../../errors.ts'
import {
  endGrant,
  findGrant,
  grantEnded,
  grantsOfPatient,
  patientView,
  settleGrants,
  type GrantRow,
} from '../../helping/grants.ts'
import { invite } from '../../helping/invitations.ts'
import {
  daysBetween,
  HELPER_SCOPES,
  lastDayProblem,
  RELATIONSHIPS,
  renewedLastDay,
  scopeClaim,
} from '../../helping/rules.ts'
import { personName } from '../../names.ts'
import { hospitalDay } from '../../time.ts'

const day = z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'must be a date, YYYY-MM-DD')
const scopes = z
  .array(z.enum(HELPER_SCOPES))
  .min(1, 'choose at least one')
  .transform((s) => [...new Set(s)])

const inviteBody = z
  .object({
    helperName: personName(),
    mobile: z
      .string()
      .regex(/^[0-9]{10}$/, 'Mobile number must be 10 digits')
      .optional(),
    email: z.string().trim().toLowerCase().email().max(254).optional(),
    relationship: z.enum(RELATIONSHIPS),
    scopes,
    endsAt: day,
  })
  .refine((b) => (b.mobile === undefined) !== (b.email === undefined), {
    message: 'give a mobile number or an e-mail address',
    path: ['mobile'],
  })
const changeBody = z.object({ scopes, endsAt: day })

/**
 * /patient-service: the patient's helpers (docs/helpers-services.md): invite, list, change, renew, end.
 * A delegated token is refused on all of them (helping/access.ts): a helper never grants.
 */
export function helperRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  const checkedLastDay = (lastDay: string) => {
    const problem = lastDayProblem(lastDay, hospitalDay(deps.now()))
    if (problem) throw new ServiceError(400, problem, { errorMap: { endsAt: problem }, errorFields: ['endsAt'] })
    return lastDay
  }
  /** The patient's own grant that can still change; a hospital-made one is the hospital's to change. */
  const openGrant = (patientId: number, grantId: string | undefined): GrantRow => {
    settleGrants(deps)
    const grant = findGrant(db, Number(grantId))
    if (!grant || grant.patient_id !== patientId) throw notFound('Helper grant not found')
    if (grant.state === 'ended') throw grantEnded()
    if (grant.minor === 1)
      throw new ServiceError(403, 'The hospital manages this helper grant', { code: 'GRANT_BY_HOSPITAL' })
    return grant
  }

  app.post('/patients/:patientId{[0-9]+}/helpers', auth, async (c) => {
    const body = parseInput(inviteBody, await readJson(c.req.raw))
    const grant = invite(deps, Number(c.req.param('patientId')), {
      helperName: body.helperName,
      channel: body.mobile ? 'SMS' : 'EMAIL',
      contact: body.mobile ?? body.email ?? '',
      relationship: body.relationship,
      scopes: body.scopes,
      lastDay: checkedLastDay(body.endsAt),
    })
    return c.json(patientView(grant), 201)
  })

  app.get('/patients/:patientId{[0-9]+}/helpers', auth, (c) => {
    settleGrants(deps)
    return c.json(grantsOfPatient(deps, Number(c.req.param('patientId'))).map(patientView))
  })

  app.patch('/patients/:patientId{[0-9]+}/helpers/:grantId{[0-9]+}', auth, async (c) => {
    const grant = openGrant(Number(c.req.param('patientId')), c.req.param('grantId'))
    const body = parseInput(changeBody, await readJson(c.req.raw))
    const lastDay = checkedLastDay(body.endsAt)
    // the helper's reminder copies go with `see`: a grant that loses it stops them for good
    db.prepare(
      `UPDATE helper_grants SET scopes = ?, last_day = ?, term_days = ?,
       reminder_copies = CASE WHEN ? THEN reminder_copies ELSE 0 END WHERE id = ?`,
    ).run(
      scopeClaim(body.scopes),
      lastDay,
      daysBetween(hospitalDay(deps.now()), lastDay),
      body.scopes.includes('see') ? 1 : 0,
      grant.id,
    )
    return c.json(patientView(findGrant(db, grant.id)!))
  })

  // the same length again from today, within the 18 months
  app.post('/patients/:patientId{[0-9]+}/helpers/:grantId{[0-9]+}/renew', auth, (c) => {
    const grant = openGrant(Number(c.req.param('patientId')), c.req.param('grantId'))
    db.prepare('UPDATE helper_grants SET last_day = ? WHERE id = ?').run(
      renewedLastDay(grant.term_days, hospitalDay(deps.now())),
      grant.id,
    )
    return c.json(patientView(findGrant(db, grant.id)!))
  })

  app.delete('/patients/:patientId{[0-9]+}/helpers/:grantId{[0-9]+}', auth, (c) => {
    const grant = openGrant(Number(c.req.param('patientId')), c.req.param('grantId'))
    db.transaction(() => {
      endGrant(deps, grant.id, 'by-patient')
      // an invitation not yet accepted dies with its grant
      db.prepare('UPDATE helper_invitations SET used_at = ? WHERE grant_id = ? AND used_at IS NULL').run(
        deps.now().toISOString(),
        grant.id,
      )
    })()
    return c.body(null, 204)
  })

  return app
}
