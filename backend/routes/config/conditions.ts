import { Hono } from 'hono'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'

/** /config-service: the conditions a doctor can be searched by (the doctor's keywords, docs/rules/booking.md#data). */
export function conditionRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  app.get('/conditions', requirePatient(deps), (c) =>
    c.json(db.prepare<[], { id: number; name: string }>('SELECT id, name FROM conditions ORDER BY name').all()),
  )
  return app
}
