import { Hono } from 'hono'
import { z } from 'zod'
import { readToken } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { parseInput, readJson } from '../../errors.ts'

const logEntry = z.object({
  loggingType: z.string().trim().min(1).max(20),
  portal: z.string().trim().min(1).max(50),
  logMessage: z.string().min(1).max(20_000),
})

/** /logger-service: error reports from the portal. */
export function loggerRoutes(deps: Deps) {
  const app = new Hono()

  app.post('/logger/logs', async (c) => {
    const entry = parseInput(logEntry, await readJson(c.req.raw))
    // the token is optional: failures are reported even when the session is the problem
    const patientId = await readToken(c.req.header('Authorization'), deps.jwtSecret, deps.now()).then(
      (token) => token.user_id,
      () => null,
    )
    const result = deps.db
      .prepare('INSERT INTO logs (logging_type, portal, log_message, patient_id, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(entry.loggingType, entry.portal, entry.logMessage, patientId, deps.now().toISOString())
    return c.json({ id: Number(result.lastInsertRowid) }, 201)
  })

  return app
}
