import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { loggerRoutes } from './logs.ts'

/** /logger-service: the portal's error reports. */
export function loggerService(deps: Deps): Hono {
  return new Hono().route('/', loggerRoutes(deps))
}
