import { z } from 'zod/v4'
import { callService, unreadAnswer } from '~/utils/calls/service-request.server'
import type { RequestScope } from '~/utils/observability/request-context.server'

/**
 * The patient service, signed out: registration and a forgotten password's code (docs/rules/identity.md#service-calls).
 * No token; each call takes the request's scope.
 */

/** Self-registration; no token. Resolves when the service accepted it. */
export async function registerPatient(
  registration: {
    firstName: string
    lastName: string
    email: string
    phoneNumber: string
    dateOfBirth: string
    gender: string
    hospitalId: number
  },
  scope: RequestScope | undefined,
) {
  const { hospitalId, ...rest } = registration
  await callService(
    {
      service: 'patient',
      path: '/patients/register',
      method: 'POST',
      json: { ...rest, email: rest.email.toLowerCase(), hospital: { id: hospitalId } },
      caller: { scope },
    },
    unreadAnswer,
  )
}

// The user id comes back bare or inside an object, depending on the service version.
const recoveryAnswer = z.union([
  z.coerce.number().int().positive(),
  z.object({ id: z.coerce.number().int().positive() }).transform((a) => a.id),
  z.object({ userId: z.coerce.number().int().positive() }).transform((a) => a.userId),
])

// whether the code is right: a boolean, or the string 'true' or 'false'
const codeCheckAnswer = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])

/** Asks for a password-reset code by e-mail or SMS; returns the user id the next steps name. */
export async function requestPasswordOtp(
  target: { email: string } | { phone: string },
  scope: RequestScope | undefined,
): Promise<number> {
  const { data } = await callService(
    {
      service: 'patient',
      path: '/patients/forget-password-using-otp',
      method: 'POST',
      query: target,
      caller: { scope },
    },
    recoveryAnswer,
  )
  return data
}

/** Checks a code; false when the service says it is not the right one. */
export async function verifyPasswordOtp(
  userId: number,
  otp: string,
  scope: RequestScope | undefined,
): Promise<boolean> {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${userId}/otp-verify`, method: 'POST', query: { otp }, caller: { scope } },
    codeCheckAnswer,
  )
  return data
}

/** Sets a new password after a verified code. */
export async function setPasswordWithOtp(
  userId: number,
  password: { newPassword: string; confirmPassword: string },
  scope: RequestScope | undefined,
) {
  await callService(
    {
      service: 'patient',
      path: `/patients/${userId}/configure-password-using-otp`,
      method: 'POST',
      query: { new_password: password.newPassword, confirm_password: password.confirmPassword },
      caller: { scope },
    },
    unreadAnswer,
  )
}
