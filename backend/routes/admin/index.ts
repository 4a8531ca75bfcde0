import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { consentRoutes } from './consent.ts'
import { refundPolicyRoutes } from './refund-policy.ts'

/** /admin-service: an administrator's consent messages and refund policy. */
export function adminService(deps: Deps): Hono {
  return new Hono().route('/', consentRoutes(deps)).route('/', refundPolicyRoutes(deps))
}
