import { createCookieSessionStorage, type SessionStorage } from '@remix-run/node'
import { z } from 'zod'
import type { Registration } from '~/domain/identity/schemas'
import { getPatientStatus } from '~/services/patient.server'
import { getEnv } from '~/utils/env.server'
import { limits } from '~/utils/limits.server'
import { defaultLocale, type Locale } from '~/utils/locale'
import { localeOf } from '~/utils/locale.server'
import { Path } from '~/utils/paths'
import { failures } from '~/utils/rate-limit.server'
import { ServiceError } from '~/utils/service-error'
import { requirePatient, signOutEverywhere, type SignedInPatient } from '~/utils/session.server'
import { inStore } from '~/utils/shared-store/index.server'
import { textsOf } from '~/utils/texts.server'

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
 * The account status check (docs/rules/identity.md#states): History, Profile and Change Password check the account status first; an
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
  if (status === 'INACTIVE') throw await signOutInactive(patient, localeOf(request))
  return patient
}

/**
 * An INACTIVE account (docs/rules/identity.md#states and docs/rules/appointments.md#states): every session of the patient ends,
 * with the message in the page's language. The dashboard's account check does not pass one yet.
 */
export function signOutInactive(patient: SignedInPatient, locale: Locale = defaultLocale) {
  const message = textsOf(locale, 'identityMessages').status.inactive
  return signOutEverywhere(patient.patientId, { type: 'error', message })
}

/** The answer to a failed sign-in waits this much longer per failure across addresses beyond the first few (ADR 42). */
const DELAY_STEP_MS = 250
const DELAY_MAX_MS = 5_000
/** An address the patient signed in from is remembered this long for its username. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000

/**
 * The sign-in throttle (ADR 42), in the shared store. Failures count per username and client
 * address: that pair is blocked after SIGNIN_FAILURES_PER_USERNAME. Across addresses a
 * username's failed answers get slower and slower, and only after ten times as many failures are
 * addresses the patient never signed in from kept out. So a stranger who knows the username can
 * slow the patient's own sign-in down, never lock it.
 */
export function signInThrottle(username: string, address: string) {
  const name = username.trim().toLowerCase()
  const l = limits()
  const pair = failures(l.signInFailuresPerUsernameAndAddress, `${name}|${address}`)
  const all = failures(l.signInFailuresPerUsername, name)
  const knownKey = `signin-known-addresses:${name}`
  return {
    /** Seconds to wait before this address may try this username again; 0: go on. */
    async blockedFor(): Promise<number> {
      const wait = await pair.blockedFor()
      if (wait > 0) return wait
      const everywhere = await all.blockedFor()
      if (everywhere === 0) return 0
      const known = await inStore((s) => s.members(knownKey))
      return known.includes(address) ? 0 : everywhere
    },
    /** Counts a failure; answers once the growing delay across addresses has passed. */
    async failed() {
      await pair.fail()
      const { count } = await all.fail()
      const over = count - getEnv().SIGNIN_FAILURES_PER_USERNAME
      if (over > 0) await new Promise((done) => setTimeout(done, Math.min(DELAY_MAX_MS, over * DELAY_STEP_MS)))
    },
    async succeeded() {
      await pair.reset()
      await inStore((s) => s.addMember(knownKey, address, KNOWN_ADDRESS_MS))
    },
  }
}
