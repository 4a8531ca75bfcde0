import { OTP_COUNTDOWN_MS, OTP_DIGITS } from '~/domain/profile/limits'
import { profileUpdateErrorText } from '~/domain/profile/rules'
import { sendPhoneVerificationCode, verifyPhoneOtp } from '~/services/patient/profile.server'
import { ServiceError } from '~/utils/calls/service-error'
import type { Locale } from '~/utils/language/locale'
import { fill } from '~/utils/language/texts'
import { textsOf } from '~/utils/language/texts.server'
import { limits } from '~/utils/session/limits.server'
import { hit } from '~/utils/session/rate-limit.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * Mobile verification on the profile (docs/rules/profile.md#states, ADR 19 and 36): sending the four-digit
 * code and checking it. The checks are limited per client address and per patient.
 */
/**
 * The dialog's state: the number the code went to, when the resend countdown ends, and whether
 * VERIFY asks for the password again (app/areas/security/mobile-change.server.ts).
 */
export type Verifying = { phone: string; sent: number; until: number; now: number; passwordAsked: boolean }

export function verifying(phone: string, sent: number, passwordAsked: boolean): Verifying {
  return { phone, sent, until: sent + OTP_COUNTDOWN_MS, now: Date.now(), passwordAsked }
}

export function isMobileNumber(value: string): boolean {
  return /^[0-9]{10}$/.test(value)
}

/** The services' message when a step failed, or the error page's text in the page's language. */
const serviceProblem = (error: ServiceError, locale: Locale) =>
  profileUpdateErrorText(error, textsOf(locale, 'errorPageMessages').unexpected).join(' ')

/** Sends a code to `phone`; answers the services' message when that fails. */
export async function sendCode(
  patient: SignedInPatient,
  phone: string,
  locale: Locale,
  passwordAsked: boolean,
): Promise<{ ok: true; verifying: Verifying } | { ok: false; error: string }> {
  try {
    await sendPhoneVerificationCode(patient, phone)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return { ok: false, error: serviceProblem(error, locale) }
  }
  return { ok: true, verifying: verifying(phone, Date.now(), passwordAsked) }
}

/** Checks `otp` for `phone`; the services then hold that number as the patient's, verified. */
export async function checkCode(
  patient: SignedInPatient,
  clientAddress: string,
  phone: string,
  otp: string,
  locale: Locale,
): Promise<{ ok: true } | { ok: false; error: string; status: 400 | 429 }> {
  const notices = textsOf(locale, 'profileActionMessages')
  const byAddress = await hit(limits().mobileCodesPerAddress, clientAddress)
  if (byAddress.limited)
    return { ok: false, error: fill(notices.otpTooMany, { seconds: byAddress.retryAfterSeconds }), status: 429 }
  if (!new RegExp(`^[0-9]{${OTP_DIGITS}}$`).test(otp)) return { ok: false, error: notices.otpRequired, status: 400 }
  const byPatient = await hit(limits().mobileCodesPerPatient, String(patient.patientId))
  if (byPatient.limited)
    return { ok: false, error: fill(notices.otpTooMany, { seconds: byPatient.retryAfterSeconds }), status: 429 }
  try {
    if (await verifyPhoneOtp(patient, phone, otp)) return { ok: true }
    return { ok: false, error: notices.otpInvalid, status: 400 }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    const message = error.status === 400 ? notices.otpInvalid : serviceProblem(error, locale)
    return { ok: false, error: message, status: 400 }
  }
}
