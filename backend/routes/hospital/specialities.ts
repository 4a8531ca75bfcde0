import { Hono } from 'hono'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'

/** /hospital-service: the hospital's specialities (a filter on the doctor list). */
export function hospitalSpecialityRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  app.get('/hospitals/:hospitalId{[0-9]+}/hospital-specialities', requirePatient(deps), (c) =>
    c.json(
      db
        .prepare<[number], { id: number; title: string }>(
          'SELECT id, title FROM specialities WHERE hospital_id = ? ORDER BY title',
        )
        .all(Number(c.req.param('hospitalId'))),
    ),
  )
  return app
}
