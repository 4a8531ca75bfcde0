import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'
import { recordActivity, recordHospitalActivity } from '~/areas/activity.server'
import { readClaims } from '~/domain/identity/claims'
import { landingFor } from '~/domain/identity/guard'
import { phoneIsVerified } from '~/domain/profile/rules'
import { afterPassword, REMEMBER_MS, startPending } from '~/domain/security/flow'
import {
  emptyRecord,
  hasMethod,
  isRemembered,
  normalRecoveryCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_COUNT,
  withCodeUsed,
  withMethod,
  withoutRemembered,
  withRemembered,
  type TwoStepRecord,
} from '~/domain/security/methods'
import { getPatientProfile, sendPhoneVerificationCode, verifyPhoneOtp } from '~/services/patient/profile.server'
import { ServiceError } from '~/utils/calls/service-error'
import { getEnv } from '~/utils/env.server'
import { Path } from '~/utils/navigation/paths'
import { scopeOf } from '~/utils/observability/request-context.server'
import { startPendingSession } from '~/utils/session/pending.server'
import type { SessionDevice } from '~/utils/session/record.server'
import { endPatientSessions, startSession, type SignedInPatient } from '~/utils/session/session.server'
import { inStore } from '~/utils/shared-store/index.server'

/**
 * A patient's second-step methods in the shared store (docs/two-step.md, ADR 91): one record per
 * patient, read and written by every instance; recovery codes kept as scrypt hashes only.
 */
const recordKey = (patientId: number) => `two-step:${patientId}`
/** The record outlives any session; the store needs an end, so it is a long one, moved on each write. */
const RECORD_MS = 10 * 365 * 86_400_000

export async function twoStepRecordOf(patientId: number): Promise<TwoStepRecord> {
  return (await inStore((s) => s.get<TwoStepRecord>(recordKey(patientId)))) ?? emptyRecord()
}

export async function saveTwoStepRecord(patientId: number, record: TwoStepRecord) {
  await inStore((s) => s.set(recordKey(patientId), record, RECORD_MS))
}

/** The administrator's reset (npm run two-step:reset): every method, code and remembered device of the patient gone. */
export async function clearTwoStep(patientId: number) {
  await inStore((s) => s.delete(recordKey(patientId)))
}

/**
 * scrypt, slow on purpose (about 50 ms), with one random salt per set of ten: a stolen store gives
 * no code back cheaply, a try costs one derivation compared with the ten, and no key needs keeping.
 */
function hashCode(code: string, salt: string): Promise<Buffer> {
  return new Promise((done, fail) => scrypt(code, salt, 32, (error, key) => (error ? fail(error) : done(key))))
}

const randomCode = () =>
  Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')

/** Ten new recovery codes replace the old ones: the codes, to be shown once; only their hashes are kept. */
export async function newRecoveryCodes(patientId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomCode)
  const salt = randomBytes(16).toString('base64url')
  const hashes = await Promise.all(codes.map(async (code) => (await hashCode(code, salt)).toString('base64url')))
  const record = await twoStepRecordOf(patientId)
  await saveTwoStepRecord(patientId, { ...record, recovery: { salt, hashes, madeAt: Date.now() } })
  return codes
}

/** Uses `typed` up when it is one of the patient's unused recovery codes: true then, once. */
export async function spendRecoveryCode(patientId: number, typed: string): Promise<boolean> {
  const code = normalRecoveryCode(typed)
  const record = await twoStepRecordOf(patientId)
  if (!code || !record.recovery) return false
  const hash = await hashCode(code, record.recovery.salt)
  const index = record.recovery.hashes.findIndex(
    (h) => h !== null && timingSafeEqual(Buffer.from(h, 'base64url'), hash),
  )
  if (index < 0) return false
  // claimed in the store first: two requests with one code can't both pass
  const claimed = await inStore((s) =>
    s.claim(`recovery-code-used:${patientId}:${record.recovery!.hashes[index]}`, 1, RECORD_MS),
  )
  if (!claimed) return false
  await saveTwoStepRecord(patientId, withCodeUsed(await twoStepRecordOf(patientId), index))
  return true
}

/** The mobile number the services hold as verified for the patient, or null (none, or not verified). */
export async function verifiedMobileOf(patient: SignedInPatient): Promise<string | null> {
  try {
    const { phoneNumber, verificationStatus } = await getPatientProfile(patient)
    const saved = { phoneNumber: phoneNumber ?? null, verificationStatus: verificationStatus ?? null }
    return phoneNumber && phoneIsVerified(saved, phoneNumber) ? phoneNumber : null
  } catch (error) {
    if (error instanceof ServiceError) return null
    throw error
  }
}

