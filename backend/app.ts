import { Hono } from 'hono'
import { DEFAULT_TOKEN_TTL_SECONDS, resolveJwtSecret, type Deps } from './config.ts'
import type { Database } from './db/open.ts'
import { errorResponse, ServiceError } from './errors.ts'
import { adminRoutes } from './routes/admin/consent.ts'
import { appointmentRoutes } from './routes/appointment/appointments.ts'
import { bookingRoutes } from './routes/appointment/booking.ts'
import { chatRoutes } from './routes/appointment/chat.ts'
import { ChatHub } from './chat-hub.ts'
import { configImageRoutes } from './routes/config/login-page-images.ts'
import { devChatRoutes } from './routes/dev/chat.ts'
import { consultationRoutes, externalConsentRoutes } from './routes/consultation/video.ts'
import { devConsultationRoutes } from './routes/dev/consultation.ts'
import { devIdentityRoutes } from './routes/dev/identity.ts'
import { devRoutes } from './routes/dev/store.ts'
import { doctorSlotRoutes } from './routes/doctor/slots.ts'
import { conditionRoutes, doctorRoutes, hospitalSpecialityRoutes } from './routes/doctor/doctors.ts'
import { hospitalRoutes } from './routes/hospital/info.ts'
import { identityRoutes } from './routes/patient/identity.ts'
import { loggerRoutes } from './routes/logger/logs.ts'
import { notificationRoutes } from './routes/patient/notifications.ts'
import { patientRoutes } from './routes/patient/account.ts'
import { prescriptionRoutes } from './routes/consultation/prescription.ts'
import { configReferenceRoutes, hospitalCareServiceRoutes } from './routes/config/reference.ts'
import { profileRoutes } from './routes/patient/profile.ts'

export interface ServicesAppOptions {
  db: Database
  now?: () => Date
  jwtSecret?: string
  tokenTtlSeconds?: number
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
  }
  const app = new Hono()
  const chatHub = opts.chatHub ?? new ChatHub(deps.jwtSecret)

  app.route('/patient-service', patientRoutes(deps))
  app.route('/patient-service', identityRoutes(deps))
  app.route('/patient-service', profileRoutes(deps))
  app.route('/config-service', configReferenceRoutes(deps))
  app.route('/hospital-service', hospitalCareServiceRoutes(deps))
  app.route('/admin-service', adminRoutes(deps))
  app.route('/config-service', configImageRoutes(deps))
  app.route('/appointment-service', appointmentRoutes(deps))
  app.route('/appointment-service', chatRoutes(deps, chatHub))
  app.route('/consultation-service', prescriptionRoutes(deps))
  app.route('/hospital-service', hospitalRoutes(deps))
  app.route('/logger-service', loggerRoutes(deps))
  app.route('/doctor-service', doctorSlotRoutes(deps))
  app.route('/doctor-service', doctorRoutes(deps))
  app.route('/hospital-service', hospitalSpecialityRoutes(deps))
  app.route('/config-service', conditionRoutes(deps))
  app.route('/', notificationRoutes(deps))
  app.route('/', bookingRoutes(deps))
  app.route('/consultation-service', consultationRoutes(deps))
  app.route('/admin-service', externalConsentRoutes(deps))
  if (opts.devRoutes ?? process.env.STANDIN_DEV_ROUTES !== 'off') {
    app.route('/dev', devRoutes(deps))
    app.route('/dev', devIdentityRoutes(deps))
    app.route('/dev', devChatRoutes(deps, chatHub))
    app.route('/dev', devConsultationRoutes(deps))
  }

  app.notFound(() => errorResponse(new ServiceError(404, 'No such path on the hospital services')))
  app.onError((err) => {
    if (err instanceof ServiceError) return errorResponse(err)
    // a stand-in bug: say so loudly (tests fail on console.error) and answer like a real service would
    console.error('stand-in services: unhandled error', err)
    return errorResponse(new ServiceError(500, 'Internal Server Error'))
  })
  return app
}
