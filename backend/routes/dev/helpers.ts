import { Hono } from 'hono'
import { z } from 'zod'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson, ServiceError } from '../../errors.ts'
import { patientView, settleGrants } from '../../helping/grants.ts'
import { makeMinorGrant } from '../../helping/minors.ts'
import { HELPER_SCOPES, RELATIONSHIPS } from '../../helping/rules.ts'

const minorGrantBody = z.object({
  patientId: z.number().int().positive(),
  helperId: z.number().int().positive(),
  relationship: z.enum(RELATIONSHIPS),
  scopes: z
    .array(z.enum(HELPER_SCOPES))
    .min(1)
    .default([...HELPER_SCOPES]),
})

/**
 * Dev-only: the hospital's staff. They make a helper grant for a child (a parent or guardian
 * they have seen), which ends by itself on the child's 18th birthday; and the sweep that the
 * stand-in otherwise runs every hour (endings by time, the notices a week before an end).
 */
export function devHelperRoutes(deps: Deps) {
  const app = new Hono()

  app.post('/helpers/minor-grants', async (c) => {
    const body = parseInput(minorGrantBody, await readJson(c.req.raw))
    const made = makeMinorGrant(deps, body)
    if (made === 'no-such-person') throw notFound('Patient not found')
    if (made === 'not-a-child') throw new ServiceError(400, 'The patient is 18 or older')
    return c.json(patientView(made), 201)
  })

  app.post('/helpers/sweep', (c) => {
    settleGrants(deps)
    return c.body(null, 204)
  })

  return app
}
