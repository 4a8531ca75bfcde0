import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { notFound } from '../../errors.ts'

/**
 * /admin-service: the consent messages an administrator keeps. No token needed: the registration
 * page shows the patient's before any sign-in, and the guest of a video call (docs/rules/guest-call.md#service-calls) has none.
 */
export function consentRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono()

  // the two messages are columns side by side: patient_consent_* and external_consent_*
  const consent = (adminId: string | undefined, who: 'patient' | 'external') => {
    const row = db
      .prepare<[number], { message: string | null; url: string | null }>(
        `SELECT ${who}_consent_message AS message, ${who}_consent_url AS url FROM administrators WHERE id = ?`,
      )
      .get(Number(adminId))
    if (!row) throw notFound('Administrator not found')
    return { message: row.message ?? '', url: row.url ?? '' }
  }

  app.get('/admins/:adminId{[0-9]+}/consent-message/patient-consent', (c) => {
    const { message, url } = consent(c.req.param('adminId'), 'patient')
    return c.json({ patientConsentMessage: message, patientConsentUrl: url })
  })

  app.get('/admins/:adminId{[0-9]+}/consent-message/patient-external-consent', (c) => {
    const { message, url } = consent(c.req.param('adminId'), 'external')
    return c.json({ externalPatientConsentMessage: message, externalPatientConsentUrl: url })
  })

  return app
}
