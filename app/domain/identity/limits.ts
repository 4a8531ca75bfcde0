/**
 * The identity forms' limits (docs/rules/identity.md#limits). Kept apart from the zod schemas so
 * pages can set `maxLength`, `pattern` and `required` without shipping zod (ADR 7).
 */
export const PASSWORD_RESET_MAX = 128
export const PASSWORD_MIN = 8
export const NAME_MIN = 2
export const NAME_MAX = 50
export const EMAIL_MAX = 50
export const MOBILE_LENGTH = 10
export const OTP_LENGTH = 6
/** YYYY-MM-DD, as a date input sends it */
export const DATE_LENGTH = 10
/** The resend countdown (docs/rules/identity.md#limits), 15 minutes. */
export const OTP_RESEND_MS = 900_000
/** A field people never see; a form that comes back with it filled was sent by a bot. */
export const HONEYPOT_FIELD = 'website'

export const changePasswordConstraint = {
  currentPassword: { required: true, maxLength: PASSWORD_RESET_MAX },
  newPassword: { required: true, maxLength: PASSWORD_RESET_MAX },
  confirmPassword: { required: true, maxLength: PASSWORD_RESET_MAX },
}

export const newPasswordConstraint = {
  newPassword: { required: true, maxLength: PASSWORD_RESET_MAX },
  confirmPassword: { required: true, maxLength: PASSWORD_RESET_MAX },
}

export const consentConstraint = {
  name: { required: true, maxLength: NAME_MAX },
  relation: { required: true },
  agree: { required: true },
}

export const registerConstraint = {
  firstName: { required: true, maxLength: NAME_MAX },
  lastName: { required: true, maxLength: NAME_MAX },
  dateOfBirth: { required: true },
  gender: { required: true },
  email: { required: true, maxLength: EMAIL_MAX },
  phoneNumber: { required: true, maxLength: MOBILE_LENGTH, minLength: MOBILE_LENGTH, pattern: '[0-9]{10}' },
}

export const recoveryConstraint = { emailOrMobile: { required: true, maxLength: EMAIL_MAX } }
export const otpConstraint = {
  otp: { required: true, maxLength: OTP_LENGTH, minLength: OTP_LENGTH, pattern: '[0-9]{6}' },
}
