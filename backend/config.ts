import type { Database } from 'better-sqlite3'

/** Used when neither the caller nor STANDIN_JWT_SECRET gives one; the stand-in is never production. */
export const DEV_JWT_SECRET = 'stand-in-dev-jwt-secret-not-for-production'
export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60

/** Where patients reach the portal, for links the services send (a helper's invitation): STANDIN_PORTAL_URL. */
export const DEFAULT_PORTAL_URL = 'http://localhost:3000'

export function resolvePortalUrl(explicit?: string): string {
  return (explicit ?? process.env.STANDIN_PORTAL_URL ?? DEFAULT_PORTAL_URL).replace(/\/+$/, '')
}

export function resolveJwtSecret(explicit?: string): string {
  return explicit ?? process.env.STANDIN_JWT_SECRET ?? DEV_JWT_SECRET
}

/** The eight services and their ports on a test host (docs/rules/common.md#service-calls). */
export const SERVICE_PORTS = {
  admin: 30000,
  appointment: 30001,
  config: 30002,
  consultation: 30003,
  doctor: 30005,
  hospital: 30006,
  patient: 30007,
  logger: 30011,
} as const

export type ServiceName = keyof typeof SERVICE_PORTS
export const SERVICE_NAMES = Object.keys(SERVICE_PORTS).filter((n): n is ServiceName => n in SERVICE_PORTS)

/** What every route handler gets: the store, the clock and the token settings. */
export interface Deps {
  db: Database
  now: () => Date
  jwtSecret: string
  tokenTtlSeconds: number
  /** The portal's public origin, for links sent out. */
  portalUrl: string
}
