import { Hono } from 'hono'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound } from '../../errors.ts'

interface HospitalRow {
  id: number
  name: string
  website: string | null
  city: string | null
  logo: Buffer | null
  logo_mime: string | null
}

/** /hospital-service: the footer's hospital info and logo. */
export function hospitalInfoRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  const findHospital = (id: string) => {
    const row = db.prepare<[number], HospitalRow>('SELECT * FROM hospitals WHERE id = ?').get(Number(id))
    if (!row) throw notFound('Hospital not found')
    return row
  }

  app.get('/hospitals/info/:hospitalId{[0-9]+}', auth, (c) => {
    const h = findHospital(c.req.param('hospitalId'))
    return c.json({
      id: h.id,
      hospitalName: h.name,
      website: h.website,
      city: h.city,
      photoStatus: h.logo ? 'ADDED' : 'NOT_ADDED',
    })
  })

  app.get('/hospitals/:hospitalId{[0-9]+}/image', auth, (c) => {
    const h = findHospital(c.req.param('hospitalId'))
    if (!h.logo || !h.logo_mime) throw notFound('Hospital image not found')
    return c.body(new Uint8Array(h.logo), 200, {
      'Content-Type': h.logo_mime,
      'Cache-Control': 'private, max-age=3600',
    })
  })

  return app
}
