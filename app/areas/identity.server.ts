import { createCookieSessionStorage, type SessionStorage } from '@remix-run/node'
import { z } from 'zod'
import { isKnownSource, type SignInSource } from '~/areas/identity/known-sources.server'
import { GENDERS } from '~/domain/common/genders'
import { recoveryAnswerTells } from '~/domain/identity/neutral-answers'
import type { Registration } from '~/domain/identity/schemas'
import { nextAfterSignIn } from '~/domain/reminders/link-page'
import { requestPasswordOtp } from '~/services/patient/recovery.server'
import { ServiceError } from '~/utils/calls/service-error'
import { getEnv } from '~/utils/env.server'
import { Path } from '~/utils/navigation/paths'
import { scopeOf } from '~/utils/observability/request-context.server'
import { limits } from '~/utils/session/limits.server'
import { attempt, forget } from '~/utils/session/rate-limit.server'

/**
 * The state of the signed-out journeys between their steps (forgot password, registration),
 * each in its own short-lived, signed, httpOnly cookie, so every step has its own URL and
 * works without JavaScript. Never a password. Ended when the journey ends.
 */
const JOURNEY_MAX_AGE_SECONDS = 20 * 60

const recoverySchema = z.object({
  /** null: the services know no such address or number; the journey looks the same (ADR 76) */
  userId: z.number().int().positive().nullable(),
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
    gender: z.enum(GENDERS),
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
        maxAge: JOURNEY_MAX_AGE_SECONDS,
        secrets: [env.SESSION_SECRET],
      },
    })
    storages.set(name, s)
  }
  return s
}

function journeyCookie<T>(name: string, path: string, schema: z.ZodType<T>) {
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

export const recoveryCookie = journeyCookie<Recovery>('__recovery', Path.forgotPassword, recoverySchema)
export const registrationCookie = journeyCookie<PendingRegistration>('__register', Path.register, registrationSchema)

/**
 * A helper's invitation opened signed out (docs/helpers.md#the-invitation, ADR 112): its path waits
 * here while the visitor signs in or registers, and the sign-in's landing becomes that page. Only an
 * invitation's own path is ever read back, so the cookie can send nobody elsewhere.
 */
const invitationReturnCookie = journeyCookie<string>(
  '__invitation',
  '/',
  z.string().regex(new RegExp(`^${Path.helperInvitation}/[A-Za-z0-9_-]{16,128}$`)),
)

/** Remembers the invitation a signed-out visitor opened: the cookie to set. */
export const rememberInvitation = (request: Request, path: string) => invitationReturnCookie.write(request, path)

/**
 * Where a completed sign-in lands when it would have led to the dashboard (a forced step, the
 * password change or the consent, comes first, and its end lands here again): the page the sign-in
 * form was asked to go on to (`next`, a text's reschedule link), else the invitation the visitor
 * came from, once; else `to`. The cookies to set go with it.
 */
export async function landingAfterSignIn(request: Request, to: string, cookies: string[], next?: unknown) {
  const asked = to === Path.dashboard ? nextAfterSignIn(next) : null
  const invitation = to === Path.dashboard && !asked ? await invitationReturnCookie.read(request) : null
  const headers = new Headers()
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  if (asked) return { to: asked, headers }
  if (!invitation) return { to, headers }
  headers.append('Set-Cookie', await invitationReturnCookie.clear(request))
  return { to: invitation, headers }
}

/**
 * Asks the services to send a recovery code: the account's id, or null where their answer would
 * tell that the address or number is no patient's (ADR 76). Any other failure is thrown.
 */
export async function sendRecoveryCode(
  target: { email: string } | { phone: string },
  request: Request,
): Promise<number | null> {
  try {
    return await requestPasswordOtp(target, scopeOf(request))
  } catch (error) {
    if (error instanceof ServiceError && recoveryAnswerTells(error)) return null
    throw error
  }
}

/** The answer to a failed sign-in waits this much longer per failure across addresses beyond the first few (ADR 42). */
const DELAY_STEP_MS = 250
const DELAY_MAX_MS = 5_000
/** A username as the throttle and the account activity tell usernames apart: case and outer spaces don't count. */
export const normalUsername = (username: string) => username.trim().toLowerCase()

/**
 * The sign-in throttle (ADR 42, ADR 100), in the shared store, counted before the services are asked
 * (ADR 74). Failures count per username and client address, refused past SIGNIN_FAILURES_PER_USERNAME;
 * across addresses a username's failed answers get slower past that many, and past ten times as many
 * only its known places get through. Places its patient never signed in from (neither the address nor
 * a browser the account knows) share one count per username, refused past SIGNIN_STRANGER_FAILURES:
 * fewer than the services' five that lock the account from anywhere, so strangers can't lock her out,
 * and her own places keep their own count. An unknown username is counted just the same (ADR 76).
 */
export async function signInAttempt(username: string, from: SignInSource) {
  const name = normalUsername(username)
  const l = limits()
  const pair = await attempt(l.signInFailuresPerUsernameAndAddress, `${name}|${from.address}`)
  if (pair.limited) return { refused: true, seconds: pair.retryAfterSeconds } as const
  const known = await isKnownSource(name, from)
  const all = await attempt(l.signInFailuresPerUsername, name)
  const stranger = known ? null : all.limited ? all : await attempt(l.signInFailuresFromStrangers, name)
  if (stranger?.limited) {
    // refused before the services: no failure of this pair, nor across addresses
    await Promise.all([pair.giveBack(), all.giveBack()])
    return { refused: true, seconds: stranger.retryAfterSeconds } as const
  }
  return {
    refused: false,
    /** The services said no: the answer waits once the count across addresses is past the first few. */
    async failed() {
      const over = all.count - getEnv().SIGNIN_FAILURES_PER_USERNAME
      if (over > 0) await new Promise((done) => setTimeout(done, Math.min(DELAY_MAX_MS, over * DELAY_STEP_MS)))
    },
    /** The services accepted the password, and cleared their count of failures. */
    async succeeded() {
      await Promise.all([pair.reset(), all.giveBack(), forget(l.signInFailuresFromStrangers, name)])
    },
  } as const
}

/**
 * Self-registration is limited per client address and per e-mail address and mobile number
 * (ADR 74), counted before the services are asked: a stranger can neither make accounts in bulk
 * nor have the hospital write again and again to someone else's e-mail or phone.
 */
export async function registrationAttempt(address: string, values: Registration) {
  const l = limits()
  const keys = [
    [l.registrationsPerAddress, address],
    [l.registrationsPerContact, `email:${values.email.trim().toLowerCase()}`],
    [l.registrationsPerContact, `mobile:${values.phoneNumber}`],
  ] as const
  const counted = await Promise.all(keys.map(([limit, key]) => attempt(limit, key)))
  const over = counted.filter((c) => c.limited)
  if (over.length > 0) {
    // refused before the services: the counts still under their limit give theirs back
    await Promise.all(counted.filter((c) => !c.limited).map((c) => c.giveBack()))
    return { refused: true, minutes: Math.ceil(Math.max(...over.map((c) => c.retryAfterSeconds)) / 60) } as const
  }
  return {
    refused: false,
    /** The services could not answer: nothing was registered. */
    unanswered: async () => {
      await Promise.all(counted.map((c) => c.giveBack()))
    },
  } as const
}
