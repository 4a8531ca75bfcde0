import { createCookieSessionStorage, type SessionStorage } from '@remix-run/node'
import { z } from 'zod'
import type { Registration } from '~/domain/identity/schemas'
import { identityMessages } from '~/messages/identity'
import { getPatientStatus } from '~/services/patient.server'
import { getEnv } from '~/utils/env.server'
import { limits } from '~/utils/limits.server'
import { Path } from '~/utils/paths'
import { clear, hit, peek } from '~/utils/rate-limit.server'
import { ServiceError } from '~/utils/service-error'
import { requirePatient, signOutEverywhere, type SignedInPatient } from '~/utils/session.server'

/**
 * The state of the signed-out journeys between their steps (forgot password, registration),
 * each in its own short-lived, signed, httpOnly cookie, so every step has its own URL and
 * works without JavaScript. Never a password. Ended when the journey ends.
 */
const FLOW_MAX_AGE_SECONDS = 20 * 60

const recoverySchema = z.object({
  userId: z.number().int().positive(),
  channel: z.enum(['email', 'phone']),
  target: z.string(),
  sentAt: z.number(),
  verified: z.boolean(),
})
export type Recovery = z.infer<typeof recoverySchema>

const registrationSchema = z.object({
  hospitalId: z.number().int().positive(),
  values: z.object({
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    gender: z.enum(['MALE', 'FEMALE', 'OTHERS']),
    email: z.string(),
    phoneNumber: z.string(),
  }),
})
export type PendingRegistration = { hospitalId: number; values: Registration }

const storages = new Map<string, SessionStorage>()

function storage(name: string, path: string) {
  let s = storages.get(name)
  if (!s) {
    const env = getEnv()
    s = createCookieSessionStorage({
      cookie: {
        name,
        httpOnly: true,
        sameSite: 'lax',
        secure: env.NODE_ENV === 'production',
        path,
        maxAge: FLOW_MAX_AGE_SECONDS,
        secrets: [env.SESSION_SECRET],
      },
    })
    storages.set(name, s)
  }
  return s
}

function flow<T>(name: string, path: string, schema: z.ZodType<T>) {
  const s = () => storage(name, path)
  return {
    async read(request: Request): Promise<T | null> {
      const session = await s().getSession(request.headers.get('Cookie'))
      const parsed = schema.safeParse(session.get('data'))
      return parsed.success ? parsed.data : null
    },
    async write(request: Request, data: T): Promise<string> {
      const session = await s().getSession(request.headers.get('Cookie'))
      session.set('data', data)
      return s().commitSession(session)
    },
    async clear(request: Request): Promise<string> {
      const session = await s().getSession(request.headers.get('Cookie'))
      return s().destroySession(session)
    },
  }
}

export const recoveryFlow = flow<Recovery>('__recovery', Path.forgotPassword, recoverySchema)
export const registrationFlow = flow<PendingRegistration>('__register', Path.register, registrationSchema)

/**
 * Spec 1 section 4: History, Profile and Change Password check the account status first; an
 * INACTIVE patient is signed out everywhere, to /signin with a message. A failed status call lets the page go on: the services
 * check the account on every call anyway.
 */
export async function requireActivePatient(request: Request): Promise<SignedInPatient> {
  const patient = await requirePatient(request)
  let status: string | null = null
  try {
    status = await getPatientStatus(patient)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
  }
  if (status === 'INACTIVE') throw await signOutInactive(patient)
  return patient
}

/** An INACTIVE account (spec 1 section 4, spec 2 section 4): every session of the patient ends. */
export function signOutInactive(patient: SignedInPatient) {
  return signOutEverywhere(patient.patientId, { type: 'error', message: identityMessages.status.inactive })
}

/**
 * Failed sign-ins per username, in the shared store (issue 3: sign-in is limited per client
 * address in server/ and per username here).
 */
export async function signInBlockedFor(username: string): Promise<number> {
  const state = await peek(limits().signInFailuresPerUsername, username)
  return state.limited ? state.retryAfterSeconds : 0
}

export async function recordSignInFailure(username: string) {
  await hit(limits().signInFailuresPerUsername, username)
}

export async function clearSignInFailures(username: string) {
  await clear(limits().signInFailuresPerUsername, username)
}
