import { Hono } from 'hono'
import { z } from 'zod'
import type { Deps } from '../../config.ts'
import { notFound, parseInput } from '../../errors.ts'

const imagesQuery = z.object({ type: z.enum(['SPONSOR', 'LOGO', 'BACKGROUND']).optional() })

/**
 * /config-service: the sign-in page's images. None by default (the plain sign-in form); the
 * seed adds some when STANDIN_LOGIN_PAGE_IMAGES=on, or POST /dev/login-page-images does.
 * `photoUrl` is a path on the config service; the portal fetches it on the visitor's behalf.
 */
export function configImageRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono()

  app.get('/Login-Page/images', (c) => {
    const { type } = parseInput(imagesQuery, c.req.query())
    const rows = db
      .prepare<[string | null, string | null], { id: number; type: string; description: string }>(
        `SELECT id, type, description FROM login_page_images WHERE (? IS NULL OR type = ?) ORDER BY sort_order, id`,
      )
      .all(type ?? null, type ?? null)
    return c.json(
      rows.map((r) => ({
        id: r.id,
        type: r.type,
        description: r.description,
        photoUrl: `/config-service/Login-Page/images/${r.id}/file`,
      })),
    )
  })

  app.get('/Login-Page/images/:imageId{[0-9]+}/file', (c) => {
    const row = db
      .prepare<[number], { photo: Buffer; photo_mime: string }>(
        'SELECT photo, photo_mime FROM login_page_images WHERE id = ?',
      )
      .get(Number(c.req.param('imageId')))
    if (!row) throw notFound('Image not found')
    return c.body(new Uint8Array(row.photo), 200, {
      'Content-Type': row.photo_mime,
      'Cache-Control': 'public, max-age=3600',
    })
  })

  return app
}
