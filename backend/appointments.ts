import type { Database } from 'better-sqlite3'
import { notFound, ServiceError } from './errors.ts'

interface AppointmentRow {
  id: number
  start_time: string
  end_time: string
  status: string
  type: string
  reason_for_consultation: string | null
  doctor_join_status: string
  patient_channel_join_status: string
  doctor_channel_join_status: string
  doctor_id: number
  doctor_prefix: string
  doctor_first_name: string
  doctor_last_name: string
  hospital_id: number
  hospital_name: string
  patient_id: number
  patient_first_name: string
  patient_last_name: string
  patient_date_of_birth: string
  patient_status: string
  consultation_id: number | null
  confirmed_at: string | null
}

const SELECT_APPOINTMENTS = `
  SELECT a.id, a.start_time, a.end_time, a.status, a.type, a.reason_for_consultation,
         a.doctor_join_status, a.patient_channel_join_status, a.doctor_channel_join_status,
         d.id AS doctor_id, d.prefix AS doctor_prefix, d.first_name AS doctor_first_name,
         d.last_name AS doctor_last_name, h.id AS hospital_id, h.name AS hospital_name,
         p.id AS patient_id, p.first_name AS patient_first_name, p.last_name AS patient_last_name,
         p.date_of_birth AS patient_date_of_birth, p.status AS patient_status,
         c.id AS consultation_id, a.confirmed_at
  FROM appointments a
  JOIN doctors d ON d.id = a.doctor_id
  JOIN hospitals h ON h.id = d.hospital_id
  JOIN patients p ON p.id = a.patient_id
  LEFT JOIN consultations c ON c.appointment_id = a.id`

/** A patient's appointments starting at or after an instant, earliest first. */
export function listPatientAppointments(db: Database, patientId: number, from: Date | null) {
  const rows = db
    .prepare<[number, string], AppointmentRow>(
      `${SELECT_APPOINTMENTS} WHERE a.patient_id = ? AND a.start_time >= ? ORDER BY a.start_time, a.id`,
    )
    .all(patientId, from ? from.toISOString() : '')
  return toAppointmentDtos(db, rows)
}

/** The optional paging of the list (ADR 65): a page of `size`, newest first, only doctors whose name holds `doctorName`. */
export interface AppointmentPageQuery {
  page: number
  size: number
  doctorName?: string
  /** only the appointments in this state (the health record asks for the completed ones, CLOSED) */
  status?: string
}

/** The name as the portal shows it (prefix, first and last name), lower-cased for a contains match. */
const shownName = (r: { prefix: string | null; first_name: string; last_name: string | null }) =>
  [r.prefix?.trim(), r.first_name.trim(), r.last_name?.trim()].filter(Boolean).join(' ').toLowerCase()

/**
 * One page of a patient's appointments from an instant, newest first (start, then id), and how many match.
 * Only the page's rows are built into the service's shape; a name search reads just the ids and names first
 * (in JavaScript, since SQLite's LOWER knows only ASCII and names come in any script).
 */
export function pagePatientAppointments(db: Database, patientId: number, from: Date | null, q: AppointmentPageQuery) {
  const since = from ? from.toISOString() : ''
  const needle = q.doctorName?.trim().toLowerCase() ?? ''
  const offset = (q.page - 1) * q.size
  const order = 'ORDER BY a.start_time DESC, a.id DESC'
  const status = q.status ?? ''
  const inState = "(? = '' OR a.status = ?)"
  let ids: number[]
  let total: number
  if (needle) {
    const matching = db
      .prepare<
        [number, string, string, string],
        { id: number; prefix: string | null; first_name: string; last_name: string | null }
      >(
        `SELECT a.id, d.prefix, d.first_name, d.last_name FROM appointments a JOIN doctors d ON d.id = a.doctor_id
         WHERE a.patient_id = ? AND a.start_time >= ? AND ${inState} ${order}`,
      )
      .all(patientId, since, status, status)
      .filter((r) => shownName(r).includes(needle))
    total = matching.length
    ids = matching.slice(offset, offset + q.size).map((r) => r.id)
  } else {
    total = db
      .prepare<[number, string, string, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM appointments a WHERE a.patient_id = ? AND a.start_time >= ? AND ${inState}`,
      )
      .get(patientId, since, status, status)!.n
    ids = db
      .prepare<[number, string, string, string, number, number], { id: number }>(
        `SELECT a.id FROM appointments a WHERE a.patient_id = ? AND a.start_time >= ? AND ${inState}
         ${order} LIMIT ? OFFSET ?`,
      )
      .all(patientId, since, status, status, q.size, offset)
      .map((r) => r.id)
  }
  if (ids.length === 0) return { rows: [], total }
  const rows = db
    .prepare<number[], AppointmentRow>(
      `${SELECT_APPOINTMENTS} WHERE a.id IN (${ids.map(() => '?').join(',')}) ${order}`,
    )
    .all(...ids)
  return { rows: toAppointmentDtos(db, rows), total }
}

/** One appointment in the service's shape, or undefined. */
export function findAppointment(db: Database, id: number) {
  const row = db.prepare<[number], AppointmentRow>(`${SELECT_APPOINTMENTS} WHERE a.id = ?`).get(id)
  return row ? toAppointmentDtos(db, [row])[0] : undefined
}

/** The caller's own appointment: 404 when there is none, 403 when it is someone else's. */
export function ownAppointment(db: Database, id: number, patientId: number) {
  const appointment = findAppointment(db, id)
  if (!appointment) throw notFound('Appointment not found')
  if (appointment.patient.id !== patientId)
    throw new ServiceError(403, 'You are not allowed to access this appointment')
  return appointment
}

/** The appointment shape of docs/rules/appointments.md#data, as the appointment service returns it. */
function toAppointmentDtos(db: Database, rows: AppointmentRow[]) {
  const administrators = db.prepare<[number], { id: number; phoneNumber: string }>(
    'SELECT id, phone_number AS phoneNumber FROM administrators WHERE hospital_id = ? ORDER BY id',
  )
  const adminsByHospital = new Map<number, { id: number; phoneNumber: string }[]>()
  const adminsOf = (hospitalId: number) => {
    let list = adminsByHospital.get(hospitalId)
    if (!list) {
      list = administrators.all(hospitalId)
      adminsByHospital.set(hospitalId, list)
    }
    return list
  }
  return rows.map((r) => ({
    id: r.id,
    startTime: r.start_time,
    endTime: r.end_time,
    status: r.status,
    type: r.type,
    doctor: {
      id: r.doctor_id,
      prefix: r.doctor_prefix,
      firstName: r.doctor_first_name,
      lastName: r.doctor_last_name,
      hospital: { name: r.hospital_name, administrators: adminsOf(r.hospital_id) },
    },
    patient: {
      id: r.patient_id,
      firstName: r.patient_first_name,
      lastName: r.patient_last_name,
      dateOfBirth: r.patient_date_of_birth,
      status: r.patient_status,
    },
    doctorJoinStatus: r.doctor_join_status,
    patientChannelJoinStatus: r.patient_channel_join_status,
    doctorChannelJoinStatus: r.doctor_channel_join_status,
    reasonforConsultation: r.reason_for_consultation,
    consultationDTO: r.consultation_id === null ? null : { id: r.consultation_id },
    // beyond the contract: when the patient said "I will come" from a reminder's link (docs/reminders.md)
    confirmedAt: r.confirmed_at,
  }))
}
