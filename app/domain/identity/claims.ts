import { jwtDecode } from 'jwt-decode'
import { z } from 'zod/v4'
import { keptAnswers } from '~/utils/kept-answers'

/**
 * The session token's claims (docs/rules/identity.md#data). The portal only reads them to
 * route the patient; the services verify the signature on every call.
 */
const claimsSchema = z.object({
  user_id: z.coerce.number().int().positive(),
  hospital_id: z.coerce.number().int().positive().optional(),
  login_status: z.enum(['FIRST_TIME_LOGIN', 'NEXT_LOGIN']),
  temporary_password: z.enum(['YES', 'NO']),
  exp: z.number().optional(),
})

export type PatientClaims = {
  patientId: number
  /** Hospital 1 when the token carries none (docs/rules/identity.md#limits). */
  hospitalId: number
  loginStatus: 'FIRST_TIME_LOGIN' | 'NEXT_LOGIN'
  temporaryPassword: 'YES' | 'NO'
  /** Milliseconds since the epoch, when the token says. */
  expiresAt?: number
}

export const DEFAULT_HOSPITAL_ID = 1

/** How many sessions' tokens keep their claims read: more than the live sessions one instance serves at once. */
const KEPT_TOKENS = 2000

/** The claims of a token, read once per token while it is in use: every page of a session asks again. */
export const readClaims = keptAnswers(claimsOf, KEPT_TOKENS)

function claimsOf(token: string): Readonly<PatientClaims> | null {
  let decoded: unknown
  try {
    decoded = jwtDecode(token)
  } catch {
    return null
  }
  const parsed = claimsSchema.safeParse(decoded)
  if (!parsed.success) return null
  const c = parsed.data
  return Object.freeze({
    patientId: c.user_id,
    hospitalId: c.hospital_id ?? DEFAULT_HOSPITAL_ID,
    loginStatus: c.login_status,
    temporaryPassword: c.temporary_password,
    expiresAt: c.exp === undefined ? undefined : c.exp * 1000,
  })
}
