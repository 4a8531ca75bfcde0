import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { hospitalCareServiceRoutes } from './care-services.ts'
import { hospitalInfoRoutes } from './info.ts'
import { hospitalSpecialityRoutes } from './specialities.ts'

/** /hospital-service: care services, the footer's info and logo, specialities. */
export function hospitalService(deps: Deps): Hono {
  return new Hono()
    .route('/', hospitalCareServiceRoutes(deps))
    .route('/', hospitalInfoRoutes(deps))
    .route('/', hospitalSpecialityRoutes(deps))
}
