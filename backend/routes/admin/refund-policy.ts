import { Hono } from 'hono'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { notFound } from '../../errors.ts'

/** /admin-service: the hospital's refund policy, which the booking shows (docs/rules/booking.md#service-calls). */
export function refundPolicyRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()

  app.get('/admins/:adminId{[0-9]+}/refund-policy/patient-refund-policy', requirePatient(deps), (c) => {
    const row = db
      .prepare<[number], { refund_policy: string | null }>('SELECT refund_policy FROM administrators WHERE id = ?')
      .get(Number(c.req.param('adminId')))
    if (!row) throw notFound('Administrator not found')
    return c.json({ patientRefundPolicyData: row.refund_policy ?? '' })
  })

  return app
}
