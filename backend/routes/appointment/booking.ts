import { Hono } from 'hono'
import { z } from 'zod'
import { ownAppointment } from '../../appointments.ts'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson, ServiceError } from '../../errors.ts'
import { sendVisitMessages } from '../../reminders/send.ts'
import { isFreeSlot } from '../../slots.ts'
import { sniff } from '../patient/profile.ts'

/** Booking attachments (docs/rules/booking.md#validation): png, jpg, pdf; 10 MB each; 10 per appointment. */
export const CONSULTATION_DOCUMENTS = { maxFiles: 10, maxBytes: 10 * 1024 * 1024, types: ['pdf', 'jpeg', 'png'] }
const MIME = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' } as const

const instant = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO date-time')
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`)

const createBody = z.object({
  startTime: instant,
  endTime: instant,
  status: z.literal('SCHEDULED').default('SCHEDULED'),
  doctor: z.object({ id: z.number().int().positive() }),
  patient: z.object({ id: z.number().int().positive() }),
  type: z.enum(['ONLINE_CONSULTATION', 'PHYSICAL_VISIT']),
  reasonforConsultation: text(200).nullish(),
})

const named = z.array(z.object({ name: text(150) })).max(20)
const medicalDataBody = z.object({
  allergies: named.default([]),
  drugSensitivities: named.default([]),
  healthConditions: named.default([]),
  medications: named.default([]),
  procedures: named.default([]),
  vitals: z
    .array(z.object({ name: text(50), unit: text(20), value: z.union([text(20), z.number()]) }))
    .max(20)
    .default([]),
})

const documentsQuery = z.object({ fileType: z.literal('CONSULTATION') })

/**
 * /appointment-service booking (docs/rules/booking.md#service-calls): create an appointment, its medical data and
 * documents. The slot check and the insert run in one transaction, and the unique index on
 * (doctor, start) of live appointments backs it up, so a slot is never booked twice.
 */
export function bookingRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  const own = (id: number, patientId: number) => ownAppointment(db, id, patientId)

  app.post('/appointments', auth, async (c) => {
    const body = parseInput(createBody, await readJson(c.req.raw))
    const patientId = c.get('token').user_id
    if (body.patient.id !== patientId) throw new ServiceError(403, 'You are not allowed to access this patient')
    const doctor = db
      .prepare<[number], { status: string }>('SELECT status FROM doctors WHERE id = ?')
      .get(body.doctor.id)
    if (!doctor) throw notFound('Doctor not found')
    if (doctor.status === 'INACTIVE') throw new ServiceError(400, 'The selected doctor is no longer available')
    const start = new Date(body.startTime)
    const end = new Date(body.endTime)
    const mode = body.type === 'PHYSICAL_VISIT' ? 'PHYSICAL' : 'ONLINE'
    const now = deps.now()
    if (start.getTime() < now.getTime()) throw new ServiceError(400, 'Appointment slot is in the past')
    const taken = () => new ServiceError(409, 'This slot has just been booked by someone else')
    const id = db
      .transaction(() => {
        if (!isFreeSlot(db, { doctorId: body.doctor.id, mode, start, end, now })) throw taken()
        try {
          const result = db
            .prepare(
              `INSERT INTO appointments (doctor_id, patient_id, start_time, end_time, status, type,
               reason_for_consultation, created_at, updated_at, time_set_at) VALUES (?, ?, ?, ?, 'SCHEDULED', ?, ?, ?, ?, ?)`,
            )
            .run(
              body.doctor.id,
              patientId,
              start.toISOString(),
              end.toISOString(),
              body.type,
              body.reasonforConsultation?.trim() || null,
              now.toISOString(),
              now.toISOString(),
              now.toISOString(),
            )
          return Number(result.lastInsertRowid)
        } catch (error) {
          // the unique index of live appointments: another connection won the slot
          if (error instanceof Error && /UNIQUE constraint failed/.test(error.message)) throw taken()
          throw error
        }
      })
      .immediate()
    sendVisitMessages(deps, id, { kind: 'booked' })
    c.header('Location', `/appointment-service/appointments/${id}`)
    return c.json({ id }, 201)
  })

  // sending it again replaces it, so a retry after a failure never doubles it
  app.post('/appointments/:id{[0-9]+}/medical-data', auth, async (c) => {
    const body = parseInput(medicalDataBody, await readJson(c.req.raw))
    const appointment = own(Number(c.req.param('id')), c.get('token').user_id)
    db.prepare(
      `INSERT INTO appointment_medical_data (appointment_id, data, created_at) VALUES (?, ?, ?)
       ON CONFLICT (appointment_id) DO UPDATE SET data = excluded.data, created_at = excluded.created_at`,
    ).run(appointment.id, JSON.stringify(body), deps.now().toISOString())
    return c.json({ appointmentId: appointment.id, ...body }, 201)
  })

  // what the patient told at booking, as it was sent (the health record reads it); 404 when nothing was
  app.get('/appointments/:id{[0-9]+}/medical-data', auth, (c) => {
    const appointment = own(Number(c.req.param('id')), c.get('token').user_id)
    const row = db
      .prepare<[number], { data: string; created_at: string }>(
        'SELECT data, created_at FROM appointment_medical_data WHERE appointment_id = ?',
      )
      .get(appointment.id)
    if (!row) throw notFound('No medical data for this appointment')
    return c.json({ appointmentId: appointment.id, ...JSON.parse(row.data), createdAt: row.created_at })
  })

  app.post('/appointments/:id{[0-9]+}/documents', auth, async (c, next) => {
    // the same path takes the chat's files (chat.ts): fileType tells them apart
    if (c.req.query('fileType') === 'CHAT') return next()
    parseInput(documentsQuery, c.req.query())
    const patientId = c.get('token').user_id
    const appointment = own(Number(c.req.param('id')), patientId)
    let form: FormData
    try {
      form = await c.req.raw.formData()
    } catch {
      throw new ServiceError(400, 'Expected multipart/form-data')
    }
    const upload = form.getAll('files').filter((v): v is File => typeof v !== 'string')
    if (upload.length === 0) throw new ServiceError(400, 'No files', { errorMap: { files: 'is required' } })
    const existing =
      db
        .prepare<[number], { n: number }>(
          `SELECT COUNT(*) AS n FROM documents WHERE appointment_id = ? AND file_type = 'CONSULTATION'`,
        )
        .get(appointment.id)?.n ?? 0
    const limits = CONSULTATION_DOCUMENTS
    if (existing + upload.length > limits.maxFiles)
      throw new ServiceError(400, `At most ${limits.maxFiles} documents per appointment`, {
        errorMap: { files: 'too many' },
      })
    const rows: { name: string; mime: string; data: Buffer }[] = []
    for (const file of upload) {
      if (file.size === 0 || file.size > limits.maxBytes)
        throw new ServiceError(400, `${file.name}: size not allowed`, { errorMap: { files: 'size' } })
      const bytes = Buffer.from(await file.arrayBuffer())
      const kind = sniff(bytes)
      if (kind !== 'pdf' && kind !== 'jpeg' && kind !== 'png')
        throw new ServiceError(415, `${file.name}: file type not allowed`, { errorMap: { files: 'type' } })
      rows.push({ name: file.name.slice(0, 200) || 'document', mime: MIME[kind], data: bytes })
    }
    const insert = db.prepare(
      `INSERT INTO documents (patient_id, appointment_id, file_type, name, mime, data, created_at)
       VALUES (?, ?, 'CONSULTATION', ?, ?, ?, ?)`,
    )
    const ids = db.transaction(() =>
      rows.map((r) =>
        Number(insert.run(patientId, appointment.id, r.name, r.mime, r.data, deps.now().toISOString()).lastInsertRowid),
      ),
    )()
    return c.json(
      ids.map((id, i) => ({ id, name: rows[i]?.name })),
      201,
    )
  })

  return app
}
