import { Hono } from 'hono'
import type { Deps } from '../config.ts'
import { reseed } from '../seed/index.ts'

/**
 * Dev-only controls, never called by the portal: what the stand-in "sent" and logged, and a
 * reset. Later issues add the doctor's side here (close a consultation, send a chat message).
 */
export function devRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono()

  app.get('/outbox', (c) =>
    c.json(
      db
        .prepare(
          `SELECT id, channel, recipient AS "to", subject, body, code, created_at AS createdAt
           FROM outbox ORDER BY id DESC`,
        )
        .all(),
    ),
  )

  app.get('/logs', (c) =>
    c.json(
      db
        .prepare(
          `SELECT id, logging_type AS loggingType, portal, log_message AS logMessage,
                  patient_id AS patientId, created_at AS createdAt
           FROM logs ORDER BY id DESC`,
        )
        .all(),
    ),
  )

  app.post('/reset', (c) => {
    reseed(db, deps.now())
    return c.body(null, 204)
  })

  return app
}
