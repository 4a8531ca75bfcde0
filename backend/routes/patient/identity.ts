import { createHash, randomInt } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound, parseInput, readJson, ServiceError } from '../../errors.ts'
import { personName } from '../../names.ts'
import { sendMessage } from '../../outbox.ts'
import { hashPassword, verifyPassword } from '../../passwords.ts'
import { addMinutes } from '../../time.ts'

/** The one-time code (docs/rules/identity.md#limits): six digits, alive for 15 minutes; five wrong tries kill it. */
export const OTP_MINUTES = 15
export const OTP_MAX_WRONG = 5
/** Asking for a new code again within this many seconds is refused with code AL01. */
export const OTP_RESEND_SECONDS = 30

export const IDENTITY_MESSAGES = {
  emailNotFound: 'User not found with this email',
  phoneNotFound: 'User not found with this phone number',
  deactivated: 'Your account has been deactivated. Please contact the hospital.',
  tooSoon: `An OTP was sent less than ${OTP_RESEND_SECONDS} seconds ago. Please wait before asking for a new one.`,
  otpExpired: 'The OTP has expired. Please request a new one.',
  otpDead: 'Too many wrong OTP attempts. Please request a new OTP.',
  otpNotVerified: 'Please verify the OTP before setting a new password.',
  passwordMismatch: "Password doesn't match",
  wrongCurrent: 'The current password is incorrect',
  sameAsCurrent: 'The new password must be different from the current one',
  emailTaken: 'This email id is already registered',
  phoneTaken: 'This mobile number is already registered',
  hospitalNotFound: 'Hospital not found',
  registered: 'Patient Register Successfully!',
  passwordChanged: 'Password Reset Successfully!',
  otpSent: 'OTP sent successfully',
  consentSaved: 'Consent saved',
} as const

/** The same rules the portal checks (docs/rules/identity.md#validation); the service is the last word. */
const passwordSchema = z
  .string()
  .max(128, 'Password must be at most 128 characters')
  .refine((p) => !/\s/.test(p), 'Whitespace is not allowed in the password')
  .refine((p) => /[A-Z]/.test(p), 'At least one Uppercase')
  .refine((p) => /[a-z]/.test(p), 'At least one Lowercase')
  .refine((p) => /[0-9]/.test(p), 'At least one digit')
  .refine((p) => /[^A-Za-z0-9\s]/.test(p), 'At least one Special Characters')
  .refine((p) => p.length >= 8, 'At least minimum 8 characters')

const registerBody = z.object({
  firstName: personName(),
  lastName: personName(),
  email: z.string().trim().toLowerCase().email().max(50),
  phoneNumber: z.string().regex(/^[0-9]{10}$/, 'Mobile number must be 10 digits'),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be YYYY-MM-DD'),
  gender: z.enum(['MALE', 'FEMALE', 'OTHERS']),
  hospital: z.object({ id: z.coerce.number().int().positive() }),
})

const recoveryQuery = z.union([
  z.object({ email: z.string().trim().toLowerCase().email().max(50) }),
  z.object({ phone: z.string().regex(/^[0-9]{10}$/) }),
])
const otpQuery = z.object({ otp: z.string().regex(/^[0-9]{6}$/, 'OTP must be 6 digits') })
const newPasswordQuery = z.object({ new_password: passwordSchema, confirm_password: z.string().max(128) })
const changePasswordQuery = newPasswordQuery.extend({ password: z.string().min(1).max(256) })
const consentQuery = z.object({ 'patient-id': z.coerce.number().int().positive() })
const consentBody = z.object({
  name: personName(),
  relation: z.enum(['Self', 'Father', 'Mother', 'Son', 'Daughter', 'Spouse', 'Friend']),
  consentStatus: z.enum(['GIVEN', 'NOTGIVEN']),
})

interface OtpRow {
  id: number
  code_hash: string
  attempts: number
  expires_at: string
  used_at: string | null
  verified_at: string | null
  created_at: string
}

const hashCode = (code: string) => createHash('sha256').update(`otp:${code}`).digest('hex')

/** A temporary password that passes the rules: upper, lower, digit, special, 12 characters. */
function temporaryPassword(): string {
  const lower = 'abcdefghjkmnpqrstuvwxyz'
  const pick = (chars: string, n: number) => Array.from({ length: n }, () => chars[randomInt(chars.length)]).join('')
  return `Tmp${pick(lower, 4)}@${pick('23456789', 4)}`
}

