import { signPatientToken } from './auth.ts'
import type { Deps } from './config.ts'
import { ServiceError } from './errors.ts'
import { verifyAgainstNobody, verifyPassword } from './passwords.ts'
import { addMinutes } from './time.ts'

export const LOCK_AFTER_FAILURES = 5
export const LOCK_MINUTES = 15

/** Texts the portal's login catalogue relies on (docs/rules/identity.md#errors). */
export const LOGIN_MESSAGES = {
  badCredentials: 'Bad credentials',
  deactivated: 'Your account has been deactivated. Please contact the hospital.',
  locked: `Account locked after ${LOCK_AFTER_FAILURES} failed attempts. Try again in ${LOCK_MINUTES} minutes.`,
} as const

interface LoginRow {
  id: number
  hospital_id: number
  password_hash: string
  status: string
  login_status: 'FIRST_TIME_LOGIN' | 'NEXT_LOGIN'
  temporary_password: 'YES' | 'NO'
}

interface AttemptRow {
  failed_count: number
  locked_until: string | null
}

/**
 * Check a username and password and return a signed token. Five consecutive failures lock the
 * account for 15 minutes (even a correct password is refused meanwhile); a success clears the count.
 * The deactivated message only follows a correct password, so it reveals nothing to a guesser.
 */
export async function logIn(deps: Deps, username: string, password: string): Promise<string> {
  const { db } = deps
  const patient = db
    .prepare<[string], LoginRow>(
      `SELECT id, hospital_id, password_hash, status, login_status, temporary_password
       FROM patients WHERE username = ?`,
    )
    .get(username)
  if (!patient) {
    await verifyAgainstNobody(password)
    throw new ServiceError(401, LOGIN_MESSAGES.badCredentials)
  }

  const now = deps.now()
  const attempts = db
    .prepare<[number], AttemptRow>('SELECT failed_count, locked_until FROM login_attempts WHERE patient_id = ?')
    .get(patient.id)
  if (attempts?.locked_until && attempts.locked_until > now.toISOString()) {
    throw new ServiceError(423, LOGIN_MESSAGES.locked)
  }

  if (!(await verifyPassword(password, patient.password_hash))) {
    // a lock that has run out starts a fresh count
    const failures = (attempts && !attempts.locked_until ? attempts.failed_count : 0) + 1
    const lockedUntil = failures >= LOCK_AFTER_FAILURES ? addMinutes(now, LOCK_MINUTES).toISOString() : null
    db.prepare(
      `INSERT INTO login_attempts (patient_id, failed_count, locked_until, last_failed_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (patient_id) DO UPDATE SET
         failed_count = excluded.failed_count, locked_until = excluded.locked_until, last_failed_at = excluded.last_failed_at`,
    ).run(patient.id, failures, lockedUntil, now.toISOString())
    if (lockedUntil) throw new ServiceError(423, LOGIN_MESSAGES.locked)
    throw new ServiceError(401, LOGIN_MESSAGES.badCredentials)
  }

  db.prepare('DELETE FROM login_attempts WHERE patient_id = ?').run(patient.id)
  if (patient.status === 'INACTIVE') throw new ServiceError(403, LOGIN_MESSAGES.deactivated)

  return signPatientToken(
    {
      user_id: patient.id,
      hospital_id: patient.hospital_id,
      login_status: patient.login_status,
      temporary_password: patient.temporary_password,
    },
    { secret: deps.jwtSecret, expiresInSeconds: deps.tokenTtlSeconds, now },
  )
}
