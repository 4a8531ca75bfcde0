import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { notFound } from '../../errors.ts'

/** /config-service: states, cities by state and languages for the profile form (docs/rules/profile.md#service-calls). */
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
