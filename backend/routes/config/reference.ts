import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { notFound } from '../../errors.ts'

/** /config-service: states, cities by state and languages for the profile form (spec 3 section 7). */
export function configReferenceRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono()

  app.get('/states', (c) =>
    c.json(db.prepare<[], { id: number; name: string }>('SELECT id, name FROM states ORDER BY name').all()),
  )

  app.get('/cities/state/:stateId{[0-9]+}', (c) => {
    const stateId = Number(c.req.param('stateId'))
    if (!db.prepare('SELECT 1 FROM states WHERE id = ?').get(stateId)) throw notFound('State not found')
    return c.json(
      db
        .prepare<[number], { id: number; name: string }>('SELECT id, name FROM cities WHERE state_id = ? ORDER BY name')
        .all(stateId),
    )
  })

  app.get('/languages', (c) =>
    c.json(db.prepare<[], { id: number; name: string }>('SELECT id, name FROM languages ORDER BY id').all()),
  )

  return app
}

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
