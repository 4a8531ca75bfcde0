import { Hono } from 'hono'
import { z } from 'zod'
import { listPatientAppointments } from '../appointments.ts'
import { requirePatient, type AuthEnv } from '../auth.ts'
import type { Deps } from '../config.ts'
import { parseInput } from '../errors.ts'

/** The round trip rejects days like 2026-02-30 that Date would roll over into March. */
function isRealDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day)
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDay, 'must be a real date')

const listQuery = z.object({
  'patient-id': z.coerce.number({ message: 'patient-id is required' }).int().positive(),
  'from-date': day.optional(),
  fromDate: day.optional(), // the alias some screens send (spec 2 section 7)
})

/** /appointment-service: a patient's appointments. */
export function appointmentRoutes(deps: Deps) {
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  // from-date is a UTC calendar day: appointments starting at or after its 00:00Z
  app.get('/appointments', auth, (c) => {
    const query = parseInput(listQuery, c.req.query())
    const fromDay = query['from-date'] ?? query.fromDate
    const from = fromDay ? new Date(`${fromDay}T00:00:00Z`) : null
    return c.json(listPatientAppointments(deps.db, query['patient-id'], from))
  })

  return app
}
