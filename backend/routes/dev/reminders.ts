import { Hono } from 'hono'
import { z } from 'zod'
import type { Deps } from '../../config.ts'
import { parseInput, readJson } from '../../errors.ts'
import { runReminderSweep } from '../../reminders/sweep.ts'

const sweepBody = z.object({
  at: z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO date-time')
    .optional(),
})

/** The reminder sweep now, or at a given clock time, so a test moves the clock instead of waiting. */
export function devReminderRoutes(deps: Deps) {
  const app = new Hono()
  app.post('/reminders/sweep', async (c) => {
    // no body at all: now
    const body = parseInput(sweepBody, (await readJson(c.req.raw)) ?? {})
    const at = body.at ? new Date(body.at) : deps.now()
    return c.json({ at: at.toISOString(), sent: runReminderSweep(deps, at) })
  })
  return app
}