/** Turns the mobile code on for `phone` (a number the services just verified): the first method brings recovery codes. */
export async function addMobileMethod(request: Request, patientId: number, phone: string): Promise<string[] | null> {
  const before = await twoStepRecordOf(patientId)
  await saveTwoStepRecord(patientId, withMethod(before, { kind: 'mobile', phone, addedAt: Date.now() }))
  await recordActivity(patientId, 'twoStepMethodAdded', request)
  return hasMethod(before) ? null : newRecoveryCodes(patientId)
}

/**
 * The administrator's reset (scripts/two-step-reset.ts): as turning it off, and every session of the
 * patient ends on every instance (a thief who took the account over is signed out with the patient),
 * recorded as the hospital's doing. True when there was a method to clear.
 */
export async function resetTwoStep(patientId: number): Promise<boolean> {
  const had = hasMethod(await twoStepRecordOf(patientId))
  await clearTwoStep(patientId)
  await endPatientSessions(patientId)
  await recordHospitalActivity(patientId, 'twoStepReset')
  return had
}

/** Turns the second step off: methods, codes and remembered devices all go. */
export async function turnTwoStepOff(request: Request, patientId: number) {
  await clearTwoStep(patientId)
  await recordActivity(patientId, 'twoStepMethodRemoved', request)
}

/** Remembers the device for REMEMBER_MS: the next sign-in from it needs the password only. */
export async function rememberDevice(request: Request, patientId: number, device: SessionDevice) {
  const now = Date.now()
  const record = await twoStepRecordOf(patientId)
  const remembered = { deviceId: device.deviceId, addedAt: now, until: now + REMEMBER_MS }
  await saveTwoStepRecord(
    patientId,
    withRemembered(record, { ...remembered, browser: device.browser, system: device.system }, now),
  )
  await recordActivity(patientId, 'deviceRemembered', request)
}

/**
 * A new password forgets every remembered device: a browser trusted under the old password passes the
 * second step again, so a stolen laptop and a swapped SIM cannot reset their way past it.
 */
export async function forgetRememberedDevices(patientId: number) {
  const record = await twoStepRecordOf(patientId)
  if (record.remembered.length) await saveTwoStepRecord(patientId, { ...record, remembered: [] })
}

/** Forgets a remembered device (the devices screen): true when it was remembered. */
export async function forgetDevice(request: Request, patientId: number, deviceId: string): Promise<boolean> {
  const record = await twoStepRecordOf(patientId)
  if (!record.remembered.some((d) => d.deviceId === deviceId)) return false
  await saveTwoStepRecord(patientId, withoutRemembered(record, deviceId))
  await recordActivity(patientId, 'rememberedDeviceRemoved', request)
  return true
}

/**
 * After the password (docs/two-step.md): a signed-in session, or a pending one that opens only the
 * second step (or, where the hospital requires it, setting the mobile code up to the number the
 * services already verified). A patient the hospital requires it of with no verified mobile signs
 * in and is sent to verify it first (after the consent or password change a sign-in leads to): the
 * code never goes to a number typed at the set-up step. The cookie and where to go.
 */
export async function sessionAfterPassword(request: Request, token: string, device: SessionDevice) {
  const claims = readClaims(token)
  const setting = getEnv().TWO_STEP
  const record = claims && setting !== 'off' ? await twoStepRecordOf(claims.patientId) : emptyRecord()
  const next = afterPassword(setting, hasMethod(record), isRemembered(record, device.deviceId, Date.now()))
  if (next === 'signed-in' || !claims)
    return { cookie: await startSession(request, token, device), to: claims ? landingFor(claims) : Path.signIn }
  if (next === 'set-up' && !(await verifiedMobileOf({ ...claims, token, scope: scopeOf(request) }))) {
    const landing = landingFor(claims)
    return {
      cookie: await startSession(request, token, device),
      to: landing === Path.dashboard ? Path.security : landing,
    }
  }
  const pending = startPending(next === 'set-up' ? 'set-up' : 'second-step', Date.now())
  return { cookie: await startPendingSession(request, token, device, pending), to: Path.secondStep }
}

/** Sends a code to `phone` through the services' mobile verification (counted first: codeSendHeld). */
export async function sendMobileCode(patient: SignedInPatient, phone: string): Promise<'sent' | 'failed'> {
  try {
    await sendPhoneVerificationCode(patient, phone)
    return 'sent'
  } catch (error) {
    if (error instanceof ServiceError) return 'failed'
    throw error
  }
}

/** Whether the services take `otp` for `phone` (a refusal or a failed call is a no). */
export async function mobileCodeTaken(patient: SignedInPatient, phone: string, otp: string): Promise<boolean> {
  try {
    return await verifyPhoneOtp(patient, phone, otp)
  } catch (error) {
    if (error instanceof ServiceError) return false
    throw error
  }
}
