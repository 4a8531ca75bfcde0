import { createHash, randomInt, randomUUID } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { z } from 'zod'
import { findAppointment } from '../../appointments.ts'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson, ServiceError } from '../../errors.ts'
import { findPerson } from '../../helping/grants.ts'
import { personName } from '../../names.ts'
import { sendMessage } from '../../outbox.ts'
import { addMinutes } from '../../time.ts'

/**
 * Where the stand-in's meetings "are": a port nothing listens on, so a browser that tries to
 * connect is refused at once. Real media needs the cloud service (ADR 31).
 */
export const REFUSING_MEDIA_HOST = '127.0.0.1:9'

export const CONSULTATION_MESSAGES = {
  alreadyAdded: 'user already added, you are not allowed to join the consultation',
  added: 'Patient Added Successfully',
  invalidCode: 'Invalid OTP, please check the code and try again',
  codeExpired: 'The code has expired, please ask the patient to invite you again',
  tooManyTries: 'Too many wrong codes, please ask the patient to invite you again',
  closed: 'Consultation has been closed by the doctor',
  notInvited: 'No one has been invited to this consultation',
  notVerified: 'Verify the code first',
  noConsent: 'Consent is required before joining',
  appointmentOver: 'This appointment can no longer be joined',
} as const

/** A guest code stays valid for a day (the invitation is sent before the call), 5 wrong tries. */
const GUEST_CODE_MINUTES = 24 * 60
const GUEST_CODE_MAX_WRONG = 5

const meetingBody = z.object({ appointmentId: z.coerce.number().int().positive(), mediaRegion: z.string().min(1) })
const externalBody = z
  .object({
    userName: personName(),
    emailId: z.string().trim().max(254).optional().default(''),
    phoneNumber: z.string().trim().optional().default(''),
    meetingUrl: z.string().url().max(2000),
    patientDTO: z.object({ id: z.number().int(), firstName: z.string() }),
  })
  .refine((b) => /^[0-9]{10}$/.test(b.phoneNumber) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(b.emailId), {
    message: 'an e-mail address or a 10-digit phone number is required',
    path: ['emailId'],
  })
const otpQuery = z.object({ otp: z.string().regex(/^[0-9]{6}$/, 'OTP must be 6 digits') })
const consentBody = z.object({
  name: personName(),
  relation: z.enum(['Self', 'Father', 'Mother', 'Son', 'Daughter', 'Spouse', 'Friend']),
  age: z.coerce.number().int().min(0).max(999),
  consentStatus: z.enum(['GIVEN', 'NOTGIVEN']),
})
const attendeeStatusBody = z.object({ status: z.enum(['JOINED', 'NOT_JOINED']) })

interface ConsultationRow {
  id: number
  appointment_id: number
  status: 'OPEN' | 'CLOSED'
  meeting_id: string | null
  external_name: string | null
  external_contact: string | null
  external_join_status: 'JOINED' | 'NOT_JOINED'
  external_verified_at: string | null
  external_consent: string | null
  helper_attendee: string | null
}

const hashCode = (code: string) => createHash('sha256').update(`guest:${code}`).digest('hex')

function findConsultation(db: Database, id: number) {
  return db.prepare<[number], ConsultationRow>('SELECT * FROM consultations WHERE id = ?').get(id)
}

/** The meeting join data of docs/rules/video-call.md#data, pointing at the refusing address. */
function joinData(meetingId: string, consultationId: number, userId: string) {
  const host = REFUSING_MEDIA_HOST
  return {
    audioFallbackUrl: `wss://${host}/audio`,
    signalingUrl: `ws://${host}/control/${meetingId}`,
    turnControlUrl: `http://${host}/v2/turn_sessions`,
    screenDataUrl: `wss://${host}/screen/${meetingId}`,
    screenViewingUrl: `wss://${host}/viewing/${meetingId}`,
    screenSharingUrl: `wss://${host}/sharing/${meetingId}`,
    audioHostUrl: host,
    meetingId,
    attendeeId: `${userId}-${consultationId}`,
    joinToken: randomUUID(),
    userId,
    consultationId,
  }
}

/**
 * /consultation-service: the video consultation (docs/rules/video-call.md#service-calls) and the guest caretaker's
 * calls (docs/rules/guest-call.md#service-calls; those carry no token).
 */
