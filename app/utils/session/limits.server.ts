import { getEnv } from '~/utils/env.server'
import type { Limit } from '~/utils/session/rate-limit.server'

/** Every limit of the portal in one place, each sized by a variable of the env schema. */
export function limits() {
  const env = getEnv()
  const perMinute = (name: string, points: number): Limit => ({ name, points, durationSeconds: 60 })
  const per15Minutes = (name: string, points: number): Limit => ({ name, points, durationSeconds: 15 * 60 })
  return {
    signInPerAddress: perMinute('signin-address', env.SIGNIN_RATE_LIMIT),
    forgotPasswordPerAddress: perMinute('forgot-password-address', env.FORGOT_PASSWORD_RATE_LIMIT),
    recoveryCodesPerAddress: perMinute('recovery-code-address', env.OTP_RATE_LIMIT),
    guestCodesPerAddress: perMinute('guest-code-address', env.OTP_RATE_LIMIT),
    mobileCodesPerAddress: perMinute('mobile-code-address', env.OTP_RATE_LIMIT),
    // a text's link page, every GET and POST (docs/reminders.md#the-link-page)
    reminderLinkPerAddress: perMinute('reminder-link-address', env.REMINDER_LINK_RATE_LIMIT),
    // ADR 42: failures per username from one address block that pair; across addresses ten times
    // as many only slow the answers down and then keep out addresses the patient never used
    signInFailuresPerUsernameAndAddress: per15Minutes('signin-username-address', env.SIGNIN_FAILURES_PER_USERNAME),
    signInFailuresPerUsername: per15Minutes('signin-username', env.SIGNIN_FAILURES_PER_USERNAME * 10),
    // wrong passwords per username from places its patient never signed in from, all together:
    // fewer than the services' five that lock the account
    signInFailuresFromStrangers: per15Minutes('signin-username-strangers', env.SIGNIN_STRANGER_FAILURES),
    // codes asked for one e-mail address or phone number, from any client address
    forgotPasswordPerTarget: per15Minutes('forgot-password-target', env.FORGOT_PASSWORD_RATE_LIMIT),
    // wrong one-time codes, counted by the portal too, whatever the services lock: per recovery
    // flow (the account and the code it was sent)
    recoveryCodeFailuresPerFlow: per15Minutes('recovery-code-flow', 5),
    // the caretaker's code (ADR 74): per consultation and address, so strangers from a few
    // addresses can't keep the invited person out, and a higher ceiling per consultation
    guestCodeFailuresPerAddress: per15Minutes('guest-code-consultation-address', 5),
    guestCodeFailuresPerConsultation: per15Minutes('guest-code-consultation', 30),
    // self-registration (ADR 74): sign-ups from one address, and codes sent to one e-mail or mobile
    registrationsPerAddress: {
      name: 'register-address',
      points: env.REGISTRATIONS_PER_ADDRESS,
      durationSeconds: 3_600,
    },
    registrationsPerContact: {
      name: 'register-contact',
      points: env.REGISTRATIONS_PER_CONTACT,
      durationSeconds: 24 * 3_600,
    },
    // the devices screen (ADR 88): ending sessions and guest passes, per session, so another
    // session's posts never spend the patient's own
    deviceSignOutsPerSession: per15Minutes('device-sign-out-session', env.DEVICE_SIGN_OUTS_PER_SESSION),
    // the second step (docs/two-step.md#limits, ADR 96): wrong texted codes per browser the patient
    // has signed in on, from all browsers new to the patient together (and a 30-day budget for
    // those), tries per address, and codes sent to a patient's mobile
    secondStepCodeFailuresPerKnownDevice: per15Minutes('second-step-code-device', env.SECOND_STEP_FAILURES_PER_PATIENT),
    secondStepCodeFailuresFromNewDevices: per15Minutes('second-step-code-new', env.SECOND_STEP_FAILURES_PER_PATIENT),
    secondStepCodeFailuresFromNewDevicesPer30Days: {
      name: 'second-step-code-new-30d',
      points: env.SECOND_STEP_NEW_DEVICE_CODE_FAILURES,
      durationSeconds: 30 * 86_400,
    },
    secondStepTriesPerAddress: perMinute('second-step-address', env.OTP_RATE_LIMIT),
    secondStepCodesSentPerPatient: per15Minutes('second-step-code-sent', 5),
    mobileCodesPerPatient: {
      name: 'mobile-code-patient',
      points: env.MOBILE_CODE_CHECKS_PER_PATIENT,
      durationSeconds: 15 * 60,
    },
  } satisfies Record<string, Limit>
}
