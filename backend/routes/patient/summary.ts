import { Hono } from 'hono'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { patientSummary } from '../../summary.ts'

/** /patient-service: the patient's summary as a FHIR R4 document (`Patient/$summary`, docs/records.md). */
export function summaryRoutes(deps: Deps) {
  const app = new Hono<AuthEnv>()
  // '$' alone in a path is lost when the services' routes are merged into one matcher; a class keeps it literal
  app.get('/patients/:patientId{[0-9]+}/:operation{[$]summary}', requirePatient(deps), (c) =>
    c.body(JSON.stringify(patientSummary(deps.db, Number(c.req.param('patientId')), deps.now())), 200, {
      'Content-Type': 'application/fhir+json',
      'Cache-Control': 'no-store',
    }),
  )
  return app
}
