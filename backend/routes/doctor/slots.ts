import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput } from '../../errors.ts'
import { freeSlots } from '../../slots.ts'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')

function isZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const slotsQuery = z
  .object({
    type: z.literal('free').default('free'),
    start: day,
    end: day,
    'timezone-id': z.string().refine(isZone, 'must be an IANA time zone').optional(),
    'consultation-mode': z.enum(['ONLINE', 'PHYSICAL']),
  })
  .refine((q) => q.start <= q.end, { message: 'start must not be after end', path: ['end'] })

/** GET /doctor-service/doctors/{id}/appointment-slots: free slots as a map keyed by day (docs/rules/booking.md#service-calls). */
export function doctorSlotRoutes(deps: Deps) {
  const app = new Hono<AuthEnv>()
  app.get('/doctors/:doctorId{[0-9]+}/appointment-slots', requirePatient(deps), (c) => {
    const q = parseInput(slotsQuery, c.req.query())
    const doctorId = Number(c.req.param('doctorId'))
    if (!deps.db.prepare('SELECT 1 FROM doctors WHERE id = ?').get(doctorId)) throw notFound('Doctor not found')
    return c.json(
      freeSlots(deps.db, {
        doctorId,
        startDay: q.start,
        endDay: q.end,
        mode: q['consultation-mode'],
        now: deps.now(),
        timeZone: q['timezone-id'],
      }),
    )
  })
  return app
}
