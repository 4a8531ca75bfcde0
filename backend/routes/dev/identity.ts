import { Hono } from 'hono'
import { z } from 'zod'
import type { Deps } from '../../config.ts'
import { parseInput, readJson } from '../../errors.ts'
import { seedLoginPageImages } from '../../seed/login-page-images.ts'

const statusBody = z.object({ status: z.enum(['ACTIVE', 'INACTIVE', 'PENDING_DEACTIVATION']) })

/**
 * Dev-only: switch the sign-in page's landing variant on or off without a restart (until the
 * next reset), and change a patient's account status (an administrator's job) to show the
 * status check.
 */
export function devIdentityRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono()

  app.post('/login-page-images', (c) => {
    db.transaction(() => {
      db.prepare('DELETE FROM login_page_images').run()
      seedLoginPageImages(db)
    })()
    return c.body(null, 204)
  })

  app.delete('/login-page-images', (c) => {
    db.prepare('DELETE FROM login_page_images').run()
    return c.body(null, 204)
  })

  app.post('/patients/:patientId{[0-9]+}/status', async (c) => {
    const { status } = parseInput(statusBody, await readJson(c.req.raw))
    db.prepare('UPDATE patients SET status = ? WHERE id = ?').run(status, Number(c.req.param('patientId')))
    return c.body(null, 204)
  })

  return app
}
