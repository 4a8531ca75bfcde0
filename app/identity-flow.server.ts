import { createCookieSessionStorage, type SessionStorage } from '@remix-run/node'
import { z } from 'zod'
import { getEnv } from '~/env.server'
import type { Registration } from '~/domain/identity-schemas'

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

export const recoveryFlow = flow<Recovery>('__recovery', '/forgot-password', recoverySchema)
export const registrationFlow = flow<PendingRegistration>('__register', '/register', registrationSchema)
