import { createMiddleware } from 'hono/factory'
import { sign, verify } from 'hono/jwt'
import { routePath } from 'hono/route'
import { z } from 'zod'
import { DEFAULT_TOKEN_TTL_SECONDS, resolveJwtSecret, type Deps } from './config.ts'
import { forbiddenPatient, ServiceError, unauthorized } from './errors.ts'
import { scopesFor } from './helping/access.ts'
import { checkDelegation, type Delegation } from './helping/delegation.ts'

export const loginStatuses = ['FIRST_TIME_LOGIN', 'NEXT_LOGIN'] as const
export const yesNo = ['YES', 'NO'] as const

export interface PatientTokenClaims {
  user_id: number
  hospital_id: number
  login_status: (typeof loginStatuses)[number]
  temporary_password: (typeof yesNo)[number]
}

const tokenPayloadSchema = z.object({
  user_id: z.number().int().positive(),
  hospital_id: z.number().int().positive(),
  login_status: z.enum(loginStatuses),
  temporary_password: z.enum(yesNo),
  iat: z.number(),
  exp: z.number(),
  // a helper's delegated token (helping/delegation.ts): all three, or none
  act: z.object({ sub: z.string().regex(/^[0-9]+$/) }).optional(),
  scope: z.string().optional(),
  grant_id: z.number().int().positive().optional(),
})
export type TokenPayload = z.infer<typeof tokenPayloadSchema>

export interface SignOptions {
  secret?: string
  expiresInSeconds?: number
  now?: Date
}

/** HS256 token as the patient service issues it. A negative expiresInSeconds makes an expired one (tests). */
export function signPatientToken(claims: PatientTokenClaims, opts: SignOptions = {}): Promise<string> {
  const iat = Math.floor((opts.now ?? new Date()).getTime() / 1000)
  const exp = iat + (opts.expiresInSeconds ?? DEFAULT_TOKEN_TTL_SECONDS)
  const payload = { ...claims, iat, exp }
  return sign(payload, resolveJwtSecret(opts.secret), 'HS256')
}

/**
 * Signature first (401 for anything forged or malformed), then expiry against the injected
 * clock (hono's own exp/iat checks use the real clock, so they are turned off). An expired
 * token is a 400 'JWT expired', which the portal treats as the end of the session.
 */
export async function readToken(authorization: string | undefined, secret: string, now: Date): Promise<TokenPayload> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
  if (!match?.[1]) throw unauthorized()
  let raw: unknown
  try {
    raw = await verify(match[1], secret, { alg: 'HS256', exp: false, iat: false, nbf: false })
  } catch {
    throw unauthorized()
  }
  const payload = tokenPayloadSchema.safeParse(raw)
  if (!payload.success) throw unauthorized()
  const { act, scope, grant_id } = payload.data
  if ((act === undefined) !== (scope === undefined) || (act === undefined) !== (grant_id === undefined))
    throw unauthorized()
  if (payload.data.exp * 1000 <= now.getTime()) throw new ServiceError(400, 'JWT expired', { code: 'JWT_EXPIRED' })
  return payload.data
}

export type AuthEnv = { Variables: { token: TokenPayload } }

/** A helper's token, as opposed to the patient's own. */
export const isDelegated = (token: TokenPayload): token is TokenPayload & Delegation =>
  token.act !== undefined && token.scope !== undefined && token.grant_id !== undefined

/**
 * Requires a valid bearer token. A route names a patient through a `:patientId` path
 * parameter or a `patient-id` query; either must be the caller. A helper's delegated token
 * passes only where helping/access.ts lets it, and only while its grant is live.
 */
export function requirePatient(deps: Deps) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = await readToken(c.req.header('Authorization'), deps.jwtSecret, deps.now())
    if (isDelegated(token))
      checkDelegation(
        deps,
        token,
        scopesFor(c.req.method, routePath(c), (name) => c.req.query(name)),
      )
    const named = [c.req.param('patientId'), c.req.query('patient-id')]
    for (const id of named) {
      // an empty value is left to the route's own validation (a 400, not a 403)
      if (id && Number(id) !== token.user_id) throw forbiddenPatient()
    }
    c.set('token', token)
    await next()
  })
}
