import { Hono } from 'hono'
import { z } from 'zod'
import { findAppointment } from '../../appointments.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson, ServiceError } from '../../errors.ts'
import { insertNotification, notificationBody } from '../../notifications.ts'
import { linkedVisit, WRONG_YEARS_MAX } from '../../reminders/links.ts'
import { sendVisitMessages } from '../../reminders/send.ts'

/**
 * /appointment-service/reminder-links: what a text's link may do, with no bearer token (the
 * portal's link page calls them for someone who is not signed in). The token travels in the
 * body, never in a path a log would keep. A malformed, unknown, moved or ended token is one and
 * the same 404.
 */
const tokenBody = z.object({ token: z.string().max(64) })
const cancelBody = tokenBody.extend({
  yearOfBirth: z.coerce.number().int(),
  /** The doctor's notification, in the words of the portal's own cancel. */
  doctorNotification: notificationBody.omit({ appointment: true }).optional(),
})

const invalidLink = () => notFound('This link is not valid')

export function reminderLinkRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono()

  /** The visit for the link page: no doctor, no reason (the page shows the patient's first name and initial). */
  const summary = (appointmentId: number, wrongYears: number) => {
    const a = findAppointment(db, appointmentId)
    if (!a) throw invalidLink()
    return {
      appointmentId: a.id,
      patientId: a.patient.id,
      patient: { firstName: a.patient.firstName, lastName: a.patient.lastName },
      hospitalName: a.doctor.hospital.name,
      startTime: a.startTime,
      endTime: a.endTime,
      type: a.type,
      status: a.status,
      confirmedAt: a.confirmedAt,
      canCancel: wrongYears < WRONG_YEARS_MAX,
    }
  }
  const visitOf = async (request: Request) => {
    const body = await readJson(request)
    const visit = linkedVisit(db, (body as { token?: unknown } | null)?.token, deps.now())
    if (!visit) throw invalidLink()
    return { visit, body }
  }

  app.post('/reminder-links/visit', async (c) => {
    const { visit } = await visitOf(c.req.raw)
    return c.json(summary(visit.appointmentId, visit.wrongYears))
  })

  // "I will come": once is enough; saying it again keeps the first time
  app.post('/reminder-links/confirm', async (c) => {
    const { visit } = await visitOf(c.req.raw)
    const status = findAppointment(db, visit.appointmentId)?.status
    if (status !== 'SCHEDULED') throw new ServiceError(400, 'Only a scheduled appointment can be confirmed')
    db.prepare('UPDATE appointments SET confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?').run(
      deps.now().toISOString(),
      visit.appointmentId,
    )
    return c.json(summary(visit.appointmentId, visit.wrongYears))
  })

  // cancel with the patient's year of birth: five wrong years and this link can no longer cancel
  app.post('/reminder-links/cancel', async (c) => {
    const { visit, body } = await visitOf(c.req.raw)
    const input = parseInput(cancelBody, body)
    if (visit.wrongYears >= WRONG_YEARS_MAX)
      throw new ServiceError(423, 'This link can no longer cancel', { code: 'RL02' })
    const appointment = findAppointment(db, visit.appointmentId)
    if (!appointment) throw invalidLink()
    if (Number(appointment.patient.dateOfBirth.slice(0, 4)) !== input.yearOfBirth) {
      db.prepare('UPDATE reminder_links SET wrong_years = wrong_years + 1 WHERE token_hash = ?').run(visit.tokenHash)
      const left = WRONG_YEARS_MAX - visit.wrongYears - 1
      if (left <= 0) throw new ServiceError(423, 'This link can no longer cancel', { code: 'RL02' })
      throw new ServiceError(400, 'The year of birth does not match', { code: 'RL01' })
    }
    if (appointment.status !== 'SCHEDULED') throw new ServiceError(400, 'Only a scheduled appointment can be cancelled')
    const now = deps.now().toISOString()
    db.prepare(`UPDATE appointments SET status = 'CANCELED', updated_at = ? WHERE id = ?`).run(now, appointment.id)
    if (input.doctorNotification)
      insertNotification(deps, 'doctor_id', appointment.doctor.id, {
        ...input.doctorNotification,
        appointment: { id: appointment.id },
      })
    sendVisitMessages(deps, appointment.id, { kind: 'cancelled' })
    return c.body(null, 204)
  })

  return app
}
