import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { notFound } from '../../errors.ts'

/**
 * /admin-service: the patient consent message an administrator keeps. No token needed: the
 * registration page, before any sign-in, shows it too.
 */
export function adminRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono()

  app.get('/admins/:adminId{[0-9]+}/consent-message/patient-consent', (c) => {
    const row = db
      .prepare<[number], { patient_consent_message: string | null; patient_consent_url: string | null }>(
        'SELECT patient_consent_message, patient_consent_url FROM administrators WHERE id = ?',
      )
      .get(Number(c.req.param('adminId')))
    if (!row) throw notFound('Administrator not found')
    return c.json({
      patientConsentMessage: row.patient_consent_message ?? '',
      patientConsentUrl: row.patient_consent_url ?? '',
    })
  })

  return app
}
