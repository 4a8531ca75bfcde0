import { Hono } from 'hono'
import { isDelegated, requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { patientSummary } from '../../summary.ts'

/** /patient-service: the patient's summary as a FHIR R4 document (`Patient/$summary`, docs/records.md). */
export function summaryRoutes(deps: Deps) {
  const app = new Hono<AuthEnv>()
  // '$' alone in a path is lost when the services' routes are merged into one matcher; a class keeps it literal
  // a helper's token (with `see`, backend/helping/access.ts) reads the clinical record without the patient's identity
  app.get('/patients/:patientId{[0-9]+}/:operation{[$]summary}', requirePatient(deps), (c) => {
    const summary = patientSummary(deps.db, Number(c.req.param('patientId')), deps.now(), isDelegated(c.get('token')))
    return c.body(JSON.stringify(summary), 200, {
      'Content-Type': 'application/fhir+json',
      'Cache-Control': 'no-store',
    })
  })
  return app
}
