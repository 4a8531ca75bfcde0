import { Hono } from 'hono'
import { z } from 'zod'
import {
  findAppointment,
  listPatientAppointments,
  ownAppointment,
  pagePatientAppointments,
} from '../../appointments.ts'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { parseInput, readJson, ServiceError } from '../../errors.ts'
import { resetReminders, sendVisitMessages } from '../../reminders/send.ts'
import { isFreeSlot } from '../../slots.ts'

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
  fromDate: day.optional(), // the alias some screens send (docs/rules/appointments.md#service-calls)
  // optional paging, beyond the services' contract (ADR 65): both or neither
  page: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
  'doctor-name': z.string().max(100).optional(),
  status: z.enum(['SCHEDULED', 'RUNNING', 'CLOSED', 'CANCELED']).optional(),
})

const instant = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO date-time')

const cancelQuery = z.object({ reasonForCancellation: z.string().max(255).optional() })

const rescheduleBody = z.object({
  startTime: instant,
  endTime: instant,
  status: z.literal('SCHEDULED').optional(),
  doctor: z.object({ id: z.number().int() }),
  patient: z.object({ id: z.number().int() }),
  type: z.enum(['ONLINE_CONSULTATION', 'PHYSICAL_VISIT']),
})

const joinQuery = z.object({ patientChannelJoinStatus: z.enum(['JOINED', 'NOT_JOINED']) })

/** /appointment-service: a patient's appointments, one appointment, cancel, reschedule, join status. */
export function appointmentRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  const own = (id: number, patientId: number) => ownAppointment(db, id, patientId)
  const idParam = (raw: string | undefined) => Number(raw)

  // from-date is a UTC calendar day: appointments starting at or after its 00:00Z
  app.get('/appointments', auth, (c) => {
    const query = parseInput(listQuery, c.req.query())
    const fromDay = query['from-date'] ?? query.fromDate
    const from = fromDay ? new Date(`${fromDay}T00:00:00Z`) : null
    const { page, size } = query
    if (page === undefined || size === undefined)
      return c.json(listPatientAppointments(deps.db, query['patient-id'], from))
    const found = pagePatientAppointments(deps.db, query['patient-id'], from, {
      page,
      size,
      doctorName: query['doctor-name'],
      status: query.status,
    })
    // the count tells the caller the answer is one page (a service without paging sends the whole list, no count)
    return c.json(found.rows, 200, { 'X-Total-Count': String(found.total) })
  })

  app.get('/appointments/:id{[0-9]+}', auth, (c) => c.json(own(idParam(c.req.param('id')), c.get('token').user_id)))

  // cancel: only an upcoming (SCHEDULED) appointment; 204 on success
  app.delete('/appointments/:id{[0-9]+}', auth, (c) => {
    const query = parseInput(cancelQuery, c.req.query())
    const appointment = own(idParam(c.req.param('id')), c.get('token').user_id)
    if (appointment.status !== 'SCHEDULED') throw new ServiceError(400, 'Only a scheduled appointment can be cancelled')
    db.prepare(`UPDATE appointments SET status = 'CANCELED', cancellation_reason = ?, updated_at = ? WHERE id = ?`).run(
      query.reasonForCancellation ?? null,
      deps.now().toISOString(),
      appointment.id,
    )
    sendVisitMessages(deps, appointment.id, { kind: 'cancelled' })
    return c.body(null, 204)
  })

  // reschedule: same doctor and type, to one free slot of that doctor; the old slot is free again
  app.patch('/appointments/:id{[0-9]+}/reschedule-appointment', auth, async (c) => {
    const body = parseInput(rescheduleBody, await readJson(c.req.raw))
    const patientId = c.get('token').user_id
    const appointment = own(idParam(c.req.param('id')), patientId)
    if (body.patient.id !== patientId) throw new ServiceError(403, 'You are not allowed to access this patient')
    if (appointment.status !== 'SCHEDULED')
      throw new ServiceError(400, 'Only a scheduled appointment can be rescheduled')
    if (body.doctor.id !== appointment.doctor.id || body.type !== appointment.type)
      throw new ServiceError(400, 'A rescheduled appointment keeps its doctor and type')
    const start = new Date(body.startTime)
    const end = new Date(body.endTime)
    const mode = appointment.type === 'PHYSICAL_VISIT' ? 'PHYSICAL' : 'ONLINE'
    const free = isFreeSlot(db, {
      doctorId: appointment.doctor.id,
      mode,
      start,
      end,
      now: deps.now(),
      ignoreAppointmentId: appointment.id,
    })
    if (!free) throw new ServiceError(409, 'The selected slot is not available')
    db.prepare('UPDATE appointments SET start_time = ?, end_time = ?, updated_at = ? WHERE id = ?').run(
      start.toISOString(),
      end.toISOString(),
      deps.now().toISOString(),
      appointment.id,
    )
    resetReminders(db, appointment.id, deps.now())
    sendVisitMessages(deps, appointment.id, { kind: 'moved' })
    return c.json(findAppointment(db, appointment.id))
  })

  app.patch('/appointments/update-patient-joined-status/:id{[0-9]+}', auth, (c) => {
    const query = parseInput(joinQuery, c.req.query())
    const appointment = own(idParam(c.req.param('id')), c.get('token').user_id)
    db.prepare('UPDATE appointments SET patient_channel_join_status = ?, updated_at = ? WHERE id = ?').run(
      query.patientChannelJoinStatus,
      deps.now().toISOString(),
      appointment.id,
    )
    return c.json(findAppointment(db, appointment.id))
  })

  return app
}
