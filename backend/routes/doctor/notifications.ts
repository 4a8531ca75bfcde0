import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson } from '../../errors.ts'
import { insertNotification, notificationBody, setNotificationFlag } from '../../notifications.ts'

const flagBody = z.object({ status: z.boolean() })

/**
 * /doctor-service: a patient's booking, cancel or reschedule tells the doctor (any signed-in
 * patient may). Creating a notification also raises the doctor's flag.
 */
export function notificationRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  const doctorExists = (id: number) => {
    if (!db.prepare('SELECT 1 FROM doctors WHERE id = ?').get(id)) throw notFound('Doctor not found')
  }
  app.post('/doctors/:doctorId{[0-9]+}/notification', auth, async (c) => {
    const body = parseInput(notificationBody, await readJson(c.req.raw))
    const doctorId = Number(c.req.param('doctorId'))
    doctorExists(doctorId)
    return c.json({ id: insertNotification(deps, 'doctor_id', doctorId, body) }, 201)
  })

  app.post('/doctors/:doctorId{[0-9]+}/notification-flag', auth, async (c) => {
    const body = parseInput(flagBody, await readJson(c.req.raw))
    const doctorId = Number(c.req.param('doctorId'))
    doctorExists(doctorId)
    setNotificationFlag(deps, 'doctor_id', doctorId, body.status)
    return c.json({ status: body.status })
  })

  return app
}
