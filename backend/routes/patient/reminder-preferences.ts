import { Hono } from 'hono'
import { z } from 'zod'
import { requirePatient, type AuthEnv } from '../../auth.ts'
import type { Deps } from '../../config.ts'
import { parseInput, readJson } from '../../errors.ts'
import { preferencesOf } from '../../reminders/send.ts'
import { REMINDER_LANGUAGES } from '../../reminders/texts.ts'

const preferencesBody = z.object({
  sms: z.boolean(),
  email: z.boolean(),
  language: z.enum(REMINDER_LANGUAGES as [string, ...string[]]),
})

/** /patient-service: how the patient's reminders and confirmations reach them (docs/reminders.md). */
export function reminderPreferenceRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AuthEnv>()
  const auth = requirePatient(deps)

  app.get('/patients/:patientId{[0-9]+}/reminder-preferences', auth, (c) =>
    c.json(preferencesOf(db, c.get('token').user_id)),
  )

  app.put('/patients/:patientId{[0-9]+}/reminder-preferences', auth, async (c) => {
    const body = parseInput(preferencesBody, await readJson(c.req.raw))
    db.prepare(
      `INSERT INTO reminder_preferences (patient_id, sms, email, language, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (patient_id) DO UPDATE SET sms = excluded.sms, email = excluded.email,
         language = excluded.language, updated_at = excluded.updated_at`,
    ).run(c.get('token').user_id, body.sms ? 1 : 0, body.email ? 1 : 0, body.language, deps.now().toISOString())
    return c.json(preferencesOf(db, c.get('token').user_id))
  })

  return app
}
