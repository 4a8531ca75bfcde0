import { Hono } from 'hono'
import { ChatHub } from './chat-hub.ts'
import { DEFAULT_TOKEN_TTL_SECONDS, resolveJwtSecret, resolvePortalUrl, type Deps } from './config.ts'
import type { Database } from './db/open.ts'
import { errorResponse, ServiceError } from './errors.ts'
import { grantIsLive } from './helping/grants.ts'
import { adminService } from './routes/admin/index.ts'
import { appointmentService } from './routes/appointment/index.ts'
import { configService } from './routes/config/index.ts'
import { consultationService } from './routes/consultation/index.ts'
import { devService } from './routes/dev/index.ts'
import { doctorService } from './routes/doctor/index.ts'
import { hospitalService } from './routes/hospital/index.ts'
import { loggerService } from './routes/logger/index.ts'
import { patientService } from './routes/patient/index.ts'

export interface ServicesAppOptions {
  db: Database
  now?: () => Date
  jwtSecret?: string
  tokenTtlSeconds?: number
  /** The portal's public origin for links sent out; default STANDIN_PORTAL_URL, else http://localhost:3000. */
  portalUrl?: string
  /** Default: on unless env STANDIN_DEV_ROUTES=off. */
  devRoutes?: boolean
  /** The chat's websocket side; without one (msw mount) pushes go nowhere. */
  chatHub?: ChatHub
}

/**
 * Every service path on one Fetch-API app: `app.fetch(request)` answers as the hospital's
 * services would. Handlers use only Request/Response, so the same app runs behind msw.
 */
export function createServicesApp(opts: ServicesAppOptions): Hono {
  const deps: Deps = {
    db: opts.db,
    now: opts.now ?? (() => new Date()),
    jwtSecret: resolveJwtSecret(opts.jwtSecret),
    tokenTtlSeconds: opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    portalUrl: resolvePortalUrl(opts.portalUrl),
  }
  const app = new Hono()
  const chatHub = opts.chatHub ?? new ChatHub(deps.jwtSecret, (grantId) => grantIsLive(deps, grantId))

  // each service once, at its prefix; routes/<service>/index.ts orders its feature routes
  app.route('/patient-service', patientService(deps))
  app.route('/appointment-service', appointmentService(deps, chatHub))
  app.route('/doctor-service', doctorService(deps))
  app.route('/hospital-service', hospitalService(deps))
  app.route('/config-service', configService(deps))
  app.route('/consultation-service', consultationService(deps))
  app.route('/admin-service', adminService(deps))
  app.route('/logger-service', loggerService(deps))
  if (opts.devRoutes ?? process.env.STANDIN_DEV_ROUTES !== 'off') app.route('/dev', devService(deps, chatHub))

  app.notFound(() => errorResponse(new ServiceError(404, 'No such path on the hospital services')))
  app.onError((err) => {
    if (err instanceof ServiceError) return errorResponse(err)
    // a stand-in bug: say so loudly (tests fail on console.error) and answer like a real service would
    console.error('stand-in services: unhandled error', err)
    return errorResponse(new ServiceError(500, 'Internal Server Error'))
  })
  return app
}
