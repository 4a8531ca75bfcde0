import { Hono } from 'hono'
import type { Deps } from '../../config.ts'
import { doctorRoutes } from './doctors.ts'
import { notificationRoutes } from './notifications.ts'
import { doctorSlotRoutes } from './slots.ts'

/** /doctor-service: free slots, the booking search's doctors, notifications to a doctor. */
export function doctorService(deps: Deps): Hono {
  return new Hono()
    .route('/', doctorSlotRoutes(deps))
    .route('/', doctorRoutes(deps))
    .route('/', notificationRoutes(deps))
}
