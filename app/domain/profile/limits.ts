/** Field limits of the profile form (docs/rules/profile.md#limits), shared by the page and the action. */
export const NAME_MIN = 2
export const NAME_MAX = 50
export const PINCODE_MIN = 2
export const PINCODE_MAX = 10
export const ADDRESS_MAX = 200
export const MOBILE_DIGITS = 10
export const FREE_TEXT_MAX = 100
export const OTP_DIGITS = 4
/** 3 minutes before a new one-time password may be asked for (docs/rules/profile.md#limits). */
export const OTP_COUNTDOWN_MS = 180_000
export const COUNTRY_CODE = '+91'

/** The free texts: at most 100 characters, leading spaces removed, trimmed before sending. */
export const FREE_TEXT_FIELDS = ['education', 'occupation', 'medicalHistory', 'medicalInformation', 'therapy'] as const
