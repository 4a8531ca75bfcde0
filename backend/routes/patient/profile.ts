import { createHash, randomInt } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson, ServiceError } from '../../errors.ts'
import { personName } from '../../names.ts'
import { sendMessage } from '../../outbox.ts'
import { addMinutes } from '../../time.ts'

/** Document categories of the profile (docs/rules/profile.md#data) and their limits (docs/rules/profile.md#validation). */
export const DOCUMENT_LIMITS = {
  GOVT: { maxFiles: 5, maxBytes: 4 * 1024 * 1024, types: ['pdf', 'jpeg', 'png'] },
  ADDRESS: { maxFiles: 5, maxBytes: 4 * 1024 * 1024, types: ['pdf', 'jpeg', 'png'] },
  MEDICALHISTORY: { maxFiles: 5, maxBytes: 10 * 1024 * 1024, types: ['pdf', 'jpeg', 'png', 'heic'] },
} as const
export const PHOTO_MAX_BYTES = 4 * 1024 * 1024
export const PHONE_OTP_MINUTES = 10
const PHONE_OTP_MAX_WRONG = 5

type Sniffed = 'pdf' | 'jpeg' | 'png' | 'heic'
const MIME: Record<Sniffed, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
}

/** What a file really is, by its first bytes (the name and the declared type are not trusted). */
export function sniff(bytes: Uint8Array): Sniffed | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (ascii(0, 5) === '%PDF-') return 'pdf'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png'
  if (ascii(4, 8) === 'ftyp' && ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis'].includes(ascii(8, 12)))
    return 'heic'
  return null
}

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).nullish()

const patchBody = z
  .object({
    firstName: personName(2, 'must be at least 2 characters'),
    middleName: personName(0).nullish(),
    lastName: personName(2, 'must be at least 2 characters'),
    gender: z.enum(['MALE', 'FEMALE', 'OTHERS'], { message: 'must be MALE, FEMALE or OTHERS' }),
    dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
    state: z.string().trim().min(1, 'is required').max(100),
    city: z.string().trim().min(1, 'is required').max(100),
    pinCode: z.string().trim().min(2, 'must be 2 to 10 characters').max(10, 'must be 2 to 10 characters'),
    buildingName: text(200),
    houseNumber: text(50),
    streetName: text(200),
    phoneNumber: z.string().regex(/^[0-9]{10}$/, 'must be 10 digits'),
    education: text(100),
    occupation: text(100),
    medicalHistory: text(100),
    medicalInformation: text(100),
    therapy: text(100),
    patientPreferredLanguagesDTOs: z.array(z.object({ name: z.string() })).default([]),
    patientCareServices: z.array(z.object({ careService: z.object({ id: z.number().int() }) })).default([]),
  })
  .passthrough()

const fileTypeQuery = z.object({ fileType: z.enum(['GOVT', 'ADDRESS', 'MEDICALHISTORY']) })
const sendCodeQuery = z.object({
  'phone-number': z.string().regex(/^[0-9]{10}$/, 'must be 10 digits'),
  'hospital-id': z.coerce.number().int().positive().optional(),
})
const verifyQuery = z.object({
  otp: z.string().regex(/^[0-9]{4}$/, 'must be 4 digits'),
  'phone-number': z.string().regex(/^[0-9]{10}$/, 'must be 10 digits'),
})

const hashCode = (code: string) => createHash('sha256').update(`phone-otp:${code}`).digest('hex')

/**
 * /patient-service: profile update, mailing address, photo, documents and phone verification
 * (docs/rules/profile.md#service-calls). GET /patients/{id} is in patient.ts.
 */
