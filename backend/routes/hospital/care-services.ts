import { Hono } from 'hono'
import type { Deps } from '../../config.ts'

/** /hospital-service: the care services a hospital offers (id, title). */
export function hospitalCareServiceRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono()
  app.get('/hospitals/:hospitalId{[0-9]+}/care-services', (c) =>
    c.json(
      db
        .prepare<[number], { id: number; title: string }>(
          `SELECT cs.id, cs.title FROM hospital_care_services hcs JOIN care_services cs ON cs.id = hcs.care_service_id
           WHERE hcs.hospital_id = ? ORDER BY cs.id`,
        )
        .all(Number(c.req.param('hospitalId'))),
    ),
  )
  return app
}
