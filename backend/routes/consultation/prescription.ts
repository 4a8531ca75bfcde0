import { Hono } from 'hono'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, ServiceError } from '../../errors.ts'
import { writePdf, type PdfLine } from '../../pdf.ts'
import { hospitalDay } from '../../time.ts'

interface ConsultationRow {
  id: number
  status: string
  closed_at: string | null
  patient_id: number
  patient_name: string
  doctor_name: string
  hospital_name: string
  hospital_website: string | null
  reason: string | null
  diagnosis: string | null
  advice: string | null
  medicines: string | null
}

interface Medicine {
  name: string
  dosage: string
  timing: 'BEFORE_MEAL' | 'AFTER_MEAL'
  days: number
}

const TIMING = { BEFORE_MEAL: 'Before Meal', AFTER_MEAL: 'After Meal' } as const

/** Two pages: the prescription itself, then advice and follow-up. */
export function prescriptionPdf(row: ConsultationRow): Buffer {
  const medicines: Medicine[] = row.medicines ? (JSON.parse(row.medicines) as Medicine[]) : []
  const day = row.closed_at ? hospitalDay(new Date(row.closed_at)) : ''
  const first: PdfLine[] = [
    { text: row.hospital_name, size: 18, bold: true },
    { text: 'Prescription', size: 14, bold: true },
    { text: `Consultation ${row.id} on ${day}` },
    { text: `Doctor: ${row.doctor_name}` },
    { text: `Patient: ${row.patient_name}` },
    { text: `Reason for consultation: ${row.reason ?? '-'}` },
    { text: `Diagnosis: ${row.diagnosis ?? 'See the consultation notes'}`, bold: true },
    { text: 'Medicines', size: 13, bold: true },
    ...(medicines.length === 0
      ? [{ text: 'No medicines prescribed.' }]
      : medicines.map((m, i) => ({ text: `${i + 1}. ${m.name}: ${m.dosage}, ${TIMING[m.timing]}, ${m.days} days` }))),
  ]
  const second: PdfLine[] = [
    { text: 'Advice and follow-up', size: 14, bold: true },
    { text: row.advice ?? 'No special advice.' },
    { text: 'Book a follow-up visit if the symptoms persist or get worse.' },
    { text: `Signed electronically by ${row.doctor_name}.` },
    ...(row.hospital_website
      ? [{ text: `More from the hospital: ${row.hospital_website}`, link: row.hospital_website }]
      : []),
  ]
  return writePdf([first, second], `Prescription ${row.id}`)
}

/** /consultation-service: the prescription report of a CLOSED consultation, as a PDF generated on request. */
export function prescriptionRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  app.get('/consultations/:consultId{[0-9]+}/prescription-report', auth, (c) => {
    const row = db
      .prepare<[number], ConsultationRow>(
        `SELECT c.id, c.status, c.closed_at, a.patient_id, a.reason_for_consultation AS reason,
                p.first_name || ' ' || p.last_name AS patient_name,
                d.prefix || ' ' || d.first_name || ' ' || d.last_name AS doctor_name, h.name AS hospital_name, h.website AS hospital_website,
                r.diagnosis, r.advice, r.medicines
         FROM consultations c JOIN appointments a ON a.id = c.appointment_id
         JOIN patients p ON p.id = a.patient_id JOIN doctors d ON d.id = a.doctor_id
         JOIN hospitals h ON h.id = d.hospital_id LEFT JOIN prescriptions r ON r.consultation_id = c.id
         WHERE c.id = ?`,
      )
      .get(Number(c.req.param('consultId')))
    if (!row) throw notFound('Consultation not found')
    if (row.patient_id !== c.get('token').user_id)
      throw new ServiceError(403, 'You are not allowed to access this consultation')
    if (row.status !== 'CLOSED') throw notFound('The prescription is ready once the consultation is closed')
    return c.body(new Uint8Array(prescriptionPdf(row)), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="prescription-${row.id}.pdf"`,
    })
  })

  return app
}