export function profileRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)
  const now = () => deps.now()
  const idOf = (param: string | undefined) => Number(param)

  const files = async (request: Request, field: string): Promise<File[]> => {
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      throw new ServiceError(400, 'Expected multipart/form-data')
    }
    return form.getAll(field).filter((v): v is File => typeof v !== 'string')
  }

  app.patch('/patients/:patientId{[0-9]+}', auth, async (c) => {
    const patientId = idOf(c.req.param('patientId'))
    const body = parseInput(patchBody, await readJson(c.req.raw))
    const current = db
      .prepare<[number], { phone_number: string | null }>('SELECT phone_number FROM patients WHERE id = ?')
      .get(patientId)
    if (!current) throw notFound('Patient not found')
    const languageIds = body.patientPreferredLanguagesDTOs.map((l) => {
      const row = db.prepare<[string], { id: number }>('SELECT id FROM languages WHERE name = ?').get(l.name)
      if (!row) throw new ServiceError(400, 'Unknown language', { errorMap: { patientPreferredLanguagesDTOs: l.name } })
      return row.id
    })
    const careIds = body.patientCareServices.map((s) => {
      const row = db
        .prepare<[number], { id: number }>('SELECT id FROM care_services WHERE id = ?')
        .get(s.careService.id)
      if (!row) throw new ServiceError(400, 'Unknown care service', { errorMap: { patientCareServices: 'unknown' } })
      return row.id
    })
    const blank = (v: string | null | undefined) => (v ? v.trim() || null : null)
    db.transaction(() => {
      db.prepare(
        `UPDATE patients SET first_name = ?, middle_name = ?, last_name = ?, gender = ?, date_of_birth = ?, state = ?,
           city = ?, pin_code = ?, building_name = ?, house_number = ?, street_name = ?, phone_number = ?,
           verification_status = CASE WHEN phone_number IS ? THEN verification_status ELSE NULL END,
           education = ?, occupation = ?, medical_history = ?, medical_information = ?, therapy = ?
         WHERE id = ?`,
      ).run(
        body.firstName,
        blank(body.middleName),
        body.lastName,
        body.gender,
        body.dateOfBirth,
        body.state,
        body.city,
        body.pinCode,
        blank(body.buildingName),
        blank(body.houseNumber),
        blank(body.streetName),
        body.phoneNumber,
        body.phoneNumber,
        blank(body.education),
        blank(body.occupation),
        blank(body.medicalHistory),
        blank(body.medicalInformation),
        blank(body.therapy),
        patientId,
      )
      db.prepare('DELETE FROM patient_languages WHERE patient_id = ?').run(patientId)
      for (const id of new Set(languageIds))
        db.prepare('INSERT INTO patient_languages (patient_id, language_id) VALUES (?, ?)').run(patientId, id)
      db.prepare('DELETE FROM patient_care_services WHERE patient_id = ?').run(patientId)
      for (const id of new Set(careIds))
        db.prepare('INSERT INTO patient_care_services (patient_id, care_service_id) VALUES (?, ?)').run(patientId, id)
    })()
    return c.json({ id: patientId, message: 'Patient updated' })
  })

  app.get('/patients/mailing-address/:patientId{[0-9]+}', auth, (c) => {
    const row = db
      .prepare<
        [number],
        {
          building_name: string | null
          house_number: string | null
          street_name: string | null
          pin_code: string | null
          state: string | null
          city: string | null
        }
      >('SELECT building_name, house_number, street_name, pin_code, state, city FROM patients WHERE id = ?')
      .get(idOf(c.req.param('patientId')))
    if (!row) throw notFound('Patient not found')
    return c.json({
      buildingName: row.building_name,
      houseNumber: row.house_number,
      streetName: row.street_name,
      pinCode: row.pin_code,
      state: row.state,
      city: row.city,
    })
  })

  // ------------------------------------------------------------------ photo

  app.get('/patients/:patientId{[0-9]+}/images', auth, (c) => {
    const row = db
      .prepare<[number], { photo: Buffer | null; photo_mime: string | null }>(
        'SELECT photo, photo_mime FROM patients WHERE id = ?',
      )
      .get(idOf(c.req.param('patientId')))
    if (!row?.photo || !row.photo_mime) throw notFound('No image found')
    return c.body(new Uint8Array(row.photo), 200, { 'Content-Type': row.photo_mime, 'Cache-Control': 'no-store' })
  })

  app.post('/patients/:patientId{[0-9]+}/image', auth, async (c) => {
    const [file] = await files(c.req.raw, 'file')
    if (!file) throw new ServiceError(400, 'No file', { errorMap: { file: 'is required' } })
    if (file.size > PHOTO_MAX_BYTES)
      throw new ServiceError(400, 'File is too large', { errorMap: { file: 'too large' } })
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = sniff(bytes)
    if (kind !== 'png' && kind !== 'jpeg')
      throw new ServiceError(415, 'Only png and jpeg images are accepted', { errorMap: { file: 'not an image' } })
    db.prepare('UPDATE patients SET photo = ?, photo_mime = ? WHERE id = ?').run(
      Buffer.from(bytes),
      MIME[kind],
      idOf(c.req.param('patientId')),
    )
    return c.json({ message: 'Profile picture uploaded' })
  })

  app.delete('/patients/:patientId{[0-9]+}/image', auth, (c) => {
    const result = db
      .prepare('UPDATE patients SET photo = NULL, photo_mime = NULL WHERE id = ? AND photo IS NOT NULL')
      .run(idOf(c.req.param('patientId')))
    if (result.changes === 0) throw notFound('No image found')
    return c.json({ message: 'Profile picture deleted' })
  })

  // ------------------------------------------------------------------ documents

  const listDocuments = (patientId: number, fileType: string) =>
    db
      .prepare<[number, string], { id: number; name: string; created_at: string }>(
        'SELECT id, name, created_at FROM documents WHERE patient_id = ? AND file_type = ? ORDER BY id',
      )
      .all(patientId, fileType)

  app.get('/patients/:patientId{[0-9]+}/documents', auth, (c) => {
    const patientId = idOf(c.req.param('patientId'))
    const { fileType } = parseInput(fileTypeQuery, c.req.query())
    return c.json(
      listDocuments(patientId, fileType).map((d) => ({
        id: d.id,
        name: d.name,
        location: `/patient-service/patients/${patientId}/documents/${d.id}`,
        createdAt: d.created_at,
      })),
    )
  })

  app.post('/patients/:patientId{[0-9]+}/documents', auth, async (c) => {
    const patientId = idOf(c.req.param('patientId'))
    const { fileType } = parseInput(fileTypeQuery, c.req.query())
    const limits = DOCUMENT_LIMITS[fileType]
    const upload = await files(c.req.raw, 'files')
    if (upload.length === 0) throw new ServiceError(400, 'No files', { errorMap: { files: 'is required' } })
    if (listDocuments(patientId, fileType).length + upload.length > limits.maxFiles)
      throw new ServiceError(400, `At most ${limits.maxFiles} files of this kind`, { errorMap: { files: 'too many' } })
    const rows: { name: string; mime: string; data: Buffer }[] = []
    for (const file of upload) {
      if (file.size === 0 || file.size > limits.maxBytes)
        throw new ServiceError(400, `${file.name}: size not allowed`, { errorMap: { files: 'size' } })
      const bytes = Buffer.from(await file.arrayBuffer())
      const kind = sniff(bytes)
      if (!kind || !(limits.types as readonly string[]).includes(kind))
        throw new ServiceError(415, `${file.name}: file type not allowed`, { errorMap: { files: 'type' } })
      rows.push({ name: file.name.slice(0, 200) || 'document', mime: MIME[kind], data: bytes })
    }
    const insert = db.prepare(
      'INSERT INTO documents (patient_id, file_type, name, mime, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    db.transaction(() => {
      for (const r of rows) insert.run(patientId, fileType, r.name, r.mime, r.data, now().toISOString())
    })()
    return c.json({ message: 'Files uploaded' })
  })

  const findDocument = (patientId: number, docId: number) => {
    const row = db
      .prepare<[number, number], { id: number; name: string; mime: string; data: Buffer }>(
        `SELECT id, name, mime, data FROM documents WHERE id = ? AND patient_id = ?
           AND file_type IN ('GOVT', 'ADDRESS', 'MEDICALHISTORY')`,
      )
      .get(docId, patientId)
    if (!row) throw notFound('Document not found')
    return row
  }

  app.get('/patients/:patientId{[0-9]+}/documents/:docId{[0-9]+}', auth, (c) => {
    const doc = findDocument(idOf(c.req.param('patientId')), idOf(c.req.param('docId')))
    return c.body(new Uint8Array(doc.data), 200, {
      'Content-Type': doc.mime,
      'Content-Disposition': `inline; filename="${encodeURIComponent(doc.name)}"`,
      'Cache-Control': 'no-store',
    })
  })

  app.delete('/patients/:patientId{[0-9]+}/documents/:docId{[0-9]+}', auth, (c) => {
    const doc = findDocument(idOf(c.req.param('patientId')), idOf(c.req.param('docId')))
    db.prepare('DELETE FROM documents WHERE id = ?').run(doc.id)
    return c.json({ message: 'File deleted' })
  })

  // ------------------------------------------------------------------ phone verification

  app.post('/patients/:patientId{[0-9]+}/send-phone-number-verification-code', auth, (c) => {
    const patientId = idOf(c.req.param('patientId'))
    const query = parseInput(sendCodeQuery, c.req.query())
    const phone = query['phone-number']
    db.prepare(
      `UPDATE otp_codes SET used_at = ? WHERE patient_id = ? AND purpose = 'PHONE_VERIFICATION' AND used_at IS NULL`,
    ).run(now().toISOString(), patientId)
    const code = String(randomInt(10_000)).padStart(4, '0')
    db.prepare(
      `INSERT INTO otp_codes (purpose, patient_id, target, code_hash, expires_at, created_at)
       VALUES ('PHONE_VERIFICATION', ?, ?, ?, ?, ?)`,
    ).run(patientId, phone, hashCode(code), addMinutes(now(), PHONE_OTP_MINUTES).toISOString(), now().toISOString())
    sendMessage(db, now(), {
      channel: 'SMS',
      to: `+91${phone}`,
      subject: 'Verify your mobile number',
      body: `Your one-time password is ${code}. It is valid for ${PHONE_OTP_MINUTES} minutes.`,
      code,
    })
    return c.json({ message: 'OTP sent successfully' })
  })

  app.post('/patients/:patientId{[0-9]+}/verify-otp', auth, (c) => {
    const patientId = idOf(c.req.param('patientId'))
    const query = parseInput(verifyQuery, c.req.query())
    const row = db
      .prepare<[number], { id: number; target: string; code_hash: string; attempts: number; expires_at: string }>(
        `SELECT id, target, code_hash, attempts, expires_at FROM otp_codes
         WHERE patient_id = ? AND purpose = 'PHONE_VERIFICATION' AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
      )
      .get(patientId)
    const live = row && row.expires_at > now().toISOString() && row.target === query['phone-number']
    if (!row || !live || row.code_hash !== hashCode(query.otp)) {
      if (row) {
        const attempts = row.attempts + 1
        db.prepare('UPDATE otp_codes SET attempts = ?, used_at = ? WHERE id = ?').run(
          attempts,
          attempts >= PHONE_OTP_MAX_WRONG ? now().toISOString() : null,
          row.id,
        )
      }
      return c.json({ data: false })
    }
    db.prepare('UPDATE otp_codes SET used_at = ?, verified_at = ? WHERE id = ?').run(
      now().toISOString(),
      now().toISOString(),
      row.id,
    )
    db.prepare(`UPDATE patients SET phone_number = ?, verification_status = 'verified' WHERE id = ?`).run(
      query['phone-number'],
      patientId,
    )
    return c.json({ data: true })
  })

  return app
}
