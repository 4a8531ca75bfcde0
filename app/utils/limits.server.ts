import { getEnv } from '~/utils/env.server'
import type { Limit } from '~/utils/rate-limit.server'

/** Every limit of the portal in one place, each sized by a variable of the env schema. */
export function limits() {
  const env = getEnv()
  const perMinute = (name: string, points: number): Limit => ({ name, points, durationSeconds: 60 })
  return {
    signInPerAddress: perMinute('signin-address', env.SIGNIN_RATE_LIMIT),
    forgotPasswordPerAddress: perMinute('forgot-password-address', env.FORGOT_PASSWORD_RATE_LIMIT),
    recoveryCodesPerAddress: perMinute('recovery-code-address', env.OTP_RATE_LIMIT),
    guestCodesPerAddress: perMinute('guest-code-address', env.OTP_RATE_LIMIT),
    mobileCodesPerAddress: perMinute('mobile-code-address', env.OTP_RATE_LIMIT),
    // the services lock a real account after 5 failures; this also covers usernames that don't exist
    signInFailuresPerUsername: {
      name: 'signin-username',
      points: env.SIGNIN_FAILURES_PER_USERNAME,
      durationSeconds: 15 * 60,
    },
    mobileCodesPerPatient: {
      name: 'mobile-code-patient',
      points: env.MOBILE_CODE_CHECKS_PER_PATIENT,
      durationSeconds: 15 * 60,
    },
  } satisfies Record<string, Limit>
}