export function videoRoutes(deps: Deps) {
  const { db, now } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  /** The caller's consultation: 404 when there is none, 403 when it is another patient's. */
  const ownConsultation = (id: number, patientId: number) => {
    const consultation = findConsultation(db, id)
    if (!consultation) throw notFound('Consultation not found')
    const appointment = findAppointment(db, consultation.appointment_id)
    if (appointment?.patient.id !== patientId)
      throw new ServiceError(403, 'You are not allowed to access this consultation')
    return { consultation, appointment }
  }
  const anyConsultation = (raw: string | undefined) => {
    const consultation = findConsultation(db, Number(raw))
    if (!consultation) throw notFound('Consultation not found')
    return consultation
  }

  // the patient joins: the consultation (and its meeting) is made on first join
  app.post('/consultations/consultation-meetings', auth, async (c) => {
    const body = parseInput(meetingBody, await readJson(c.req.raw))
    const appointment = findAppointment(db, body.appointmentId)
    if (!appointment) throw notFound('Appointment not found')
    if (appointment.patient.id !== c.get('token').user_id)
      throw new ServiceError(403, 'You are not allowed to access this appointment')
    if (appointment.type !== 'ONLINE_CONSULTATION' || ['CLOSED', 'CANCELED'].includes(appointment.status))
      throw new ServiceError(400, CONSULTATION_MESSAGES.appointmentOver)
    const at = now().toISOString()
    db.prepare(
      `INSERT INTO consultations (appointment_id, status, created_at) VALUES (?, 'OPEN', ?)
       ON CONFLICT (appointment_id) DO NOTHING`,
    ).run(appointment.id, at)
    const consultation = db
      .prepare<[number], ConsultationRow>('SELECT * FROM consultations WHERE appointment_id = ?')
      .get(appointment.id)
    if (!consultation) throw new ServiceError(500, 'Internal Server Error')
    const meetingId = consultation.meeting_id ?? randomUUID()
    db.prepare('UPDATE consultations SET meeting_id = ? WHERE id = ?').run(meetingId, consultation.id)
    // a helper joins as themselves, and the doctor sees who they are
    const helperId = c.get('token').act?.sub
    const helper = helperId === undefined ? undefined : findPerson(db, Number(helperId))
    if (helper) {
      db.prepare('UPDATE consultations SET helper_attendee = ? WHERE id = ?').run(
        `${helper.first_name} ${helper.last_name} (helper)`,
        consultation.id,
      )
      return c.json(joinData(meetingId, consultation.id, `helper-${helper.id}`))
    }
    return c.json(joinData(meetingId, consultation.id, `patient-${appointment.patient.id}`))
  })

  app.get('/consultations/attendee-list/:id{[0-9]+}', auth, (c) => {
    const { consultation, appointment } = ownConsultation(Number(c.req.param('id')), c.get('token').user_id)
    const doctor = appointment.doctor
    return c.json({
      id: consultation.id,
      doctorName: `${doctor.prefix} ${doctor.firstName} ${doctor.lastName}`.trim(),
      patientName: `${appointment.patient.firstName} ${appointment.patient.lastName}`.trim(),
      externalCareTaker: consultation.external_name,
      externalDoctor: null,
      helper: consultation.helper_attendee,
    })
  })

  // one external person per consultation; the link and a six-digit code go to the outbox
  app.post('/consultations/:id{[0-9]+}/add-patient-external-care-taker', auth, async (c) => {
    const { consultation } = ownConsultation(Number(c.req.param('id')), c.get('token').user_id)
    const body = parseInput(externalBody, await readJson(c.req.raw))
    if (consultation.status === 'CLOSED') throw new ServiceError(400, CONSULTATION_MESSAGES.closed)
    if (consultation.external_name) throw new ServiceError(400, CONSULTATION_MESSAGES.alreadyAdded)
    const byEmail = !/^[0-9]{10}$/.test(body.phoneNumber)
    const contact = byEmail ? body.emailId : body.phoneNumber
    const code = String(randomInt(1_000_000)).padStart(6, '0')
    const at = now()
    db.transaction(() => {
      db.prepare(
        `UPDATE consultations SET external_name = ?, external_contact = ?, external_join_status = 'NOT_JOINED',
           external_verified_at = NULL, external_consent = NULL WHERE id = ?`,
      ).run(body.userName, contact, consultation.id)
      db.prepare(
        `UPDATE otp_codes SET used_at = ? WHERE consultation_id = ? AND purpose = 'GUEST_CALL' AND used_at IS NULL`,
      ).run(at.toISOString(), consultation.id)
      db.prepare(
        `INSERT INTO otp_codes (purpose, consultation_id, target, code_hash, expires_at, created_at)
         VALUES ('GUEST_CALL', ?, ?, ?, ?, ?)`,
      ).run(
        consultation.id,
        contact,
        hashCode(code),
        addMinutes(at, GUEST_CODE_MINUTES).toISOString(),
        at.toISOString(),
      )
      sendMessage(db, at, {
        channel: byEmail ? 'EMAIL' : 'SMS',
        to: contact,
        subject: `${body.patientDTO.firstName} invites you to a video consultation`,
        body: `${body.userName}, join the video consultation at ${body.meetingUrl} with the code ${code}.`,
        code,
      })
    })()
    return c.json({ message: CONSULTATION_MESSAGES.added })
  })

  app.delete('/consultations/:id{[0-9]+}/patient-remove-attendee', auth, (c) => {
    const { consultation } = ownConsultation(Number(c.req.param('id')), c.get('token').user_id)
    db.transaction(() => {
      db.prepare(
        `UPDATE consultations SET external_name = NULL, external_contact = NULL, external_join_status = 'NOT_JOINED',
           external_verified_at = NULL, external_consent = NULL WHERE id = ?`,
      ).run(consultation.id)
      db.prepare(
        `UPDATE otp_codes SET used_at = ? WHERE consultation_id = ? AND purpose = 'GUEST_CALL' AND used_at IS NULL`,
      ).run(now().toISOString(), consultation.id)
    })()
    return c.body(null, 204)
  })

  // ---------------------------------------------------------------- the guest's calls (no token)

  app.get('/consultations/:id{[0-9]+}/admin', (c) => {
    const consultation = anyConsultation(c.req.param('id'))
    const row = db
      .prepare<[number], { id: number }>(
        `SELECT ad.id FROM appointments a JOIN doctors d ON d.id = a.doctor_id
         JOIN administrators ad ON ad.hospital_id = d.hospital_id WHERE a.id = ? ORDER BY ad.id LIMIT 1`,
      )
      .get(consultation.appointment_id)
    if (!row) throw notFound('Administrator not found')
    return c.json(row.id)
  })

  app.get('/consultations/:id{[0-9]+}/patient-otp-verified', (c) => {
    const consultation = anyConsultation(c.req.param('id'))
    const { otp } = parseInput(otpQuery, c.req.query())
    const row = db
      .prepare<[number], { id: number; code_hash: string; attempts: number; expires_at: string }>(
        `SELECT id, code_hash, attempts, expires_at FROM otp_codes
         WHERE consultation_id = ? AND purpose = 'GUEST_CALL' AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
      )
      .get(consultation.id)
    if (!row || !consultation.external_name) throw new ServiceError(400, CONSULTATION_MESSAGES.notInvited)
    if (row.expires_at <= now().toISOString()) throw new ServiceError(400, CONSULTATION_MESSAGES.codeExpired)
    if (row.code_hash !== hashCode(otp)) {
      const attempts = row.attempts + 1
      const dead = attempts >= GUEST_CODE_MAX_WRONG
      db.prepare('UPDATE otp_codes SET attempts = ?, used_at = ? WHERE id = ?').run(
        attempts,
        dead ? now().toISOString() : null,
        row.id,
      )
      throw new ServiceError(400, dead ? CONSULTATION_MESSAGES.tooManyTries : CONSULTATION_MESSAGES.invalidCode)
    }
    db.prepare('UPDATE consultations SET external_verified_at = ? WHERE id = ?').run(
      now().toISOString(),
      consultation.id,
    )
    return c.json(true)
  })

  app.post('/consultations/:id{[0-9]+}/external-user-consent', async (c) => {
    const consultation = anyConsultation(c.req.param('id'))
    const body = parseInput(consentBody, await readJson(c.req.raw))
    if (!consultation.external_verified_at) throw new ServiceError(400, CONSULTATION_MESSAGES.notVerified)
    db.prepare('UPDATE consultations SET external_consent = ? WHERE id = ?').run(JSON.stringify(body), consultation.id)
    return c.json({ ...body, consultationId: consultation.id })
  })

  app.post('/consultations/meeting/:id{[0-9]+}/patient-add-attendee', (c) => {
    const consultation = anyConsultation(c.req.param('id'))
    if (consultation.status === 'CLOSED') throw new ServiceError(400, CONSULTATION_MESSAGES.closed)
    if (!consultation.external_verified_at) throw new ServiceError(400, CONSULTATION_MESSAGES.notVerified)
    const consent = consultation.external_consent
      ? consentBody.safeParse(JSON.parse(consultation.external_consent))
      : null
    if (consent?.data?.consentStatus !== 'GIVEN') throw new ServiceError(400, CONSULTATION_MESSAGES.noConsent)
    const meetingId = consultation.meeting_id ?? randomUUID()
    db.prepare(`UPDATE consultations SET meeting_id = ?, external_join_status = 'JOINED' WHERE id = ?`).run(
      meetingId,
      consultation.id,
    )
    return c.json(joinData(meetingId, consultation.id, `guest-${consultation.id}`))
  })

  app.get('/consultations/patient-attendee-status/:id{[0-9]+}', (c) =>
    c.json({ status: anyConsultation(c.req.param('id')).external_join_status }),
  )

  app.patch('/consultations/patient-attendee-status/:id{[0-9]+}', async (c) => {
    const consultation = anyConsultation(c.req.param('id'))
    const body = parseInput(attendeeStatusBody, await readJson(c.req.raw))
    // a removed guest can't mark itself joined again
    if (body.status === 'JOINED' && !consultation.external_name)
      throw new ServiceError(400, CONSULTATION_MESSAGES.notInvited)
    db.prepare('UPDATE consultations SET external_join_status = ? WHERE id = ?').run(body.status, consultation.id)
    return c.json({ status: body.status })
  })

  app.get('/consultations/:id{[0-9]+}/consultation-status', (c) =>
    c.json({ status: anyConsultation(c.req.param('id')).status }),
  )

  return app
}