/**
 * /patient-service: registration, password recovery by one-time code, password change and the
 * first-login consent (docs/rules/identity.md#service-calls).
 */
export function identityRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)
  const now = () => deps.now()

  const setPassword = (patientId: number, password: string) => {
    db.prepare(`UPDATE patients SET password_hash = ?, temporary_password = 'NO' WHERE id = ?`).run(
      hashPassword(password),
      patientId,
    )
    db.prepare('DELETE FROM login_attempts WHERE patient_id = ?').run(patientId)
  }

  const checkConfirm = (q: { new_password: string; confirm_password: string }) => {
    if (q.new_password !== q.confirm_password) {
      throw new ServiceError(400, IDENTITY_MESSAGES.passwordMismatch, {
        errorMap: { confirm_password: IDENTITY_MESSAGES.passwordMismatch },
      })
    }
  }

  app.post('/patients/register', async (c) => {
    const body = parseInput(registerBody, await readJson(c.req.raw))
    const hospital = db.prepare('SELECT id FROM hospitals WHERE id = ?').get(body.hospital.id)
    if (!hospital) throw notFound(IDENTITY_MESSAGES.hospitalNotFound)
    if (db.prepare('SELECT 1 FROM patients WHERE email = ? OR username = ?').get(body.email, body.email)) {
      throw new ServiceError(400, IDENTITY_MESSAGES.emailTaken, { errorMap: { email: IDENTITY_MESSAGES.emailTaken } })
    }
    if (db.prepare('SELECT 1 FROM patients WHERE phone_number = ?').get(body.phoneNumber)) {
      throw new ServiceError(400, IDENTITY_MESSAGES.phoneTaken, {
        errorMap: { phoneNumber: IDENTITY_MESSAGES.phoneTaken },
      })
    }
    const password = temporaryPassword()
    const result = db
      .prepare(
        `INSERT INTO patients (hospital_id, username, password_hash, first_name, last_name, date_of_birth, gender,
           email, phone_number, status, login_status, temporary_password, consent_status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'ACTIVE', 'FIRST_TIME_LOGIN', 'YES', 'NOTGIVEN', ?)`,
      )
      .run(
        body.hospital.id,
        body.email,
        hashPassword(password),
        body.firstName,
        body.lastName,
        body.dateOfBirth,
        body.gender,
        body.email,
        body.phoneNumber,
        now().toISOString(),
      )
    sendMessage(db, now(), {
      channel: 'EMAIL',
      to: body.email,
      subject: 'Your patient portal account',
      body: `Welcome, ${body.firstName}. Sign in with the username ${body.email} and the temporary password ${password}; you will be asked to choose your own password.`,
      code: password,
    })
    return c.json({ message: IDENTITY_MESSAGES.registered, id: Number(result.lastInsertRowid) }, 201)
  })

  app.post('/patients/forget-password-using-otp', (c) => {
    const query = parseInput(recoveryQuery, c.req.query())
    const byEmail = 'email' in query
    const patient = db
      .prepare<[string], { id: number; status: string; email: string; phone_number: string | null }>(
        `SELECT id, status, email, phone_number FROM patients WHERE ${byEmail ? 'email' : 'phone_number'} = ?`,
      )
      .get(byEmail ? query.email : query.phone)
    if (!patient) throw notFound(byEmail ? IDENTITY_MESSAGES.emailNotFound : IDENTITY_MESSAGES.phoneNotFound)
    if (patient.status === 'INACTIVE') throw new ServiceError(423, IDENTITY_MESSAGES.deactivated)
    const last = db
      .prepare<[number], { created_at: string }>(
        `SELECT created_at FROM otp_codes WHERE patient_id = ? AND purpose = 'PASSWORD_RESET' ORDER BY id DESC LIMIT 1`,
      )
      .get(patient.id)
    if (last && now().getTime() - new Date(last.created_at).getTime() < OTP_RESEND_SECONDS * 1000) {
      throw new ServiceError(400, IDENTITY_MESSAGES.tooSoon, { code: 'AL01' })
    }
    // a new code replaces any earlier one
    db.prepare(
      `UPDATE otp_codes SET used_at = ? WHERE patient_id = ? AND purpose = 'PASSWORD_RESET' AND used_at IS NULL`,
    ).run(now().toISOString(), patient.id)
    const code = String(randomInt(1_000_000)).padStart(6, '0')
    const target = byEmail ? patient.email : (patient.phone_number ?? '')
    db.prepare(
      `INSERT INTO otp_codes (purpose, patient_id, target, code_hash, expires_at, created_at)
       VALUES ('PASSWORD_RESET', ?, ?, ?, ?, ?)`,
    ).run(patient.id, target, hashCode(code), addMinutes(now(), OTP_MINUTES).toISOString(), now().toISOString())
    sendMessage(db, now(), {
      channel: byEmail ? 'EMAIL' : 'SMS',
      to: target,
      subject: 'Your password reset code',
      body: `Your one-time code is ${code}. It is valid for ${OTP_MINUTES} minutes.`,
      code,
    })
    return c.json({ id: patient.id, message: IDENTITY_MESSAGES.otpSent })
  })

  const currentCode = (patientId: number) =>
    db
      .prepare<[number], OtpRow>(
        `SELECT * FROM otp_codes WHERE patient_id = ? AND purpose = 'PASSWORD_RESET' ORDER BY id DESC LIMIT 1`,
      )
      .get(patientId)

  app.post('/patients/:patientId{[0-9]+}/otp-verify', (c) => {
    const { otp } = parseInput(otpQuery, c.req.query())
    const row = currentCode(Number(c.req.param('patientId')))
    if (!row || row.used_at || row.verified_at) throw new ServiceError(400, IDENTITY_MESSAGES.otpExpired)
    if (row.expires_at <= now().toISOString()) throw new ServiceError(400, IDENTITY_MESSAGES.otpExpired)
    if (row.code_hash !== hashCode(otp)) {
      const attempts = row.attempts + 1
      const dead = attempts >= OTP_MAX_WRONG
      db.prepare('UPDATE otp_codes SET attempts = ?, used_at = ? WHERE id = ?').run(
        attempts,
        dead ? now().toISOString() : null,
        row.id,
      )
      if (dead) throw new ServiceError(400, IDENTITY_MESSAGES.otpDead)
      return c.json(false)
    }
    db.prepare('UPDATE otp_codes SET verified_at = ? WHERE id = ?').run(now().toISOString(), row.id)
    return c.json(true)
  })

  app.post('/patients/:patientId{[0-9]+}/configure-password-using-otp', (c) => {
    const patientId = Number(c.req.param('patientId'))
    const row = currentCode(patientId)
    const fresh = row?.verified_at && !row.used_at && addMinutes(new Date(row.verified_at), OTP_MINUTES) > now()
    if (!row || !fresh) throw new ServiceError(400, IDENTITY_MESSAGES.otpNotVerified)
    const query = parseInput(newPasswordQuery, c.req.query())
    checkConfirm(query)
    setPassword(patientId, query.new_password)
    db.prepare('UPDATE otp_codes SET used_at = ? WHERE id = ?').run(now().toISOString(), row.id)
    return c.json({ message: IDENTITY_MESSAGES.passwordChanged })
  })

  app.post('/patients/:patientId{[0-9]+}/configure-password', auth, async (c) => {
    const patientId = Number(c.req.param('patientId'))
    const query = parseInput(changePasswordQuery, c.req.query())
    const row = db.prepare<[number], { password_hash: string }>('SELECT password_hash FROM patients WHERE id = ?')
    const patient = row.get(patientId)
    if (!patient) throw notFound('Patient not found')
    if (!(await verifyPassword(query.password, patient.password_hash))) {
      throw new ServiceError(400, IDENTITY_MESSAGES.wrongCurrent, {
        errorMap: { password: IDENTITY_MESSAGES.wrongCurrent },
      })
    }
    if (query.password === query.new_password) throw new ServiceError(400, IDENTITY_MESSAGES.sameAsCurrent)
    checkConfirm(query)
    setPassword(patientId, query.new_password)
    return c.json({ message: IDENTITY_MESSAGES.passwordChanged })
  })

  app.post('/patients/patient-consent', auth, async (c) => {
    const { 'patient-id': patientId } = parseInput(consentQuery, c.req.query())
    const body = parseInput(consentBody, await readJson(c.req.raw))
    db.prepare(
      `UPDATE patients SET consent_name = ?, consent_relation = ?, consent_status = ?,
         login_status = CASE WHEN ? = 'GIVEN' THEN 'NEXT_LOGIN' ELSE login_status END
       WHERE id = ?`,
    ).run(body.name, body.relation, body.consentStatus, body.consentStatus, patientId)
    return c.json({ message: IDENTITY_MESSAGES.consentSaved })
  })

  return app
}
